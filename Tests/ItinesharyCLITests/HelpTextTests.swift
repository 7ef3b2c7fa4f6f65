import Foundation
import Testing

@testable import ItinesharyCLI

/// Each command's help reads as paragraphs: the text between its overview and its usage is wrapped by the
/// argument parser alone, never broken by a line break written in the source, which would leave a short
/// line in the middle of a sentence.
@Suite struct HelpTextTests {
    static let commands: [[String]] = [
        [], ["init"], ["new"], ["new", "trip"], ["new", "rec"], ["new", "city"], ["check"], ["build"], ["serve"],
        ["enrich"], ["theme"], ["theme", "eject"],
    ]

    @Test(arguments: commands)
    func helpHasNoLineBrokenMidSentence(command: [String]) async throws {
        let (_, capture) = await Capture.run(command + ["--help"])
        let lines = capture.out.components(separatedBy: "\n")
        let usage = try #require(lines.firstIndex { $0.hasPrefix("USAGE:") }, "\(capture.out)")
        let prose = lines[..<usage]
        #expect(prose.first?.hasPrefix("OVERVIEW: ") == true)
        for (line, next) in zip(prose, prose.dropFirst()) where !line.isEmpty && !next.isEmpty {
            // The parser wraps at 80 columns: a line it wrapped is long; a short one was broken in the source.
            #expect(
                line.count >= 60,
                "'\(line)' is followed by '\(next)' in: itineshary \(command.joined(separator: " ")) --help")
        }
    }
}
