import Foundation
import Gazetteer
import SiteBuilder
import SiteServer

#if canImport(Glibc)
    import Glibc
#endif

/// A copy of the sample site in a temporary folder, served on a free port and watched, as `serve` does.
final class ServeFixture: Sendable {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    let folder: URL
    let content: URL
    let templates: URL
    let server: PreviewServer
    let port: UInt16
    private let watcher: any FileWatcher
    private let watching: Task<Void, Never>
    /// What each rebuild after a change gave, as `serve` reports it to the console.
    private let rebuilds: AsyncStream<(changed: [String], report: PreviewServer.BuildReport)>

    /// Copies the sample content and theme, adds `extraFiles` (paths under the content folder), then starts.
    /// The sample with a private trip at `/trips/secret/` and a draft at `/trips/someday/`, both copies of the
    /// Lisbon trip.
    static func withPrivateAndDraftTrips() async throws -> ServeFixture {
        let trip = try String(
            contentsOf: root.appendingPathComponent("Content/trips/lisbon-and-porto-in-spring.md"), encoding: .utf8)
        return try await ServeFixture(extraFiles: [
            "trips/secret.md": trip.replacingOccurrences(of: "visibility: public", with: "visibility: private"),
            "trips/someday.md": trip.replacingOccurrences(of: "visibility: public", with: "visibility: draft"),
        ])
    }

    /// One ``withPrivateAndDraftTrips()`` site, started on first use, for every test that only sends it requests:
    /// it is never edited or stopped.
    static func sharedWithPrivateAndDraftTrips() async throws -> ServeFixture { try await sharedPrivateAndDraft.value }

    private static let sharedPrivateAndDraft = Task { try await withPrivateAndDraftTrips() }

    /// With `theme` false, the site has no `Templates/` at first: its pages are the built-in theme's until one is
    /// made, as `serve` run without `--templates` watches for it.
    init(extraFiles: [String: String] = [:], theme: Bool = true) async throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("itineshary-serve-\(UUID().uuidString)")
        content = folder.appendingPathComponent("Content")
        templates = folder.appendingPathComponent("Templates")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.root.appendingPathComponent("Content"), to: content)
        if theme { try FileManager.default.copyItem(at: Self.root.appendingPathComponent("Templates"), to: templates) }
        for (path, text) in extraFiles {
            try Data(text.utf8).write(to: content.appendingPathComponent(path))
        }
        server = PreviewServer(
            options: BuildOptions(
                contentDirectory: content, contentDisplayPath: "Content", templatesDirectory: templates,
                templatesMayBeMissing: !theme, outputDirectory: folder.appendingPathComponent("site"),
                now: Date(timeIntervalSince1970: 1_795_219_200), offline: true),
            gazetteer: .shared, host: "127.0.0.1", port: 0)
        let (url, _) = try await server.start()
        port = UInt16(url.port!)
        watcher = PollingWatcher.system(watching: [content.path, templates.path])
        let (rebuilds, rebuilt) = AsyncStream.makeStream(
            of: (changed: [String], report: PreviewServer.BuildReport).self)
        self.rebuilds = rebuilds
        watching = Task { [server, watcher] in
            await server.watch(with: watcher) { rebuilt.yield(($0, $1)) }
            rebuilt.finish()
        }
    }

    /// The report of the next rebuild whose changes name `path` (under the content folder), once the open pages
    /// have been told; the rebuilds before it are dropped. `nil` when none has come within a minute, a bound
    /// that only catches a change the server missed.
    func rebuilt(after path: String) async -> PreviewServer.BuildReport? {
        let changed = content.appendingPathComponent(path).path
        return await withinHangBound { [rebuilds] in
            for await rebuild in rebuilds where rebuild.changed.contains(changed) { return rebuild.report }
            return nil
        }
    }

    /// Stops the server and removes the folder.
    func stop() async {
        watcher.stop()
        watching.cancel()
        await server.stop()
        try? FileManager.default.removeItem(at: folder)
    }

    func get(_ target: String) async throws -> RawHTTP.Response { try await RawHTTP.get(target, port: port) }

    /// Opens the event stream of a page as the injected script does: with the page's digest.
    func events(for page: String) async throws -> RawHTTP {
        let response = try await get("/" + page)
        let digest = response.text.firstMatch(of: /data-digest="([0-9a-f]+)"/)?.1 ?? ""
        let target =
            "/_itineshary/events?page=\(page.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!)&digest=\(digest)"
        return try await RawHTTP.events(target, port: port)
    }

    /// Replaces `old` with `new` in a content file, as an editor saves: a new file renamed over the old.
    func edit(_ path: String, replacing old: String, with new: String) throws {
        let url = content.appendingPathComponent(path)
        let text = try String(contentsOf: url, encoding: .utf8)
        precondition(text.contains(old), "\(path) has no \(old)")
        let scratch = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).tmp")
        try Data(text.replacingOccurrences(of: old, with: new).utf8).write(to: scratch)
        guard rename(scratch.path, url.path) == 0 else { throw CocoaError(.fileWriteUnknown) }
    }
}
