import Foundation
import ItinesharyCLI
import Synchronization
import Testing

/// Runs commands in-process and captures what they print.
final class Capture: Sendable {
    private let text = Mutex(("", ""))
    var out: String { text.withLock { $0.0 } }
    var err: String { text.withLock { $0.1 } }
    var console: Console {
        Console(out: { s in self.text.withLock { $0.0 += s } }, err: { s in self.text.withLock { $0.1 += s } })
    }

    static func run(_ arguments: [String]) async -> (ItinesharyCLI.ExitStatus, Capture) {
        let capture = Capture()
        let status = await Console.$current.withValue(capture.console) {
            await CommandLineRunner.run(arguments)
        }
        return (status, capture)
    }
}

@Suite struct CheckCommandTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let fixtures = root.appendingPathComponent("Tests/ContentLoadingTests/Fixtures")

    /// The summary line ends with a time that varies; everything before it does not.
    func withoutTime(_ text: String) -> String {
        text.replacing(#/ in \d+\.\d\d s\n$/#, with: " in T s\n")
    }

    @Test func theSampleSiteChecksCleanAndExitsZero() async {
        let (status, capture) = await Capture.run([
            "check", "--content", Self.root.appendingPathComponent("Content").path,
        ])
        #expect(status == .success)
        #expect(withoutTime(capture.out).hasSuffix(", 0 errors, 0 warnings in T s\n"))
        #expect(capture.out.hasPrefix("check: "))
    }

    @Test func contentErrorsPrintTheLineWithACaretAndExitOne() async {
        let (status, capture) = await Capture.run([
            "check", "--content", Self.fixtures.appendingPathComponent("BadSite").path,
        ])
        #expect(status == .contentErrors)
        let path = Self.fixtures.appendingPathComponent("BadSite/trips/end-before-start.md").path
        #expect(
            capture.out.contains(
                """
                \(path):4:6: error: the trip ends on 2027-04-01, before it starts on 2027-04-08
                 4 | end: 2027-04-01
                   |      ^~~~~~~~~~

                """))
        #expect(withoutTime(capture.out).hasSuffix("check: 23 files, 28 errors, 1 warning in T s\n"))
    }

    @Test func withNoSiteTheJSONAndGitHubFormatsSaySoInTheirOwnFormat() async throws {
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent("no-site-\(UUID().uuidString)").path
        let message =
            "no site here: content folder '\(missing)' not found; run `itineshary init` to start a site, or pass --content DIR"
        let (status, json) = await Capture.run(["check", "--content", missing, "--format", "json"])
        #expect(status == .failure)
        #expect(json.err == "")
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any], "\(json.out)")
        let diagnostics = try #require(document["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?["severity"] as? String == "error")
        #expect(diagnostics.first?["message"] as? String == message)
        #expect(document["errors"] as? Int == 1)
        let (githubStatus, github) = await Capture.run(["check", "--content", missing, "--format", "github"])
        #expect(githubStatus == .failure)
        #expect(
            withoutTime(github.out)
                == "::error title=itineshary::\(message)\ncheck: 0 files, 1 error, 0 warnings in T s\n")
    }

    @Test func githubFormatAnnotatesFiles() async {
        let (status, capture) = await Capture.run([
            "check", "--format", "github", "--content", Self.fixtures.appendingPathComponent("BadSite").path,
        ])
        #expect(status == .contentErrors)
        let path = Self.fixtures.appendingPathComponent("BadSite/recommendations/unknown-key.md").path
        #expect(
            capture.out.contains(
                "::warning file=\(path),line=6,col=1,title=itineshary::unknown key 'adress' in a recommendation; did you mean 'address'?\n"
            ))
    }

    @Test func jsonFormatIsOneParsableDocument() async throws {
        let (status, capture) = await Capture.run([
            "check", "--format", "json", "--content", Self.fixtures.appendingPathComponent("BadSite").path,
        ])
        #expect(status == .contentErrors)
        let object = try JSONSerialization.jsonObject(with: Data(capture.out.utf8)) as? [String: Any]
        let errors = object?["errors"] as? Int
        let diagnostics = object?["diagnostics"] as? [Any]
        #expect(errors == 28)
        #expect(diagnostics?.count == 29)
    }

    @Test func aMissingContentFolderIsAnIOErrorWithExitThree() async {
        let (status, capture) = await Capture.run(["check", "--content", "/nonexistent/folder"])
        #expect(status == .failure)
        #expect(
            capture.err
                == "error: no site here: content folder '/nonexistent/folder' not found; run `itineshary init` to start a site, or pass --content DIR\n"
        )
    }

    @Test func aBadOptionIsAUsageErrorWithExitTwo() async {
        let (status, capture) = await Capture.run(["check", "--format", "xml"])
        #expect(status == .usage)
        #expect(capture.err.contains("The value 'xml' is invalid for '--format <FORMAT>'"))
    }
}

/// `check` after a build reports the content as it is now, not as the build found it.
@Suite struct CheckAfterABuildTests {
    @Test func checkAfterABuildReportsAFileChangedSince() async throws {
        let folder = try StartingASiteTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let content = folder.appendingPathComponent("Content")
        try FileManager.default.copyItem(at: CheckCommandTests.root.appendingPathComponent("Content"), to: content)
        let site = folder.appendingPathComponent("site")
        let (built, _) = await Capture.run(["build", "--offline", "--content", content.path, "--output", site.path])
        #expect(built == .success)

        // A place that turns wrong after the build.
        let place = content.appendingPathComponent("recommendations/lisbon/cervejaria-ramiro.md")
        let text = try String(contentsOf: place, encoding: .utf8)
        try text.replacingOccurrences(of: "city: Lisbon", with: "city: Lisbom").write(
            to: place, atomically: true, encoding: .utf8)
        let (status, capture) = await Capture.run(["check", "--content", content.path])
        #expect(status == .contentErrors)
        #expect(capture.out.contains("cervejaria-ramiro.md:"))
        #expect(capture.out.contains("'Lisbom'"))
    }
}
