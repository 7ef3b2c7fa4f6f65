import CAllocator
import ContentLoading
import Diagnostics
import FlyingSocks
import Foundation
import Gazetteer
import SiteBuilder

/// `itineshary serve`: the site built into memory and served from there over HTTP, rebuilt when its
/// content or theme changes, with the open pages told to reload or to show the build's errors.
///
/// The HTTP server is ``LocalHTTPServer``, over FlyingFox's sockets: it depends on nothing but
/// Foundation, so it adds seconds, not minutes, to a first build on two cores (Hummingbird brings
/// SwiftNIO). It answers only requests naming this server in `Host`, against DNS rebinding, none that a
/// page of another site loads (``FetchMetadata``), and bounds what a client may send and hold
/// (``HTTPLimits``).
public actor PreviewServer {
    private let options: BuildOptions
    private let gazetteer: Gazetteer
    private let host: String
    private let port: UInt16
    private let clients = LiveClients()
    private let decodedFiles = DecodedFileCache()
    private var server: LocalHTTPServer?
    private var pinger: Task<Void, Never>?
    /// The last build that succeeded; `nil` until one has.
    private var preview: SitePreview?
    /// The last build's errors as `check` prints them, while they last.
    private var errors: String?
    /// The address pages are served at, as their canonical and share links name it.
    private var baseURL: String?

    /// A server for the site of `options` (its output folder is never touched), on `host` and `port`
    /// (0: any free port).
    public init(options: BuildOptions, gazetteer: Gazetteer, host: String = "127.0.0.1", port: UInt16 = 8080) {
        var options = options
        options.buildsEveryTrip = true
        options.decodedFiles = decodedFiles
        self.options = options
        self.gazetteer = gazetteer
        self.host = host
        self.port = port
    }

    /// What a build gave, for the console.
    public struct BuildReport: Sendable {
        /// The errors, as `check` prints them, when the build failed.
        public let errors: String?
        /// Warnings of the content and the build, as `check` prints them; empty when there are none.
        public let warnings: String
        /// How many pages the site has (those of the last good build when this one failed).
        public let pages: Int
        /// How long the build took.
        public let duration: Duration
        /// The paths of the open pages told to reload.
        public let reloaded: [String]

        /// A report of these.
        public init(errors: String?, warnings: String, pages: Int, duration: Duration, reloaded: [String]) {
            self.errors = errors
            self.warnings = warnings
            self.pages = pages
            self.duration = duration
            self.reloaded = reloaded
        }
    }

    /// Starts listening, then builds the site. A site with errors is served all the same: each page
    /// shows the errors until they are fixed.
    /// - Returns: the address the site is served at, and the first build's report.
    /// - Throws: `ServeError` when the address cannot be listened on.
    public func start() async throws(ServeError) -> (url: URL, report: BuildReport) {
        let address = try Self.socketAddress(host: host, port: port)
        let handler = Handler(server: self)
        let server = LocalHTTPServer(address: address, host: host) { await handler.answer($0) }
        let port: UInt16
        do {
            port = try await server.start()
        } catch {
            throw Self.describe(error, host: host, port: self.port)
        }
        self.server = server
        let shownHost = host.contains(":") ? "[\(host)]" : host
        let url = URL(string: "http://\(shownHost):\(port)/")!
        var options = self.options
        options.baseURL = url.absoluteString
        let report = await rebuild(with: options)
        Self.returnFreedMemory()
        pinger = Task { [clients] in
            // A comment every few seconds: a browser that went away is noticed when the write fails.
            while !Task.isCancelled {
                try? await Task.sleep(for: .seconds(10))
                await clients.broadcast(Array(": ping\n\n".utf8))
            }
        }
        baseURL = url.absoluteString
        return (url, report)
    }

    /// Rebuilds the site, then tells each open page whose bytes changed to reload, or every open page
    /// the errors. `changed` names the files that changed (absolute paths): only those recommendation
    /// and trip files are decoded again, and the lookups and date formatters are kept while nothing
    /// they are made from changed; with no path named, everything is decoded again.
    public func rebuild(changed: [String] = []) async -> BuildReport {
        var options = self.options
        options.baseURL = baseURL
        let scope = ChangeScope(
            changed, content: options.contentDirectory, templates: options.templatesDirectory)
        if changed.isEmpty {
            decodedFiles.removeAll()
            return await rebuild(with: options)
        }
        if scope.contentFiles.isEmpty && !scope.other {
            // Only the theme changed: every decoded file still holds.
        } else if scope.other {
            decodedFiles.removeAll()
        } else {
            decodedFiles.invalidate(scope.contentFiles)
        }
        var reuse: Set<PreviewReuse> = []
        if scope.keepsLookups { reuse.insert(.lookups) }
        if scope.keepsWords { reuse.insert(.words) }
        return await rebuild(with: options, reusing: reuse)
    }

    private func rebuild(with options: BuildOptions, reusing reuse: Set<PreviewReuse> = []) async -> BuildReport {
        var options = options
        let clock = ContinuousClock()
        let started = clock.now
        options.now = BuildOptions.buildTime()
        let build = SiteBuild(options: options, gazetteer: gazetteer)
        do {
            let new = try await build.preview(after: preview, reusing: reuse)
            let old = preview
            preview = new
            let hadErrors = errors != nil
            errors = nil
            var reloaded: [String] = []
            for page in await clients.pages {
                let before = old.map { Self.bytes(of: page, in: $0) }
                let after = Self.bytes(of: page, in: new)
                if before != after {
                    reloaded.append(page)
                    await clients.send(LiveReload.event("reload", page), toPage: page)
                }
            }
            if hadErrors { await clients.broadcast(LiveReload.event("clear", "")) }
            let warnings = new.load.diagnostics + new.warnings
            let warningText =
                warnings.isEmpty
                ? "" : DiagnosticRenderer { new.load.sourceLines[$0] }.render(warnings, summary: "", format: .text)
            return BuildReport(
                errors: nil, warnings: warningText, pages: new.pageCount, duration: clock.now - started,
                reloaded: reloaded.sorted())
        } catch {
            let text = Self.describe(error)
            errors = text
            await clients.broadcast(LiveReload.event("errors", text))
            return BuildReport(
                errors: text, warnings: "", pages: preview?.pageCount ?? 0, duration: clock.now - started, reloaded: [])
        }
    }

    /// Rebuilds after each batch of changes the watcher reports, until it stops.
    /// - Parameter report: called after each rebuild with the files that changed and what it gave.
    public func watch(with watcher: any FileWatcher, report: @Sendable ([String], BuildReport) -> Void) async {
        for await batch in watcher.changes() {
            let outcome = await rebuild(changed: batch)
            report(batch, outcome)
            Self.returnFreedMemory()
        }
    }

    /// Gives the memory of the previous build back to the system once the open pages have been told: the
    /// allocator (jemalloc, see CAllocator) returns freed pages only as it is called, and a server idle after
    /// rebuilding ten thousand pages' worth of values would otherwise hold them until the next save.
    static func returnFreedMemory() {
        allocator_return_freed_memory()
    }

    /// Ends every open event stream and stops listening.
    /// Runs on the server's own thread (``ServerThread``), so Ctrl-C stops it within a second even while a
    /// rebuild keeps every core busy.
    public nonisolated func stop() async {
        await Task(executorPreference: ServerThread.shared) { await self.stopHere() }.value
    }

    private func stopHere() async {
        pinger?.cancel()
        await clients.finishAll()
        await server?.stop()
        server = nil
    }

    /// The bytes a request for `path` is answered with: the file, or the 404 page; a page whose template
    /// fails gives its error's text, so fixing the template changes it.
    static func bytes(of path: String, in preview: SitePreview) -> [UInt8] {
        do {
            if let bytes = try preview.file(at: path) { return bytes }
            return try preview.file(at: "404.html") ?? []
        } catch {
            return Array(describe(error).utf8)
        }
    }

    static func describe(_ error: BuildFailure) -> String {
        switch error {
        case .content(let result):
            let count = result.diagnostics.errorCount
            return DiagnosticRenderer { result.sourceLines[$0] }.render(
                result.diagnostics, summary: "\(count) \(count == 1 ? "error" : "errors")", format: .text)
        case .step, .template, .unreadableContent:
            return "error: \(error)\n"
        }
    }

    // MARK: - Answering requests

    /// What the request handler needs, read at once.
    fileprivate func state() -> (preview: SitePreview?, errors: String?) { (preview, errors) }

    fileprivate func openEvents(page: String) async -> AsyncStream<[UInt8]> { await clients.open(page: page) }

    /// Answers one request. Runs outside the actor, so pages render on every core.
    private struct Handler: Sendable {
        let server: PreviewServer

        func answer(_ request: HTTPRequestHead) async -> ServerResponse {
            let raw = request.path
            if raw == LiveReload.scriptPath {
                return ServerResponse(
                    status: 200,
                    headers: [("Content-Type", "text/javascript; charset=utf-8"), ("Cache-Control", "no-store")],
                    body: .bytes(Array(LiveReload.script.utf8)))
            }
            if raw == LiveReload.eventsPath {
                return await events(request)
            }
            guard case .file(let path) = RequestPath(raw: raw) else {
                return .text(400, "bad request: the path must stay inside the site\n")
            }
            let (preview, errors) = await server.state()
            guard let preview else {
                return errorPage(errors ?? "the site is being built\n", path: path)
            }
            do {
                if let bytes = try preview.file(at: path) {
                    return file(bytes, path: path, status: 200, preview: preview)
                }
                if preview.isPage(path + "/index.html") {
                    return ServerResponse(status: 301, headers: [("Location", "/" + path + "/")])
                }
                let missing = try preview.file(at: "404.html") ?? Array("not found\n".utf8)
                return file(
                    missing, path: path, status: 404, preview: preview, contentType: ContentType.of("404.html"))
            } catch {
                return errorPage(PreviewServer.describe(error), path: path)
            }
        }

        private func file(
            _ bytes: [UInt8], path: String, status: Int, preview: SitePreview, contentType: String? = nil
        ) -> ServerResponse {
            let type = contentType ?? ContentType.of(path)
            var body = bytes
            if type.hasPrefix("text/html") {
                body = LiveReload.inject(
                    into: bytes, path: path, digest: LiveReload.digest(bytes), notice: preview.notice(at: path))
            }
            return ServerResponse(
                status: status, headers: [("Content-Type", type), ("Cache-Control", "no-store")], body: .bytes(body))
        }

        /// A page that only shows the errors (nothing has built yet, or this page's template fails) and
        /// reloads itself once they are fixed.
        private func errorPage(_ errors: String, path: String) -> ServerResponse {
            let bytes = Array(errors.utf8)
            let page = Array(
                "<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>Build errors</title></head>\n<body>\n</body></html>\n"
                    .utf8)
            let body = LiveReload.inject(into: page, path: path, digest: LiveReload.digest(bytes), notice: nil)
            return ServerResponse(
                status: 500, headers: [("Content-Type", "text/html; charset=utf-8"), ("Cache-Control", "no-store")],
                body: .bytes(body))
        }

        private func events(_ request: HTTPRequestHead) async -> ServerResponse {
            let page = request.query("page") ?? ""
            let digest = request.query("digest") ?? ""
            guard case .file(let path) = RequestPath(raw: "/" + page) else {
                return .text(400, "bad request: no such page\n")
            }
            let stream = await server.openEvents(page: path)
            let (preview, errors) = await server.state()
            var first = Array("retry: 500\n\n".utf8)
            if let errors {
                first += LiveReload.event("errors", errors)
            } else if let preview, LiveReload.digest(PreviewServer.bytes(of: path, in: preview)) != digest {
                // The page changed between being sent and opening this stream.
                first += LiveReload.event("reload", path)
            }
            let body = AsyncStream<[UInt8]> { continuation in
                continuation.yield(first)
                let task = Task {
                    for await event in stream { continuation.yield(event) }
                    continuation.finish()
                }
                continuation.onTermination = { _ in task.cancel() }
            }
            return ServerResponse(
                status: 200, headers: [("Content-Type", "text/event-stream"), ("Cache-Control", "no-store")],
                body: .events(body))
        }
    }

    // MARK: - Addresses

    static func socketAddress(host: String, port: UInt16) throws(ServeError) -> any SocketAddress {
        let name = host == "localhost" ? "127.0.0.1" : host
        do {
            if name.contains(":") { return try sockaddr_in6.inet6(ip6: name, port: port) }
            return try sockaddr_in.inet(ip4: name, port: port)
        } catch {
            throw .badHost(host)
        }
    }

    static func describe(_ error: any Error, host: String, port: UInt16) -> ServeError {
        if case SocketError.failed(_, let number, let message) = error {
            if number == EADDRINUSE { return .portInUse(host: host, port: port) }
            return .cannotListen(host: host, port: port, reason: message)
        }
        return .cannotListen(host: host, port: port, reason: "\(error)")
    }
}

/// Why `serve` could not start.
public enum ServeError: Error, Sendable, CustomStringConvertible {
    /// Another program listens on the port.
    case portInUse(host: String, port: UInt16)
    /// `--host` is not an IP address.
    case badHost(String)
    /// The address cannot be listened on for another reason.
    case cannotListen(host: String, port: UInt16, reason: String)

    /// The message for the user.
    public var description: String {
        switch self {
        case .portInUse(let host, let port):
            return
                "port \(port) on \(host) is already in use; stop the program using it or choose another port with --port"
        case .badHost(let host):
            return
                "--host \(host) is not an IP address; use 127.0.0.1 (this machine only), ::1 or 0.0.0.0 (every network)"
        case .cannotListen(let host, let port, let reason):
            return "cannot listen on \(host) port \(port): \(reason)"
        }
    }
}
