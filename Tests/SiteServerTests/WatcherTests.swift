import Foundation
import Synchronization
import Testing

@testable import SiteServer

/// Each watcher sees a watched folder that did not exist when it started once it is made, what is then written
/// in it, and its removal: `serve` watches `Templates/` before `theme eject` makes it.
@Suite struct WatcherTests {
    /// A folder that holds nothing yet, and the path of a `Templates/` in it that does not exist.
    static func missingFolder() throws -> (parent: URL, templates: URL) {
        let parent = FileManager.default.temporaryDirectory.appendingPathComponent(
            "itineshary-watch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
        return (parent, parent.appendingPathComponent("Templates"))
    }

    /// The batches a watcher sends, gathered on a task of their own so a test can wait for one with a time limit.
    final class Batches: Sendable {
        /// The batches received and not yet taken, shared with the reading task.
        private final class Received: Sendable {
            let batches = Mutex<[[String]]>([])
        }
        private let received = Received()
        private let reading: Task<Void, Never>

        init(_ watcher: any FileWatcher) {
            let stream = watcher.changes()
            let received = received
            reading = Task { for await batch in stream { received.batches.withLock { $0.append(batch) } } }
        }

        deinit { reading.cancel() }

        /// The first batch not yet taken that names `folder` or a path under it, waiting at most a minute;
        /// the batches before it are dropped. The polling watcher looks from a task on the cooperative pool, one
        /// thread per core, which the whole suite shares: in `.ci/run` a look 50 ms away has waited over ten
        /// seconds for a thread, and the test as a whole 54 s.
        func next(naming folder: URL) async -> [String]? {
            let deadline = ContinuousClock.now + .seconds(60)
            while ContinuousClock.now < deadline {
                let found = received.batches.withLock { batches -> [String]? in
                    while !batches.isEmpty {
                        let batch = batches.removeFirst()
                        if batch.contains(where: { $0 == folder.path || $0.hasPrefix(folder.path + "/") }) {
                            return batch
                        }
                    }
                    return nil
                }
                if let found { return found }
                try? await Task.sleep(for: .milliseconds(20))
            }
            return nil
        }
    }

    /// The watchers of this system: polling everywhere, inotify on Linux.
    static let kinds = ["polling"] + (isLinux ? ["inotify"] : [])
    #if os(Linux)
        static let isLinux = true
    #else
        static let isLinux = false
    #endif

    static func watcher(_ kind: String, watching folder: String) -> (any FileWatcher)? {
        #if os(Linux)
            if kind == "inotify" { return INotifyWatcher(watching: [folder]) }
        #endif
        return PollingWatcher(watching: [folder], interval: .milliseconds(50))
    }

    @Test(arguments: kinds)
    func aFolderMadeAfterTheWatcherStartedIsWatchedAndItsRemovalSeen(kind: String) async throws {
        let (parent, templates) = try Self.missingFolder()
        defer { try? FileManager.default.removeItem(at: parent) }
        let watcher = try #require(Self.watcher(kind, watching: templates.path))
        defer { watcher.stop() }
        let batches = Batches(watcher)
        // The polling watcher takes its first look once started.
        try await Task.sleep(for: .milliseconds(200))
        try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: false)
        let layout = templates.appendingPathComponent("layout.mustache")
        try Data("<main>{{$main}}{{/main}}</main>\n".utf8).write(to: layout)
        let made = await batches.next(naming: templates)
        #expect(made != nil, "\(kind): no change seen when the folder was made")

        // A later edit inside it, once the watcher has had time to watch the new folder.
        try await Task.sleep(for: .milliseconds(200))
        try Data("<main id=\"main\">{{$main}}{{/main}}</main>\n".utf8).write(to: layout, options: .atomic)
        let edited = await batches.next(naming: templates)
        #expect(edited?.contains(layout.path) == true, "\(kind): \(edited ?? [])")

        try FileManager.default.removeItem(at: templates)
        let removed = await batches.next(naming: templates)
        #expect(removed != nil, "\(kind): no change seen when the folder was removed")
    }
}
