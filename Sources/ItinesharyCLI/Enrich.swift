import ArgumentParser
import Diagnostics
import Foundation
import Gazetteer
import SiteBuilder

/// `itineshary enrich`: fills or refreshes the content folder's lookup cache for the whole site.
struct Enrich: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract:
            "Fill or refresh the lookup cache (weather, city summaries and photos, exchange rates, places, images).",
        discussion: """
            The cache is Content/_cache/: one JSON file per lookup, meant to be committed with the content, so \
            later builds make no request. A lookup that fails is a warning; the command still succeeds.
            """
    )

    @OptionGroup var options: ContentOptions

    @Flag(name: .long, help: "Fetch every lookup again, even those the cache holds.")
    var refresh = false

    @Flag(name: .long, help: "Make no network request: report what the cache lacks.")
    var offline = false

    func run() async throws {
        let clock = ContinuousClock()
        let started = clock.now
        let console = Console.current
        let progress = ProgressLine()
        defer { progress.clear() }
        let options = BuildOptions(
            contentDirectory: URL(fileURLWithPath: self.options.content, isDirectory: true),
            contentDisplayPath: Check.trimmed(self.options.content),
            templatesDirectory: nil, outputDirectory: URL(fileURLWithPath: "site"),
            now: BuildOptions.buildTime(), offline: offline, refresh: refresh, progress: progress.report)
        do {
            let report = try await SiteBuild(options: options, gazetteer: .shared).enrich()
            progress.clear()
            let diagnostics = report.load.diagnostics + report.warnings
            let line = Summary.line(
                command: "enrich", files: report.load.fileCount, diagnostics: diagnostics, elapsed: clock.now - started)
            // The cache is named only when there is one: an offline run, or one that found nothing to look up,
            // makes none.
            let cache = self.options.content + "/_cache"
            let place =
                FileManager.default.fileExists(atPath: cache)
                ? "; the cache is \(cache)" : "; nothing is cached, so there is no \(cache)"
            console.out(report.load.report(report.warnings, summary: line + place))
        } catch let failure {
            switch failure {
            case .content(let result):
                console.out(result.report(summary: "enrich: the content has errors; nothing was looked up"))
                throw CommandExit(status: .contentErrors)
            case .step, .template, .unreadableContent:
                console.err("error: \(failure)\n")
                throw CommandExit(status: .failure)
            }
        }
    }
}
