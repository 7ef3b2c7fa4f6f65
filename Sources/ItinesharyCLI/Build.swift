import ArgumentParser
import ContentLoading
import Diagnostics
import Foundation
import Gazetteer
import SiteBuilder
import SiteOutput

/// `itineshary build`: checks the content, then writes the site into the output folder in one step.
struct Build: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Build the site into the output folder.",
        discussion: """
            Content errors stop the build before anything is written; the previous output stays as it was. \
            Exit status: 0 built (warnings allowed), 1 content errors, 2 usage errors, 3 I/O or internal errors. \
            The date taken as today comes from SOURCE_DATE_EPOCH when it is set.
            """
    )

    @OptionGroup var options: ContentOptions

    @OptionGroup var choices: SiteChoices

    @Option(
        name: .customLong("output"),
        help: ArgumentHelp("The output folder (default: site, beside the content folder).", valueName: "DIR"))
    var givenOutput: String?

    /// The output folder: the one given, else `site` here, or beside the content folder of a site found above.
    var output: String {
        if let givenOutput { return givenOutput }
        return options.siteRootAbove.map { $0 + "/site" } ?? "site"
    }

    @Flag(name: .long, help: "Print how long each step of the build took.")
    var timings = false

    @Flag(
        name: .long,
        help: "Make no network request: weather, summaries, photos and rates come from the cache or not at all.")
    var offline = false

    func run() async throws {
        let clock = ContinuousClock()
        let started = clock.now
        let console = Console.current
        let progress = ProgressLine()
        let build = SiteBuild(
            options: choices.buildOptions(
                content: options.content, output: URL(fileURLWithPath: output, isDirectory: true), offline: offline,
                progress: progress), gazetteer: .shared)
        defer { progress.clear() }
        do {
            let summary = try await build.run()
            progress.clear()
            if let unchanged = summary.unchanged {
                if !unchanged.report.isEmpty { console.out(unchanged.report) }
                if timings {
                    console.out("  nothing changed since the last build: no file was loaded, rendered or written\n")
                }
                let errors = Summary.plural(0, "error")
                console.out(
                    "build: \(Summary.plural(summary.load.fileCount, "file")), \(errors), "
                        + "\(Summary.plural(unchanged.warnings, "warning")) in \(Summary.seconds(clock.now - started)) s; "
                        + "\(Summary.plural(summary.pages, "page")) and \(Summary.plural(summary.files - summary.pages, "other file")) in \(output)/: "
                        + "0 written, \(unchanged.outputFiles) unchanged, 0 removed; nothing changed since the last build\n"
                )
                return
            }
            let diagnostics = summary.load.diagnostics + summary.warnings
            let line = Summary.line(
                command: "build", files: summary.load.fileCount, diagnostics: diagnostics, elapsed: clock.now - started)
            if !diagnostics.isEmpty {
                console.out(String(summary.load.report(summary.warnings, summary: "").dropLast()))
            }
            if timings {
                for (step, duration) in summary.timings { console.out("  \(step): \(Summary.seconds(duration)) s\n") }
                let search = summary.searchIndex
                console.out(
                    search.reused
                        ? "  search index: read back from the last build; its \(search.entries) entries had not changed\n"
                        : "  search index: made from \(search.entries) entries\n")
                console.out(
                    "  pages rendered: \(summary.pages - summary.reusedPages) of \(summary.pages); the others' inputs had not changed\n"
                )
            }
            let changes = summary.changes
            console.out(
                "\(line); \(Summary.plural(summary.pages, "page")) and \(Summary.plural(summary.files - summary.pages, "other file")) in \(output)/: "
                    + "\(changes.written) written, \(changes.linked + changes.unchanged) unchanged, \(changes.removed) removed\n"
            )
            // The decoded site, freed on another thread: the command exits without waiting for it.
            Task.detached { withExtendedLifetime(summary) {} }
        } catch let failure {
            switch failure {
            case .content(let result):
                let line = Summary.line(
                    command: "build", files: result.fileCount, diagnostics: result.diagnostics,
                    elapsed: clock.now - started)
                console.out(result.report(summary: line + "; nothing was written"))
                throw CommandExit(status: .contentErrors)
            case .step, .template, .unreadableContent:
                console.err("error: \(failure)\n")
                throw CommandExit(status: .failure)
            }
        }
    }
}
