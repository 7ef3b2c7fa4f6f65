import Foundation
import Synchronization
import Testing

@testable import SiteOutput

@Suite struct KilledBuildTests {
    @Test func aKilledBuildLeavesTheLiveOutputAndTheNextBuildIsExact() throws {
        let helper = try #require(KillHelper.url, "output-kill-helper was not built beside the tests")
        try TemporaryFolder.with { base in
            let site = URL(fileURLWithPath: "site ü", relativeTo: base)
            // Two builds, so that the older generation the killed build changes is a complete one, with a manifest.
            for round in 0..<2 {
                let build = try OutputFolder.prepare(output: site, protecting: [])
                for page in 0..<20 { try build.write("pages/\(page)/index.html", "previous \(page) \(round)") }
                try build.commit()
            }
            let before = try FolderTree.snapshot(site)

            let process = Process()
            process.executableURL = helper
            process.arguments = ["site ü"]
            process.currentDirectoryURL = base
            let output = Pipe()
            let input = Pipe()
            process.standardOutput = output
            // Open until the kill: the helper waits on it, its files half written.
            process.standardInput = input
            try process.run()
            // Only a hang takes 60 s: then the helper is killed, which ends the pipe and the reading.
            let over = Mutex(false)
            DispatchQueue.global().asyncAfter(deadline: .now() + 60) {
                over.withLock { over in
                    if !over { kill(process.processIdentifier, SIGKILL) }
                    over = true
                }
            }
            var said = ""
            while !said.contains("staged\n") {
                let chunk = output.fileHandleForReading.availableData
                if chunk.isEmpty { break }
                said += String(decoding: chunk, as: UTF8.self)
            }
            over.withLock { $0 = true }
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            try input.fileHandleForWriting.close()
            #expect(said == "staged\n")
            #expect(process.terminationReason == .uncaughtSignal)
            #expect(process.terminationStatus == SIGKILL)

            #expect(try FolderTree.snapshot(site) == before)
            let store = base.appendingPathComponent(".site ü.itineshary")
            // The killed build got halfway through the older generation: its manifest says so.
            #expect(try FolderTree.names(in: store).contains { $0.hasSuffix(".partial") })
            #expect(FileManager.default.fileExists(atPath: store.path + "/previous/pages/50/index.html"))

            let next = try OutputFolder.prepare(output: site, protecting: [])
            for page in 0..<20 where page != 7 { try next.write("pages/\(page)/index.html", "previous \(page) 1") }
            try next.write("pages/new/index.html", "new")
            try next.commit()
            var expected: [String: Data] = [
                ".itineshary-output": FolderTree.bytes(OutputMarker.contents), "pages/": Data(),
                "pages/new/": Data(), "pages/new/index.html": FolderTree.bytes("new"),
            ]
            for page in 0..<20 where page != 7 {
                expected["pages/\(page)/"] = Data()
                expected["pages/\(page)/index.html"] = FolderTree.bytes("previous \(page) 1")
            }
            #expect(try FolderTree.snapshot(site) == expected)
            #expect(try !FolderTree.names(in: store).contains { $0.hasSuffix(".partial") })
        }
    }

    @Test func aSwapWithoutExchangeCutShortIsPutBackByTheNextBuild() throws {
        try TemporaryFolder.with { base in
            let site = base.appendingPathComponent("site")
            let first = try OutputFolder.prepare(output: site, protecting: [])
            try first.write("index.html", "live")
            try first.commit()
            let before = try FolderTree.snapshot(site)
            // What a build killed between the two renames of the fallback swap leaves: no output, the live one aside.
            let store = base.appendingPathComponent(".site.itineshary")
            try FileManager.default.moveItem(at: site, to: store.appendingPathComponent("aside"))

            let next = try OutputFolder.prepare(output: site, protecting: [])
            #expect(try FolderTree.snapshot(site) == before)
            next.discard()
        }
    }
}
