import Foundation
import Testing

@testable import SiteOutput

@Suite struct KilledBuildTests {
    @Test func aKilledBuildLeavesThePreviousOutputAndTheNextBuildCleansUp() throws {
        let helper = try #require(KillHelper.url, "output-kill-helper was not built beside the tests")
        try TemporaryFolder.with { base in
            let site = URL(fileURLWithPath: "site ü", relativeTo: base)
            let first = try OutputFolder.prepare(output: site, protecting: [])
            for page in 0..<20 { try first.write("pages/\(page)/index.html", "previous \(page)") }
            try first.commit()
            let before = try FolderTree.snapshot(site)

            let process = Process()
            process.executableURL = helper
            process.arguments = ["site ü"]
            process.currentDirectoryURL = base
            let output = Pipe()
            process.standardOutput = output
            try process.run()
            var said = ""
            while !said.contains("staged\n") {
                let chunk = output.fileHandleForReading.availableData
                if chunk.isEmpty { break }
                said += String(decoding: chunk, as: UTF8.self)
            }
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            #expect(said == "staged\n")
            #expect(process.terminationReason == .uncaughtSignal)
            #expect(process.terminationStatus == SIGKILL)

            #expect(try FolderTree.snapshot(site) == before)
            let stale = try FolderTree.buildLeftovers(in: base)
            #expect(stale.count == 1)
            #expect(stale.first?.hasPrefix(".site ü.itineshary-staging-\(process.processIdentifier)-") == true)

            let next = try OutputFolder.prepare(output: site, protecting: [])
            #expect(try FolderTree.buildLeftovers(in: base) == [next.stagingLocation.lastPathComponent])
            next.discard()
            #expect(try FolderTree.buildLeftovers(in: base).isEmpty)
            #expect(try FolderTree.snapshot(site) == before)
        }
    }

    @Test func onlyLeftoversThatAreOursAndDeadAreRemoved() throws {
        try TemporaryFolder.with { base in
            let site = base.appendingPathComponent("site")
            try OutputFolder.prepare(output: site, protecting: []).commit()
            let dead = try deadProcessID()
            let manager = FileManager.default
            func folder(_ name: String, marked: Bool) throws {
                let url = base.appendingPathComponent(name)
                try manager.createDirectory(at: url.appendingPathComponent("pages"), withIntermediateDirectories: true)
                try Data("x".utf8).write(to: url.appendingPathComponent("pages/x.html"))
                if marked {
                    try Data(OutputMarker.contents.utf8).write(to: url.appendingPathComponent(OutputMarker.fileName))
                }
            }
            try folder(".site.itineshary-staging-\(dead)-1", marked: true)  // ours, dead: removed
            try folder(".site.itineshary-previous-\(dead)-2", marked: true)  // ours, dead, output exists: removed
            try folder(".site.itineshary-staging-\(dead)-3", marked: false)  // no marker: kept
            try folder(".site.itineshary-staging-1-4", marked: true)  // pid 1 is alive: kept
            try folder(".other.itineshary-staging-\(dead)-5", marked: true)  // another output's: kept

            let build = try OutputFolder.prepare(output: site, protecting: [])
            build.discard()
            #expect(
                try manager.contentsOfDirectory(atPath: base.path).sorted()
                    == [
                        ".other.itineshary-staging-\(dead)-5", ".site.itineshary-staging-1-4",
                        ".site.itineshary-staging-\(dead)-3", "site",
                    ].sorted())
        }
    }

    @Test func aSetAsidePreviousOutputIsKeptWhileTheOutputIsMissing() throws {
        try TemporaryFolder.with { base in
            let dead = try deadProcessID()
            let aside = base.appendingPathComponent(".site.itineshary-previous-\(dead)-1")
            try FileManager.default.createDirectory(at: aside, withIntermediateDirectories: false)
            try Data(OutputMarker.contents.utf8).write(to: aside.appendingPathComponent(OutputMarker.fileName))
            let build = try OutputFolder.prepare(output: base.appendingPathComponent("site"), protecting: [])
            build.discard()
            #expect(FileManager.default.fileExists(atPath: aside.path))
        }
    }

    /// The id of a process that has exited and been waited for.
    private func deadProcessID() throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "exit 0"]
        try process.run()
        process.waitUntilExit()
        return process.processIdentifier
    }
}
