import Foundation
import Testing

@testable import ItinesharyCLI

/// `itineshary --version`: the version, the commit, and the libraries found on this machine, each checked
/// against what the machine itself says of them.
@Suite struct VersionTests {
    /// What `program arguments` prints, without its last line break, or nil when it cannot be run or fails.
    static func output(of program: String, _ arguments: [String]) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [program] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .newlines)
    }

    /// libvips' version as Debian installed it (`8.14.1` of `8.14.1-3+deb12u3`), or nil when it is not.
    static func installedLibvips() -> String? {
        for package in ["libvips42", "libvips42t64"] {
            guard let status = output(of: "dpkg-query", ["-W", "-f=${Status} ${Version}", package]),
                status.hasPrefix("install ok installed ")
            else { continue }
            let version = status.dropFirst("install ok installed ".count)
            return String(version.split(separator: ":").last!.split(separator: "-").first!)
        }
        return nil
    }

    @Test func versionNamesTheCommitAndTheLibrariesFound() async throws {
        let (status, capture) = await Capture.run(["--version"])
        #expect(status == .success)
        #expect(capture.err == "")
        // The Makefile gives the build and the tests the same ITINESHARY_COMMIT; a plain `swift test` neither.
        let commit = ProcessInfo.processInfo.environment["ITINESHARY_COMMIT"] ?? "unknown"
        let cmark = try #require(Self.output(of: "pkg-config", ["--modversion", "libcmark-gfm"]))
        let libvips = Self.installedLibvips() ?? "not found"
        #expect(
            capture.out == "itineshary 0.1.0\ncommit: \(commit)\ncmark-gfm: \(cmark)\nlibvips: \(libvips)\n")
    }

    @Test func aMachineWithoutLibvipsIsToldSo() {
        let report = VersionReport(version: "0.1.0", commit: "unknown", cmarkGFM: "0.29.0.gfm.6", libvips: nil)
        #expect(report.text == "itineshary 0.1.0\ncommit: unknown\ncmark-gfm: 0.29.0.gfm.6\nlibvips: not found\n")
    }
}
