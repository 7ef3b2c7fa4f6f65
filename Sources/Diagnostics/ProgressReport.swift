import Synchronization

/// Long work counted as it goes, for a live progress line: the step, how many items of how many are done,
/// and the item in hand. Producers on any thread report to it; it hands each change to its sink.
public final class ProgressReport: Sendable {
    /// The state of the work at one moment.
    public struct Snapshot: Sendable, Equatable {
        /// The step, as `build --timings` names it: `enrich`, `render pages`.
        public var step: String
        /// Items done.
        public var done: Int
        /// Items known to the step so far.
        public var total: Int
        /// The item in hand, such as the lookup in flight.
        public var current: String?

        /// Creates a snapshot.
        public init(step: String, done: Int, total: Int, current: String?) {
            self.step = step
            self.done = done
            self.total = total
            self.current = current
        }
    }

    private let state = Mutex(Snapshot(step: "", done: 0, total: 0, current: nil))
    private let sink: @Sendable (Snapshot) -> Void

    /// Creates a report that hands every change to `sink`.
    public init(sink: @escaping @Sendable (Snapshot) -> Void) {
        self.sink = sink
    }

    /// A step starts, with `total` items known so far.
    public func begin(_ step: String, total: Int) {
        update { $0 = Snapshot(step: step, done: 0, total: total, current: nil) }
    }

    /// More items became known to the step.
    public func add(_ count: Int) {
        update { $0.total += count }
    }

    /// Work on an item starts.
    public func start(_ item: String) {
        update { $0.current = item }
    }

    /// An item is done.
    public func finish() {
        update { $0.done += 1 }
    }

    private func update(_ change: (inout Snapshot) -> Void) {
        let snapshot = state.withLock { state in
            change(&state)
            return state
        }
        sink(snapshot)
    }
}
