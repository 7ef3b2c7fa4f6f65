import ArgumentParser
import ContentLoading
import Diagnostics
import Foundation

extension DiagnosticFormat: ExpressibleByArgument {}

/// `itineshary check`: every problem in every content file, then one summary line.
struct Check: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check every content file and report every problem, without building.",
        discussion: "Exit status: 0 no errors (warnings allowed), 1 content errors, 2 usage errors, 3 I/O errors."
    )

    @OptionGroup var options: ContentOptions

    @Option(name: .long, help: ArgumentHelp("How to print diagnostics: text, json or github.", valueName: "FORMAT"))
    var format: DiagnosticFormat = .text

    func run() async throws {
        let clock = ContinuousClock()
        let started = clock.now
        let console = Console.current
        let content = URL(fileURLWithPath: options.content, isDirectory: true)
        let displayPath = Self.trimmed(options.content)
        let loader = ContentLoader(contentDirectory: content, displayPath: displayPath)
        let result: LoadResult
        do {
            result = try await loader.load()
        } catch {
            // A tool reading JSON or GitHub's annotations gets the error in its own format, on standard output.
            if format == .text {
                console.err("error: \(error)\n")
            } else {
                let diagnostics = [Diagnostic.error(error.description, at: nil)]
                let summary = Summary.line(
                    command: "check", files: 0, diagnostics: diagnostics, elapsed: clock.now - started)
                console.out(DiagnosticRenderer { _ in nil }.render(diagnostics, summary: summary, format: format))
            }
            throw CommandExit(status: .failure)
        }
        let elapsed = clock.now - started
        let summary = Summary.line(
            command: "check", files: result.fileCount, diagnostics: result.diagnostics, elapsed: elapsed)
        console.out(result.report(summary: summary, format: format))
        let failed = result.diagnostics.errorCount > 0
        // Freed on another thread: the command exits without waiting for every decoded value to be let go.
        Task.detached { withExtendedLifetime(result) {} }
        if failed { throw CommandExit(status: .contentErrors) }
    }

    /// The content path as diagnostics show it: without a trailing slash.
    static func trimmed(_ path: String) -> String {
        var path = path
        while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
        return path
    }
}
