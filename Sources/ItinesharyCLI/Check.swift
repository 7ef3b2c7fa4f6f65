import ArgumentParser
import ContentLoading
import Diagnostics
import Foundation
import SiteBuilder

extension DiagnosticFormat: ExpressibleByArgument {}

/// `itineshary check`: every problem `build` would refuse the site for — in every content file, in the theme and
/// each template against the values of its pages — then one summary line. It runs the build's own steps, writing nothing
/// (``SiteBuilder/SiteBuild/check()``).
struct Check: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check the content and the theme as build would, and report every problem, without writing anything.",
        discussion: """
            Every content file is checked, then the theme is compiled and each template checked against the \
            values its pages are given, as build does with the same options before it renders a page. Exit status: 0 no errors (warnings allowed), 1 errors in the content or \
            the theme, 2 usage errors, 3 when the content folder cannot be read.
            """
    )

    @OptionGroup var options: ContentOptions

    @OptionGroup var choices: SiteChoices

    @Option(name: .long, help: ArgumentHelp("How to print diagnostics: text, json or github.", valueName: "FORMAT"))
    var format: DiagnosticFormat = .text

    func run() async throws {
        let clock = ContinuousClock()
        let started = clock.now
        let console = Console.current
        // Nothing is written: the output folder is only what the build would protect from itself.
        let check = SiteBuild(
            options: choices.buildOptions(
                content: options.content, output: URL(fileURLWithPath: "site", isDirectory: true), offline: true),
            gazetteer: .shared)
        let summary: SiteBuild.CheckSummary
        do {
            summary = try await check.check()
        } catch {
            switch error {
            case .content(let result):
                let line = Summary.line(
                    command: "check", files: result.fileCount, diagnostics: result.diagnostics,
                    elapsed: clock.now - started)
                console.out(result.report(summary: line, format: format))
                throw CommandExit(status: .contentErrors)
            default:
                // A tool reading JSON or GitHub's annotations gets the error in its own format, on standard output.
                if format == .text {
                    console.err("error: \(error.diagnostic?.message ?? error.description)\n")
                } else {
                    let diagnostics = [error.diagnostic ?? .error(error.description, at: nil)]
                    let line = Summary.line(
                        command: "check", files: 0, diagnostics: diagnostics, elapsed: clock.now - started)
                    console.out(DiagnosticRenderer { _ in nil }.render(diagnostics, summary: line, format: format))
                }
                throw CommandExit(status: .failure)
            }
        }
        console.out(report(summary, elapsed: clock.now - started))
        // Freed on another thread: the command exits without waiting for every decoded value to be let go.
        Task.detached { withExtendedLifetime(summary) {} }
        if summary.failure != nil || summary.load.diagnostics.errorCount > 0 {
            throw CommandExit(status: .contentErrors)
        }
    }

    /// The content's and the images' warnings, then the failure of a later step, if any — in text, the line `build`
    /// prints for it — then the summary line.
    private func report(_ summary: SiteBuild.CheckSummary, elapsed: Duration) -> String {
        let failure = summary.failure.map { $0.diagnostic ?? .error($0.description, at: nil) }
        let diagnostics = summary.load.diagnostics + summary.warnings + (failure.map { [$0] } ?? [])
        let line = Summary.line(
            command: "check", files: summary.load.fileCount, diagnostics: diagnostics, elapsed: elapsed)
        guard let failed = summary.failure, format == .text else {
            return summary.load.report(summary.warnings + (failure.map { [$0] } ?? []), summary: line, format: format)
        }
        let warnings =
            diagnostics.count > 1 ? String(summary.load.report(summary.warnings, summary: "").dropLast()) : ""
        return warnings + "error: \(failed)\n" + line + "\n"
    }

    /// The content path as diagnostics show it: without a trailing slash.
    static func trimmed(_ path: String) -> String {
        var path = path
        while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
        return path
    }
}
