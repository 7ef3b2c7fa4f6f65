import ArgumentParser
import ContentLoading
import Dispatch
import Foundation
import Gazetteer
import SiteBuilder
import SiteServer
import Synchronization

/// `itineshary serve`: builds the site into memory, serves it, and rebuilds it as its files change.
struct Serve: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Serve the site from memory, rebuilding and reloading the browser as files change.",
        discussion: """
            The output folder is not touched. Every trip is served, private and draft ones too, with a \
            banner saying so. Open pages reload when they change, and show the errors over the page while \
            the content or a template has any. Lookups come from the cache only (run `itineshary enrich` \
            to fill it). Ctrl-C stops the server.
            """
    )

    @OptionGroup var options: ContentOptions

    @Option(
        name: .long,
        help: ArgumentHelp(
            "A theme folder whose files replace the built-in theme's, one by one (default: Templates/ beside the content folder, when there is one).",
            valueName: "DIR"))
    var templates: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "The address to listen on; other machines can reach only a non-loopback one.", valueName: "IP"))
    var host: String = "127.0.0.1"

    @Option(name: .long, help: ArgumentHelp("The port to listen on (0: any free port).", valueName: "N"))
    var port: UInt16 = 8080

    @Flag(name: .long, help: "List draft trips too, as build --drafts does.")
    var drafts = false

    @Flag(name: .long, help: "Open the site in the default browser.")
    var open = false

    func run() async throws {
        let console = Console.current
        let contentURL = URL(fileURLWithPath: options.content, isDirectory: true)
        // A folder that is not a site is said so at once, as check and build say it, not served as errors.
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: contentURL.path, isDirectory: &isFolder), isFolder.boolValue else {
            console.err("error: \(ContentLoadingError.missingContentDirectory(Check.trimmed(options.content)))\n")
            throw CommandExit(status: .failure)
        }
        let templatesURL = ContentOptions.themeFolder(templates, content: options.content)
        let buildOptions = BuildOptions(
            contentDirectory: contentURL, contentDisplayPath: Check.trimmed(options.content),
            // Templates/ beside the content folder is looked for at every rebuild, so one made while serving (by
            // `theme eject`, say) is taken up, and one removed is let go.
            templatesDirectory: templatesURL, templatesMayBeMissing: templates == nil,
            // Never written: the site is built into memory.
            outputDirectory: contentURL.appendingPathComponent(".serve-unused"),
            includeDrafts: drafts, now: BuildOptions.buildTime(), offline: true)
        let server = PreviewServer(options: buildOptions, gazetteer: .shared, host: host, port: port)
        let interrupts = Self.interrupts()
        let started: (url: URL, report: PreviewServer.BuildReport)
        do {
            started = try await server.start()
        } catch {
            console.err("error: \(error)\n")
            throw CommandExit(status: .failure)
        }
        let shown = ShownWarnings()
        Self.print(started.report, changed: [], console: console, shown: shown)
        console.out("serve: \(started.url.absoluteString) (Ctrl-C to stop)\n")
        if !["127.0.0.1", "::1", "localhost"].contains(host) {
            console.out(
                "serve: listening on \(host): other machines on the network can read every trip, private ones too;"
                    + " they reach it by IP address (a name other than localhost is refused, against DNS rebinding)\n")
        }
        if open { Self.openInBrowser(started.url) }

        let watcher = PollingWatcher.system(watching: [contentURL.path, templatesURL.path])
        let watching = Task {
            await server.watch(with: watcher) { changed, report in
                Self.print(report, changed: changed, console: console, shown: shown)
            }
        }
        for await _ in interrupts { break }
        watcher.stop()
        watching.cancel()
        await server.stop()
        console.out("serve: stopped\n")
    }

    /// One line per build, then its errors or warnings as `check` prints them; warnings the last build printed
    /// word for word are not printed again, the line says they stand.
    static func print(
        _ report: PreviewServer.BuildReport, changed: [String], console: Console, shown: ShownWarnings
    ) {
        let what = changed.isEmpty ? "built" : "rebuilt after \(Summary.plural(changed.count, "changed file"))"
        if let errors = report.errors {
            console.out(errors.hasSuffix("\n") ? errors : errors + "\n")
            console.out("serve: \(what) in \(Summary.seconds(report.duration)) s with errors; the pages show them\n")
            return
        }
        let previous = shown.replace(with: report.warnings)
        let repeated = !report.warnings.isEmpty && previous == report.warnings
        if !repeated { console.out(report.warnings) }
        var line = "serve: \(what) in \(Summary.seconds(report.duration)) s, \(Summary.plural(report.pages, "page"))"
        if repeated { line += "; the warnings above still stand" }
        if !report.reloaded.isEmpty { line += "; reloading \(Summary.plural(report.reloaded.count, "open page"))" }
        console.out(line + "\n")
    }

    /// Ctrl-C and SIGTERM, as a stream, so the server can stop cleanly instead of the process dying.
    static func interrupts() -> AsyncStream<Void> {
        AsyncStream { continuation in
            let sources = [SIGINT, SIGTERM].map { number in
                signal(number, SIG_IGN)
                let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
                source.setEventHandler { continuation.yield() }
                source.resume()
                return source
            }
            let retained = SignalSources(sources)
            continuation.onTermination = { _ in retained.cancel() }
        }
    }

    /// Asks the desktop to open `url`; does nothing where there is no desktop.
    static func openInBrowser(_ url: URL) {
        let process = Process()
        #if os(macOS)
            process.executableURL = URL(fileURLWithPath: "/usr/bin/open")
        #else
            process.executableURL = URL(fileURLWithPath: "/usr/bin/xdg-open")
        #endif
        process.arguments = [url.absoluteString]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try? process.run()
    }
}

/// The signal sources of ``Serve/interrupts()``, kept alive until the stream ends. Dispatch sources are
/// safe to cancel from any thread.
private final class SignalSources: @unchecked Sendable {
    private let sources: [any DispatchSourceSignal]
    init(_ sources: [any DispatchSourceSignal]) { self.sources = sources }
    func cancel() { sources.forEach { $0.cancel() } }
}

/// The warnings `serve` printed last, so a rebuild that gives the same ones does not print them again.
final class ShownWarnings: Sendable {
    private let text = Mutex("")

    /// Keeps `warnings` as the last printed and returns those it replaces.
    func replace(with warnings: String) -> String {
        text.withLock { last in
            defer { last = warnings }
            return last
        }
    }
}
