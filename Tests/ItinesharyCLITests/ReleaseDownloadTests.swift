import Foundation
import Testing

@testable import ItinesharyCLI

/// The release the workflow `init` writes installs: the version that wrote it, checked against a checksum.
/// Tests/Installed/published-workflow.py runs the written steps against a local server.
@Suite struct ReleaseDownloadTests {
    /// The install step's script lines, without their indentation, from `release` up to the move.
    static func downloadLines(_ workflow: String) -> [String] {
        let lines = workflow.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        guard let start = lines.firstIndex(where: { $0.hasPrefix("release=") }) else { return [] }
        return Array(lines[start...].prefix { !$0.hasPrefix("mv ") })
    }

    @Test func aBuildThatIsNotTheReleasedFileChecksTheDownloadAgainstTheReleasesList() async throws {
        let root = try StartingASiteTests.temporaryFolder().appendingPathComponent("trips")
        let (status, _) = await Capture.run(["init", root.path])
        #expect(status == .success)
        let workflow = try StartingASiteTests.text(root.appendingPathComponent(".github/workflows/pages.yml"))
        #expect(
            Self.downloadLines(workflow) == [
                #"release="${ITINESHARY_RELEASES:-https://github.com/itineshary/itineshary/releases/download}/v0.1.0""#,
                #"curl -fsSL -o itineshary-linux-x86_64 "$release/itineshary-linux-x86_64""#,
                "# The download must be the file the release lists (the executable that wrote this workflow",
                "# was not that file, so it could not pin its checksum here).",
                #"curl -fsSL -o SHA256SUMS "$release/SHA256SUMS""#,
                "sha256sum --check --strict --ignore-missing SHA256SUMS",
                "rm SHA256SUMS",
            ])
        #expect(workflow.contains("# itineshary 0.1.0, the version that wrote this workflow."))
    }

    @Test func theReleasedFilePinsItsOwnChecksum() {
        let sha256 = String(repeating: "0123456789abcdef", count: 4)
        let workflow = SiteScaffold.workflow(release: ReleaseDownload(version: "0.1.0", sha256: sha256))
        #expect(
            Self.downloadLines(workflow) == [
                #"release="${ITINESHARY_RELEASES:-https://github.com/itineshary/itineshary/releases/download}/v0.1.0""#,
                #"curl -fsSL -o itineshary-linux-x86_64 "$release/itineshary-linux-x86_64""#,
                "# The SHA-256 of the executable that wrote this workflow: the download must be that file.",
                #"echo "\#(sha256)  itineshary-linux-x86_64" | sha256sum --check --strict"#,
            ])
        #expect(!workflow.contains("SHA256SUMS"))
    }

    @Test func aFilesChecksumIsItsSHA256() throws {
        let file = try StartingASiteTests.temporaryFolder().appendingPathComponent("abc")
        try Data("abc".utf8).write(to: file)
        #expect(
            ReleaseDownload.sha256(ofFileAt: file.path)
                == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(ReleaseDownload.sha256(ofFileAt: file.path + "-missing") == nil)
    }
}

/// The repository's own release workflow, which makes the files the workflow above downloads.
@Suite struct ReleaseWorkflowTests {
    static let workflow = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent(".github/workflows/release.yml")

    @Test func itPinsItsActionsAndOnlyThePublishingJobMayWrite() throws {
        let lines = try String(contentsOf: Self.workflow, encoding: .utf8).split(separator: "\n").map(String.init)
        let uses = lines.compactMap { $0.firstMatch(of: /uses: ([^ ]+) # v[0-9.]+$/).map { String($0.1) } }
        #expect(uses.count == 3)
        for action in uses { #expect(action.contains(/@[0-9a-f]{40}$/), "\(action)") }
        #expect(lines.filter { $0.contains("uses:") }.count == uses.count)
        #expect(lines.contains("permissions: {}"))
        let writes = lines.indices.filter { lines[$0].hasSuffix(": write") }
        #expect(writes.map { lines[$0].trimmingCharacters(in: .whitespaces) } == ["contents: write"])
        let publish = try #require(lines.firstIndex(of: "  publish:"))
        #expect(writes.allSatisfy { $0 > publish })
        #expect(lines.contains("        runner: [ubuntu-24.04, ubuntu-24.04-arm]"))
        #expect(lines.contains("          make release PUBLISHED=1"))
    }

    /// An executable needs the glibc it was linked against or a later one: built on Ubuntu 22.04 (glibc 2.35), it
    /// runs on Debian 12 and Ubuntu 24.04 too; `make release` then checks the symbols it asks for.
    @Test func itBuildsOnTheOldestSystemTheReleaseRunsOn() throws {
        let lines = try String(contentsOf: Self.workflow, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(lines.filter { $0.contains("container:") } == ["    container: swift:6.3.1-jammy"])
    }
}
