/// Spaces requests to each host and honours a server's `Retry-After`.
///
/// For a host with an interval (Nominatim: one second) requests take turns: the next one starts only an
/// interval after the previous one finished, so the server sees them at least that far apart however long
/// each took to arrive. Hosts without an interval are only checked for a `Retry-After` still running.
actor RateLimiter {
    private struct HostState {
        var busy = false
        var waiters: [CheckedContinuation<Void, Never>] = []
        var lastFinished: ContinuousClock.Instant?
        var blockedUntil: ContinuousClock.Instant?
    }

    private let clock = ContinuousClock()
    private var hosts: [String: HostState] = [:]
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
        guard interval > .zero else { return nil }
        if hosts[host, default: HostState()].busy {
            await withCheckedContinuation { hosts[host, default: HostState()].waiters.append($0) }
        } else {
            hosts[host, default: HostState()].busy = true
        }
        if let last = hosts[host]?.lastFinished {
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
        guard interval > .zero, var state = hosts[host] else { return }
        state.lastFinished = clock.now
        if state.waiters.isEmpty {
            state.busy = false
            hosts[host] = state
        } else {
            let next = state.waiters.removeFirst()
            hosts[host] = state
            next.resume()
        }
    }

    /// Records that `host` asked for no requests during the next `seconds`.
    func block(host: String, seconds: Int) {
        hosts[host, default: HostState()].blockedUntil = clock.now.advanced(by: .seconds(seconds))
    }

    private func blockedSeconds(_ host: String) -> Int? {
        guard let until = hosts[host]?.blockedUntil, until > clock.now else { return nil }
        let remaining = clock.now.duration(to: until).components
        return Int(remaining.seconds) + (remaining.attoseconds > 0 ? 1 : 0)
    }
}
