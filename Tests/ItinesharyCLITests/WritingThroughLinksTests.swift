import Foundation
import ItinesharyCLI
import Testing

/// `new`, `init` and `theme eject` write below the folder they were named and never through a symbolic link
/// there: a site's folders may be a stranger's links (`Content/trips -> ~/.config/autostart`). The link is
/// named, by its path here and not by what it points at, and nothing is written where it points. A `Templates`
/// link beside the content is refused by the build, which so publishes nothing of the folder it points at.
@Suite struct WritingThroughLinksTests {
    /// An empty folder outside every site, for a link to point at.
    static func outside() throws -> URL { try StartingASiteTests.temporaryFolder() }

    /// The names in `folder`, hidden ones too: a write through a link would leave one.
    static func entries(_ folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    /// Replaces `path` (whatever is there) with a symbolic link to `target`.
    static func link(_ path: URL, to target: URL) throws {
        try? FileManager.default.removeItem(at: path)
        try FileManager.default.createSymbolicLink(at: path, withDestinationURL: target)
    }

    static func refusal(_ shown: String) -> String {
        "error: \(shown) is a symbolic link; itineshary does not write through links, so nothing was written there\n"
    }

    @Test func newTripRefusesALinkedTripsFolder() async throws {
        let (_, content) = try await StartingASiteTests.newSite()
        let outside = try Self.outside()
        try Self.link(URL(fileURLWithPath: content).appendingPathComponent("trips"), to: outside)
        let (status, capture) = await Capture.run([
            "new", "trip", "Porto in June", "--start", "2027-06-01", "--end", "2027-06-03", "--content", content,
        ])
        #expect(status == .failure)
        #expect(capture.err == Self.refusal("\(content)/trips"))
        #expect(capture.out == "")
        #expect(try Self.entries(outside) == [])
    }

    @Test func newRecRefusesALinkedCountryFolder() async throws {
        let (_, content) = try await StartingASiteTests.newSite()
        let outside = try Self.outside()
        try Self.link(URL(fileURLWithPath: content).appendingPathComponent("recommendations/pt"), to: outside)
        let (status, capture) = await Capture.run([
            "new", "rec", "Livraria Lello", "--city", "Porto", "--country", "PT", "--features", "shopping",
            "--content", content,
        ])
        #expect(status == .failure)
        #expect(capture.err == Self.refusal("\(content)/recommendations/pt"))
        #expect(try Self.entries(outside) == [])
    }

    @Test func newCityRefusesALinkedCitiesFolder() async throws {
        let (_, content) = try await StartingASiteTests.newSite()
        let outside = try Self.outside()
        try Self.link(URL(fileURLWithPath: content).appendingPathComponent("cities"), to: outside)
        let (status, capture) = await Capture.run(["new", "city", "Girona", "--country", "ES", "--content", content])
        #expect(status == .failure)
        #expect(capture.err == Self.refusal("\(content)/cities"))
        #expect(try Self.entries(outside) == [])
    }

    @Test func newRefusesALinkWhereItsFileGoesEvenOneThatPointsAtNothing() async throws {
        let (_, content) = try await StartingASiteTests.newSite()
        let outside = try Self.outside()
        let cities = URL(fileURLWithPath: content).appendingPathComponent("cities")
        try FileManager.default.createDirectory(at: cities, withIntermediateDirectories: true)
        // Followed, a link to a file not yet there would make that file.
        try Self.link(cities.appendingPathComponent("girona.md"), to: outside.appendingPathComponent("girona.md"))
        let (status, capture) = await Capture.run(["new", "city", "Girona", "--country", "ES", "--content", content])
        #expect(status == .failure)
        #expect(capture.err == Self.refusal("\(content)/cities/girona.md"))
        #expect(try Self.entries(outside) == [])
    }

    @Test func initRefusesALinkedContentFolder() async throws {
        let root = try StartingASiteTests.temporaryFolder()
        let outside = try Self.outside()
        try Self.link(root.appendingPathComponent("Content"), to: outside)
        let (status, capture) = await Capture.run(["init", "--force", root.path])
        #expect(status == .failure)
        #expect(capture.err == Self.refusal("\(root.path)/Content"))
        #expect(capture.out == "")
        #expect(try Self.entries(outside) == [])
        #expect(try Self.entries(root) == ["Content"])
    }

    @Test func initRefusesALinkedWorkflowsFolder() async throws {
        let root = try StartingASiteTests.temporaryFolder()
        let outside = try Self.outside()
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent(".github"), withIntermediateDirectories: true)
        try Self.link(root.appendingPathComponent(".github/workflows"), to: outside)
        let (status, capture) = await Capture.run(["init", "--force", root.path])
        #expect(status == .failure)
        #expect(capture.err == Self.refusal("\(root.path)/.github/workflows"))
        #expect(try Self.entries(outside) == [])
    }

