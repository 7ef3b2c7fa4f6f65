import Foundation
import Testing

@testable import SiteBuilder

/// A build that finds nothing changed since the last one leaves the output as it is and says what that build
/// said; any change to what it reads, or to the output, makes it run in full, with the bytes of a fresh build.
@Suite struct BuildStampTests {
    @Test func aBuildOfUnchangedContentLeavesTheOutputAsItIsAndRepeatsItsWarnings() async throws {
        let folder = try BuildFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let content = try BuildFixture.sampleCopy(in: folder)
        let site = folder.appendingPathComponent("site")
        let first = try await BuildFixture.build(content: content, output: site)
        #expect(first.unchanged == nil)
        let files = try BuildFixture.files(in: site)
        let inode = try FileManager.default.attributesOfItem(atPath: site.path)[.systemFileNumber] as? UInt64
        let again = try await BuildFixture.build(content: content, output: site)
        let unchanged = try #require(again.unchanged)
        // The sample's one warning, the lookups the cache lacks, as the first build printed it.
        #expect(unchanged.warnings == 1)
        #expect(
            unchanged.report.hasPrefix("warning: 23 lookups: not in the cache, and offline mode makes no requests\n"))
        #expect(first.warnings.map(\.message) == ["23 lookups: not in the cache, and offline mode makes no requests"])
        #expect((again.pages, again.files, again.load.fileCount) == (first.pages, first.files, first.load.fileCount))
        #expect(again.changes.unchanged == first.changes.written)
        // Not swapped: the same folder, the same files.
        #expect(try FileManager.default.attributesOfItem(atPath: site.path)[.systemFileNumber] as? UInt64 == inode)
        #expect(try BuildFixture.files(in: site) == files)
    }

    /// A change of what the build reads, or of the output.
    struct Change: Sendable, CustomTestStringConvertible {
        let name: String
        let make: @Sendable (_ content: URL, _ site: URL) throws -> Void
        var testDescription: String { name }
    }

    static let changes: [Change] = [
        Change(name: "a trip saved again") { content, _ in
            let trip = content.appendingPathComponent("trips/lisbon-and-porto-in-spring.md")
            try String(contentsOf: trip, encoding: .utf8).write(to: trip, atomically: true, encoding: .utf8)
        },
        Change(name: "a file added to the content's assets") { content, _ in
            try Data("Bring a jacket.\n".utf8).write(to: content.appendingPathComponent("assets/packing.txt"))
        },
        Change(name: "a page of the output edited") { _, site in
            try append("<p>mine</p>\n", to: site.appendingPathComponent("index.html"))
        },
        Change(name: "a file added to the output") { _, site in
            try Data("x\n".utf8).write(to: site.appendingPathComponent("notes.txt"))
        },
        Change(name: "a page of the output removed") { _, site in
            try FileManager.default.removeItem(at: site.appendingPathComponent("404.html"))
        },
    ]

    /// The change, then a build: it runs in full and gives the files of a fresh build of the same content; the
    /// build after it, with nothing changed, does not.
    @Test(arguments: changes)
    func anyChangeToTheInputsOrTheOutputMakesTheBuildRunInFull(_ change: Change) async throws {
        let folder = try BuildFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let content = try BuildFixture.sampleCopy(in: folder)
        let site = folder.appendingPathComponent("site")
        _ = try await BuildFixture.build(content: content, output: site)
        #expect(try await BuildFixture.build(content: content, output: site).unchanged != nil)
        try change.make(content, site)
        #expect(try await BuildFixture.build(content: content, output: site).unchanged == nil)
        let fresh = folder.appendingPathComponent("fresh")
        _ = try await BuildFixture.build(content: content, output: fresh)
        #expect(try BuildFixture.files(in: site) == BuildFixture.files(in: fresh))
        #expect(try await BuildFixture.build(content: content, output: site).unchanged != nil)
    }

    @Test func theNextDayOrOtherOptionsMakeTheBuildRunInFull() async throws {
        let folder = try BuildFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let content = try BuildFixture.sampleCopy(in: folder)
        let site = folder.appendingPathComponent("site")
        _ = try await BuildFixture.build(content: content, output: site)
        // An hour later is the same day in the site's time zone; a day later is not.
        let later = BuildFixture.now.addingTimeInterval(3600)
        #expect(try await BuildFixture.build(content: content, output: site, now: later).unchanged != nil)
        let tomorrow = BuildFixture.now.addingTimeInterval(86_400)
        #expect(try await BuildFixture.build(content: content, output: site, now: tomorrow).unchanged == nil)
        #expect(try await BuildFixture.build(content: content, output: site, now: tomorrow).unchanged != nil)
        #expect(
            try await BuildFixture.build(content: content, output: site, drafts: true, now: tomorrow).unchanged == nil)
    }

    /// A build that may fetch runs in full whatever it finds: a forecast in the cache is fetched again once it is a
    /// few hours old, and the network may answer this time what it did not last time.
    @Test func onlyAnOfflineBuildTakesTheWordOfAStamp() throws {
        let content = PageInputs.Snapshot(folder: BuildFixture.sampleContent)
        var options = BuildOptions(
            contentDirectory: BuildFixture.sampleContent, contentDisplayPath: "Content", templatesDirectory: nil,
            outputDirectory: URL(fileURLWithPath: "/nonexistent/site"), now: BuildFixture.now, offline: true)
        #expect(BuildStamp.inputs(options: options, content: content) != nil)
        options.offline = false
        #expect(BuildStamp.inputs(options: options, content: content) == nil)
        options.offline = true
        options.skipsUnchangedBuild = false
        #expect(BuildStamp.inputs(options: options, content: content) == nil)
    }

    /// A build that content errors stop forgets the stamp: the output it leaves is the last one, but the next
    /// build, with the content put back, does not take the word of a stamp it may have outlived.
    @Test func aRefusedBuildForgetsTheStamp() async throws {
        let folder = try BuildFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let content = try BuildFixture.sampleCopy(in: folder)
        let site = folder.appendingPathComponent("site")
        _ = try await BuildFixture.build(content: content, output: site)
        let settings = content.appendingPathComponent("site.yml")
        let text = try Data(contentsOf: settings)
        try Data("title: [\n".utf8).write(to: settings)
        await #expect(throws: BuildFailure.self) { try await BuildFixture.build(content: content, output: site) }
        #expect(
            !FileManager.default.fileExists(
                atPath: folder.appendingPathComponent(".site.itineshary/" + BuildStamp.fileName).path))
        try text.write(to: settings)
        #expect(try await BuildFixture.build(content: content, output: site).unchanged == nil)
    }

    static func append(_ text: String, to url: URL) throws {
        let handle = try FileHandle(forWritingTo: url)
        defer { try? handle.close() }
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(text.utf8))
    }
}
