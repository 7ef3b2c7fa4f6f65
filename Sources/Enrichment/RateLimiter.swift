/// Bounds and spaces requests to each host and honours a server's `Retry-After`.
///
/// For a host with an interval (Nominatim: one second) requests take turns: the next one starts only an
/// interval after the previous one finished, so the server sees them at least that far apart however long
/// each took to arrive. A host without an interval has at most `maximumPerHost` requests in flight. Lanes
/// are kept per host and interval, so spaced requests never wait for unspaced ones to the same host.
actor RateLimiter {
    /// The most requests in flight to one host without an interval: concurrent lookups stay polite.
    static let maximumPerHost = 4

    private struct Lane: Hashable {
        var host: String
        var interval: Duration
    }

    private struct LaneState {
        var inFlight = 0
        var waiters: [CheckedContinuation<Void, Never>] = []
        var lastFinished: ContinuousClock.Instant?
    }

    private let clock = ContinuousClock()
    private var lanes: [Lane: LaneState] = [:]
    private var blockedUntil: [String: ContinuousClock.Instant] = [:]
    /// Hosts that could not be reached in this run (not found, connection refused, no answer in time), with
    /// the failure: with no network, a site of thousands of days would otherwise try once per lookup.
    private var unreachable: [String: LookupFailure] = [:]

    /// How `host` failed earlier in this run, if it could not be reached.
    func failure(of host: String) -> LookupFailure? { unreachable[host] }

    /// Records that `host` could not be reached, so no more requests go to it in this run.
    func markUnreachable(_ host: String, _ failure: LookupFailure) { unreachable[host] = failure }

    /// Waits for this host's turn and returns `nil`, after which the caller must call `release`; or returns
    /// the seconds still to wait if the host asked to be left alone (429 with `Retry-After`), holding no turn.
    func acquire(host: String, interval: Duration) async -> Int? {
        if let remaining = blockedSeconds(host) { return remaining }
        let lane = Lane(host: host, interval: interval)
        let capacity = interval > .zero ? 1 : Self.maximumPerHost
        if lanes[lane, default: LaneState()].inFlight >= capacity {
            // `release` hands its place over, so the count stays as it is.
            await withCheckedContinuation { lanes[lane, default: LaneState()].waiters.append($0) }
        } else {
            lanes[lane, default: LaneState()].inFlight += 1
        }
        if interval > .zero, let last = lanes[lane]?.lastFinished {
            let next = last.advanced(by: interval)
            if next > clock.now { try? await Task.sleep(until: next, clock: clock) }
        }
        if let remaining = blockedSeconds(host) {
            release(host: host, interval: interval)
            return remaining
        }
        return nil
    }

    /// Ends the turn taken by `acquire` and hands it to the next waiting request.
    func release(host: String, interval: Duration) {
        let lane = Lane(host: host, interval: interval)
        guard var state = lanes[lane] else { return }
        state.lastFinished = clock.now
        if state.waiters.isEmpty {
            state.inFlight -= 1
            lanes[lane] = state
        } else {
            let next = state.waiters.removeFirst()
            lanes[lane] = state
            next.resume()
        }
    }

    /// Records that `host` asked for no requests during the next `seconds`.
    func block(host: String, seconds: Int) {
        blockedUntil[host] = clock.now.advanced(by: .seconds(seconds))
    }

    private func blockedSeconds(_ host: String) -> Int? {
        guard let until = blockedUntil[host], until > clock.now else { return nil }
        let remaining = clock.now.duration(to: until).components
        return Int(remaining.seconds) + (remaining.attoseconds > 0 ? 1 : 0)
    }
}
