import Foundation
import Synchronization
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

    /// The pages the killed build puts in before it pauses (`ITINESHARY_PAUSE_AFTER_PAGES`).
    static let pagesBeforeThePause = 100

    /// How long a build may take to pause or end before it counts as hung. A build of the sample takes about a
    /// minute on a busy machine beside the other tests; only a hang takes ten.
    static let hangBound: Double = 600

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

    /// Reads `pipe` on a thread of its own until a line starts with `prefix` or the pipe ends; returns what it read.
    /// After ``hangBound`` `process` is killed, which ends the pipe.
    static func read(_ pipe: Pipe, untilALineStartsWith prefix: String, from process: Process) async -> String {
        let over = Mutex(false)
        DispatchQueue.global().asyncAfter(deadline: .now() + hangBound) {
            over.withLock { over in
                if !over, process.isRunning { kill(process.processIdentifier, SIGKILL) }
                over = true
            }
        }
        return await withCheckedContinuation { (continuation: CheckedContinuation<String, Never>) in
            Thread.detachNewThread {
                var said = ""
                while !said.split(separator: "\n", omittingEmptySubsequences: false).dropLast().contains(where: {
                    $0.hasPrefix(prefix)
                }) {
                    let chunk = pipe.fileHandleForReading.availableData
                    if chunk.isEmpty { break }
                    said += String(decoding: chunk, as: UTF8.self)
                }
                over.withLock { $0 = true }
                continuation.resume(returning: said)
            }
        }
    }

    @Test func killingABuildMidwayLeavesThePreviousSiteAndTheNextBuildIsExact() async throws {
        let binary = try #require(Self.executable, "the itineshary executable was not built beside the tests")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "itineshary-kill-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let content = folder.appendingPathComponent("Content")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.root.appendingPathComponent("Content"), to: content)
        let output = folder.appendingPathComponent("site")
        func build(into output: URL = output, environment: [String: String] = [:]) throws -> Process {
            let process = Process()
            process.executableURL = binary
            process.arguments = [
                "build", "--offline", "--content", content.path, "--templates",
                Self.root.appendingPathComponent("Templates").path,
                "--output", output.path,
            ]
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            return process
        }
        let first = try build()
        try first.run()
        await Self.finished(first)
        #expect(first.terminationStatus == 0)
        let before = try Self.snapshot(output)
        #expect(before.count > 60)

        // New pages, more than the killed build puts in before its pause.
        let extra = content.appendingPathComponent("recommendations/extra")
        try FileManager.default.createDirectory(at: extra, withIntermediateDirectories: true)
        for index in 0..<300 {
            try
                "---\nname: Place \(index)\ncity: Lisbon\ncountry: PT\nfeatures: [sight]\nlocation: [38.71, -9.14]\n---\nNotes.\n"
                .write(to: extra.appendingPathComponent("place-\(index).md"), atomically: false, encoding: .utf8)
        }
        // The second build pauses once it has put pages into the older generation beside the live site, and says
        // so; it is killed there. Its standard input stays open, so it stays paused until then.
        let second = try build(environment: ["ITINESHARY_PAUSE_AFTER_PAGES": "\(Self.pagesBeforeThePause)"])
        let (said, input) = try await Self.runUntilItPausesOrEnds(second)
        kill(second.processIdentifier, SIGKILL)
        await Self.finished(second)
        try input.fileHandleForWriting.close()
        #expect(said.contains("build paused after "), "the build did not pause: \(said)")
        #expect(second.terminationReason == .uncaughtSignal)
        #expect(second.terminationStatus == SIGKILL)

        // What the user sees: the site as it was, and beside it no half-written folder, only the hidden store.
        #expect(try Self.snapshot(output) == before)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
                == [".site.itineshary", "Content", "site"])
        // The kill came while the build was writing: the older generation holds the pages put in before the pause.
        let previous = folder.appendingPathComponent(".site.itineshary/previous")
        let pages = try Self.snapshot(previous).keys.filter { $0.hasSuffix("/index.html") }
        #expect(pages.count >= Self.pagesBeforeThePause)

        // The next build finishes what the killed one started: the same files as a build into a new folder.
        let third = try build()
        try third.run()
        await Self.finished(third)
        #expect(third.terminationStatus == 0)
        let fresh = folder.appendingPathComponent("fresh")
        let reference = try build(into: fresh)
        try reference.run()
        await Self.finished(reference)
        let built = try Self.snapshot(output)
        let expected = try Self.snapshot(fresh)
        #expect(built.count == expected.count)
        #expect(built.count > before.count + 300)
        let relative = { (tree: [String: Data], root: URL) in
            Dictionary(uniqueKeysWithValues: tree.map { (String($0.key.dropFirst(root.path.count)), $0.value) })
        }
        #expect(relative(built, output) == relative(expected, fresh))
    }

    /// Starts `process` with its standard input held open (a paused build waits for it to close) and reads its
    /// standard error until a line says it paused, or it ends: what it said, and the input to close.
    static func runUntilItPausesOrEnds(_ process: Process) async throws -> (said: String, input: Pipe) {
        let errors = Pipe()
        let input = Pipe()
        process.standardError = errors
        process.standardInput = input
        try process.run()
        return (await read(errors, untilALineStartsWith: "build paused after ", from: process), input)
    }

    /// The pause is a test's alone: a build whose environment does not ask for it runs to the end with its
    /// standard input open, and says nothing of pausing.
    @Test func aBuildWithoutThePauseVariableDoesNotPause() async throws {
        let binary = try #require(Self.executable, "the itineshary executable was not built beside the tests")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "itineshary-nopause-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let process = Process()
        process.executableURL = binary
        process.arguments = [
            "build", "--offline", "--content", Self.root.appendingPathComponent("Content").path, "--templates",
            Self.root.appendingPathComponent("Templates").path, "--output", folder.appendingPathComponent("site").path,
        ]
        process.environment = ProcessInfo.processInfo.environment.filter { $0.key != "ITINESHARY_PAUSE_AFTER_PAGES" }
        process.standardOutput = FileHandle.nullDevice
        let (said, input) = try await Self.runUntilItPausesOrEnds(process)
        if said.contains("paused") { kill(process.processIdentifier, SIGKILL) }
        await Self.finished(process)
        try input.fileHandleForWriting.close()
        #expect(process.terminationStatus == 0)
        #expect(!said.contains("paused"))
    }
}
