/// Spaces requests to each host and honours a server's `Retry-After`.
///
/// A slot is reserved inside the actor before the wait, so concurrent lookups to one host queue up one
/// interval apart rather than all waking at once.
actor RateLimiter {
    private let clock = ContinuousClock()
    private var nextSlot: [String: ContinuousClock.Instant] = [:]
    private var blockedUntil: [String: ContinuousClock.Instant] = [:]

    /// Waits for this host's next slot, then returns `nil`; or returns the seconds still to wait if the host
    /// asked to be left alone (429 with `Retry-After`), without waiting.
    func acquire(host: String, interval: Duration) async -> Int? {
        let now = clock.now
        if let until = blockedUntil[host], until > now {
            let remaining = now.duration(to: until).components
            return Int(remaining.seconds) + (remaining.attoseconds > 0 ? 1 : 0)
        }
        let slot = max(now, nextSlot[host] ?? now)
        nextSlot[host] = slot.advanced(by: interval)
        if slot > now { try? await Task.sleep(until: slot, clock: clock) }
        return nil
    }

    /// Records that `host` asked for no requests during the next `seconds`.
    func block(host: String, seconds: Int) {
        blockedUntil[host] = clock.now.advanced(by: .seconds(seconds))
    }
}
