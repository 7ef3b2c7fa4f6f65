import Foundation
import Testing

/// A build that is killed midway leaves the previous site exactly as it was.
@Suite struct KilledBuildTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The `itineshary` executable the package builds beside the test bundle.
    static var executable: URL? {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = folder.appendingPathComponent("itineshary")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            folder = folder.deletingLastPathComponent()
        }
        return nil
    }

    static func snapshot(_ folder: URL) throws -> [String: Data] {
        var result: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            if let data = try? Data(contentsOf: url) { result[url.path] = data }
        }
        return result
    }

    /// Waits for `process` to end without holding one of the test runner's few threads.
    static func finished(_ process: Process) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            DispatchQueue.global().async {
                process.waitUntilExit()
                continuation.resume()
            }
        }
    }

    /// Kills `process` as soon as `path` exists, looking every millisecond for up to `seconds`; whether it did.
    /// The looking runs on a thread of its own: the test runner's shared threads can be busy with other tests
    /// for longer than the build takes to finish, and the kill would come too late.
    static func kill(_ process: Process, onceExists path: String, within seconds: Double) async -> Bool {
        await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
            Thread.detachNewThread {
                let deadline = Date().addingTimeInterval(seconds)
                while process.isRunning && Date() < deadline {
                    if FileManager.default.fileExists(atPath: path) {
                        Foundation.kill(process.processIdentifier, SIGKILL)
                        continuation.resume(returning: true)
                        return
                    }
                    usleep(1000)
                }
                continuation.resume(returning: false)
            }
        }
    }

    @Test func killingABuildMidwayLeavesThePreviousSiteAndTheNextBuildIsExact() async throws {
        let binary = try #require(Self.executable, "the itineshary executable was not built beside the tests")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "itineshary-kill-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        // A content folder big enough that a build takes a while: the sample, plus many recommendations.
        let content = folder.appendingPathComponent("Content")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.root.appendingPathComponent("Content"), to: content)
        let output = folder.appendingPathComponent("site")
        func build(into output: URL = output) throws -> Process {
            let process = Process()
            process.executableURL = binary
            process.arguments = [
                "build", "--content", content.path, "--templates", Self.root.appendingPathComponent("Templates").path,
                "--output", output.path,
            ]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            return process
        }
        let first = try build()
        await Self.finished(first)
        #expect(first.terminationStatus == 0)
        let before = try Self.snapshot(output)
        #expect(before.count > 60)

        let extra = content.appendingPathComponent("recommendations/extra")
        try FileManager.default.createDirectory(at: extra, withIntermediateDirectories: true)
        for index in 0..<3000 {
            try
                "---\nname: Place \(index)\ncity: Lisbon\ncountry: PT\nfeatures: [sight]\nlocation: [38.71, -9.14]\n---\nNotes.\n"
                .write(to: extra.appendingPathComponent("place-\(index).md"), atomically: false, encoding: .utf8)
        }
        // Kill the second build while it brings the older generation up to date, beside the live site.
        let second = try build()
        let halfway = folder.appendingPathComponent(".site.itineshary/previous/cities/pt/lisbon/place-100/index.html")
        let sawHalfway = await Self.kill(second, onceExists: halfway.path, within: 60)
        await Self.finished(second)
        #expect(sawHalfway, "the build finished before it could be killed while writing")
        #expect(second.terminationReason == .uncaughtSignal)
        #expect(try Self.snapshot(output) == before)

        // The next build finishes what the killed one started: the same files as a build into a new folder.
        let third = try build()
        await Self.finished(third)
        #expect(third.terminationStatus == 0)
        let fresh = folder.appendingPathComponent("fresh")
        let reference = try build(into: fresh)
        await Self.finished(reference)
        let built = try Self.snapshot(output)
        let expected = try Self.snapshot(fresh)
        #expect(built.count == expected.count)
        #expect(built.count > 3000)
        let relative = { (tree: [String: Data], root: URL) in
            Dictionary(uniqueKeysWithValues: tree.map { (String($0.key.dropFirst(root.path.count)), $0.value) })
        }
        #expect(relative(built, output) == relative(expected, fresh))
    }
}
