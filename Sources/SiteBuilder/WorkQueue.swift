import Foundation
import Synchronization

/// Hands out job indices in order to any number of workers, one at a time, so every core stays busy to
/// the end however unevenly the work lies in the list.
final class WorkQueue: Sendable {
    private let next = Atomic<Int>(0)
    /// The index of the earliest job that failed: no job after it is handed out.
    private let end = Atomic<Int>(Int.max)

    /// The next index below `count` and any failure's, or `nil` when there is none left.
    func take(below count: Int) -> Int? {
        let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
        return index < min(count, end.load(ordering: .relaxed)) ? index : nil
    }

    /// Stops handing out indices after `index`. Every index before it has been or will be handed out, so
    /// the earliest failure of all is among those reported.
    func stop(at index: Int) {
        end.min(index, ordering: .relaxed)
    }

    /// How many workers to start for `count` jobs: one per core, at most one per job.
    static func workers(for count: Int) -> Int {
        min(count, max(1, ProcessInfo.processInfo.activeProcessorCount))
    }
}
