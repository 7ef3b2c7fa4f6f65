import Synchronization

/// When a connection's present wait must end: its next request, the rest of a request head, or the
/// client reading what is written to it. The server's watchdog cancels the connection's task once it
/// has passed, which ends the wait wherever it is.
final class ConnectionDeadline: Sendable {
    private let instant = Mutex<ContinuousClock.Instant?>(nil)

    /// The wait starting now may last `duration`.
    func set(after duration: Duration) {
        let end = ContinuousClock.now + duration
        instant.withLock { $0 = end }
    }

    /// The wait starting now may last as long as it takes (an event stream waiting for its next event).
    func clear() {
        instant.withLock { $0 = nil }
    }

    /// Whether the present wait has lasted too long at `now`.
    func hasPassed(at now: ContinuousClock.Instant) -> Bool {
        instant.withLock { $0.map { $0 <= now } ?? false }
    }
}