    @Test func initRefusesALinkWhereAFileGoesRatherThanKeepingIt() async throws {
        let root = try StartingASiteTests.temporaryFolder()
        let outside = try Self.outside()
        try Self.link(root.appendingPathComponent(".gitignore"), to: outside.appendingPathComponent("gitignore"))
        let (status, capture) = await Capture.run(["init", "--force", root.path])
        #expect(status == .failure)
        #expect(capture.err == Self.refusal("\(root.path)/.gitignore"))
        #expect(try Self.entries(outside) == [])
    }

    @Test func ejectRefusesALinkedTemplatesFolderItWasNotNamed() async throws {
        let binary = try #require(
            KilledBuildTests.executable, "the itineshary executable was not built beside the tests")
        let site = try StartingASiteTests.temporaryFolder()
        let outside = try Self.outside()
        try Self.link(site.appendingPathComponent("Templates"), to: outside)
        let process = Process()
        process.executableURL = binary
        process.arguments = ["theme", "eject"]
        process.currentDirectoryURL = site
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        await KilledBuildTests.finished(process)
        #expect(process.terminationStatus == 3)
        #expect(text == Self.refusal("Templates"))
        #expect(try Self.entries(outside) == [])
    }

    @Test func aFolderNamedOnTheCommandLineIsTakenAsItIsALinkToo() async throws {
        let outside = try Self.outside()
        let named = try StartingASiteTests.temporaryFolder().appendingPathComponent("my-theme")
        try Self.link(named, to: outside)
        let (status, capture) = await Capture.run(["theme", "eject", named.path])
        #expect(status == .success, "\(capture.err)")
        #expect(FileManager.default.fileExists(atPath: outside.appendingPathComponent("trip.mustache").path))
    }

    @Test func aBuildRefusesALinkedTemplatesFolderAndPublishesNothingOfIt() async throws {
        let (root, content) = try await StartingASiteTests.newSite()
        let outside = try Self.outside()
        let assets = outside.appendingPathComponent("assets")
        try FileManager.default.createDirectory(at: assets, withIntermediateDirectories: true)
        try "not for the site\n".write(
            to: assets.appendingPathComponent("secret.txt"), atomically: true, encoding: .utf8)
        try Self.link(root.appendingPathComponent("Templates"), to: outside)
        let message =
            "error: compile templates: Templates is a symbolic link; the theme beside the content folder is read only from a folder of the site, never through a link (name a theme folder elsewhere with --templates)\n"
        let output = root.appendingPathComponent("site")
        let (built, build) = await Capture.run(["build", "--offline", "--content", content, "--output", output.path])
        #expect(built == .failure)
        #expect(build.err == message)
        #expect(!FileManager.default.fileExists(atPath: output.path))
        let (checked, check) = await Capture.run(["check", "--content", content])
        #expect(checked == .contentErrors)
        #expect(
            StartingASiteTests.withoutTime(check.out) == message + "check: 4 files, 1 error, 0 warnings in T s\n")
        #expect(try Self.entries(outside) == ["assets"])
    }
}
