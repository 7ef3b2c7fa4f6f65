import Foundation
import Synchronization

/// A watcher that compares every file's size and modification time a few times a second: for systems
/// without inotify. Slower to notice a change than ``INotifyWatcher``, and it reads the folders' listings
/// each time, so only a fallback.
public final class PollingWatcher: FileWatcher {
    private let folders: [String]
    private let interval: Duration
    private let stopped = Mutex(false)

    /// Watches `folders` and everything under them, looking every `interval`.
    public init(watching folders: [String], interval: Duration = .milliseconds(250)) {
        self.folders = folders
        self.interval = interval
    }

    /// The changes, a batch per look that found any. The first look is taken before this returns, so a
    /// change made once it has returned is seen however long the looking task waits for a thread.
    public func changes() -> AsyncStream<[String]> {
        let first = Self.snapshot(folders)
        return AsyncStream { continuation in
            let task = Task { [self] in
                var last = first
                while !stopped.withLock({ $0 }) && !Task.isCancelled {
                    try? await Task.sleep(for: interval)
                    let now = Self.snapshot(folders)
                    let changed = Set(now.keys).symmetricDifference(last.keys).union(
                        now.compactMap { path, stamp in last[path] == stamp ? nil : path })
                    if !changed.isEmpty { continuation.yield(changed.sorted()) }
                    last = now
                }
                continuation.finish()
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }

    /// Stops watching.
    public func stop() { stopped.withLock { $0 = true } }

    private struct Stamp: Equatable {
        let size: Int
        let modified: Date
    }

    private static func snapshot(_ folders: [String]) -> [String: Stamp] {
        var stamps: [String: Stamp] = [:]
        let keys: [URLResourceKey] = [.fileSizeKey, .contentModificationDateKey, .isRegularFileKey]
        for folder in folders {
            guard
                let enumerator = FileManager.default.enumerator(
                    at: URL(fileURLWithPath: folder), includingPropertiesForKeys: keys, options: [.skipsHiddenFiles])
            else { continue }
            for case let url as URL in enumerator {
                guard let values = try? url.resourceValues(forKeys: Set(keys)), values.isRegularFile == true,
                    !isScratchFile(Substring(url.lastPathComponent))
                else { continue }
                stamps[url.path] = Stamp(
                    size: values.fileSize ?? 0, modified: values.contentModificationDate ?? .distantPast)
            }
        }
        return stamps
    }
}
