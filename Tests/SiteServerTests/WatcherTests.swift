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

    /// The batches a watcher sends, taken in order.
    struct Batches: Sendable {
        private let stream: AsyncStream<[String]>

        /// Starts `watcher`: a change made once this returns is seen.
        init(_ watcher: any FileWatcher) { stream = watcher.changes() }

        /// The next batch that names `folder` or a path under it, the batches before it dropped; `nil` when the
        /// watcher has sent none within a minute, a bound that only catches a watcher that missed the change.
        func next(naming folder: URL) async -> [String]? {
            await withinHangBound { [stream] in
                for await batch in stream
                where batch.contains(where: { $0 == folder.path || $0.hasPrefix(folder.path + "/") }) {
                    return batch
                }
                return nil
            }
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
        // Each watcher has taken its first look when it returns: the folder made at once is a change.
        let batches = Batches(watcher)
        try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: false)
        let layout = templates.appendingPathComponent("layout.mustache")
        // Written whole, so the polling watcher cannot see it half-written and report the write as a later change.
        try Data("<main>{{$main}}{{/main}}</main>\n".utf8).write(to: layout, options: .atomic)
        let made = await batches.next(naming: templates)
        #expect(made != nil, "\(kind): no change seen when the folder was made")

        // A later edit inside it: the watcher reports a new folder once it watches it (inotify adds the folder's
        // watch before sending the batch that names it; polling lists every folder at each look).
        try Data("<main id=\"main\">{{$main}}{{/main}}</main>\n".utf8).write(to: layout, options: .atomic)
        let edited = await batches.next(naming: templates)
        #expect(edited?.contains(layout.path) == true, "\(kind): \(edited ?? [])")

        try FileManager.default.removeItem(at: templates)
        let removed = await batches.next(naming: templates)
        #expect(removed != nil, "\(kind): no change seen when the folder was removed")
    }
}
