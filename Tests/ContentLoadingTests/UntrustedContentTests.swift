import ContentLoading
import Diagnostics
import Foundation
import Testing

/// Content is someone else's (SPEC §7): nothing outside the content folder is read or shown, and every
/// hostile file is reported at its place within a time limit.
@Suite struct UntrustedContentTests {
    /// Far more than any of these takes, even in a debug build on a busy machine, and far less than the
    /// hangs they guard against (minutes, gigabytes).
    static let timeLimit = 30.0

    /// A content folder with a site.yml and one good recommendation, in a new temporary folder, which also
    /// holds `outside/` with a secret in it.
    static func site() throws -> (root: URL, content: URL) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("untrusted-\(UUID().uuidString)")
        let content = root.appendingPathComponent("Content")
        let manager = FileManager.default
        try manager.createDirectory(
            at: content.appendingPathComponent("recommendations"), withIntermediateDirectories: true)
        try manager.createDirectory(at: content.appendingPathComponent("trips"), withIntermediateDirectories: true)
        try manager.createDirectory(at: root.appendingPathComponent("outside"), withIntermediateDirectories: true)
        try "title: Hostile\n".write(to: content.appendingPathComponent("site.yml"), atomically: true, encoding: .utf8)
        try "---\nname: Cafe\ncity: Lisbon\ncountry: PT\nfeatures: [coffee]\n---\nGood.\n".write(
            to: content.appendingPathComponent("recommendations/cafe.md"), atomically: true, encoding: .utf8)
        try "---\nname: SECRET-OUTSIDE\ncity: Lisbon\ncountry: PT\nfeatures: [coffee]\n---\n".write(
            to: root.appendingPathComponent("outside/secret.md"), atomically: true, encoding: .utf8)
        return (root, content)
    }

    static func load(_ content: URL) async throws -> LoadResult? {
        try await withinTimeLimit(Self.timeLimit) {
            try await ContentLoader(contentDirectory: content, displayPath: "Content").load()
        }
    }

    static func link(_ content: URL, _ path: String, to destination: String) throws {
        try FileManager.default.createSymbolicLink(
            atPath: content.appendingPathComponent(path).path, withDestinationPath: destination)
    }

    @Test func linkToProcEnvironIsRefusedAndNotQuoted() async throws {
        let (_, content) = try Self.site()
        try Self.link(content, "recommendations/env.md", to: "/proc/self/environ")
        let result = try #require(try await Self.load(content))
        #expect(
            result.diagnostics.map(\.description) == [
                "Content/recommendations/env.md:1:1: error: Content/recommendations/env.md is a symbolic link; content is read only from regular files inside the content folder, so it was not read"
            ])
        #expect(result.sourceLines["Content/recommendations/env.md"] == nil)
        #expect(result.site == nil)
    }

    @Test func linkToAFolderOutsideIsNotLoaded() async throws {
        let (root, content) = try Self.site()
        try Self.link(content, "recommendations/ext", to: root.appendingPathComponent("outside").path)
        let result = try #require(try await Self.load(content))
        #expect(
            result.diagnostics.map(\.description) == [
                "Content/recommendations/ext:1:1: error: Content/recommendations/ext is a symbolic link; content is read only from regular files inside the content folder, so it was not read"
            ])
        #expect(!result.diagnostics.contains { $0.message.contains("SECRET") })
    }

    @Test func linkLoopsAreReportedOnceAndNeverWalked() async throws {
        let (_, content) = try Self.site()
        try Self.link(content, "recommendations/a", to: ".")
        try Self.link(content, "recommendations/b", to: ".")
        try Self.link(content, "recommendations/root", to: "/")
        let result = try #require(try await Self.load(content))
        #expect(
            result.diagnostics.map(\.description)
                == ["a", "b", "root"].map {
                    "Content/recommendations/\($0):1:1: error: Content/recommendations/\($0) is a symbolic link; content is read only from regular files inside the content folder, so it was not read"
                })
    }

    @Test func linkedFoldersAndSiteFileAreRefused() async throws {
        let (root, content) = try Self.site()
        try FileManager.default.removeItem(at: content.appendingPathComponent("trips"))
        try Self.link(content, "trips", to: root.appendingPathComponent("outside").path)
        try FileManager.default.removeItem(at: content.appendingPathComponent("site.yml"))
        try Self.link(content, "site.yml", to: "/etc/passwd")
        let result = try #require(try await Self.load(content))
        #expect(
            result.diagnostics.map(\.description) == [
                "Content/site.yml:1:1: error: Content/site.yml is a symbolic link; content is read only from regular files inside the content folder, so it was not read",
                "Content/trips:1:1: error: Content/trips is a symbolic link; content is read only from regular files inside the content folder, so it was not read",
            ])
    }

    @Test func fifoIsRefusedWithoutBlocking() async throws {
        let (_, content) = try Self.site()
        #expect(mkfifo(content.appendingPathComponent("recommendations/pipe.md").path, 0o644) == 0)
        let result = try #require(try await Self.load(content))
        #expect(
            result.diagnostics.map(\.description) == [
                "Content/recommendations/pipe.md:1:1: error: Content/recommendations/pipe.md is not a regular file (a device, FIFO or socket); content is read only from regular files inside the content folder, so it was not read"
            ])
    }

    @Test func imageThatIsALinkIsRefused() async throws {
        let (_, content) = try Self.site()
        try FileManager.default.createDirectory(
            at: content.appendingPathComponent("assets"), withIntermediateDirectories: true)
        try Self.link(content, "assets/env.jpg", to: "/proc/self/environ")
        try "---\nname: Cafe\ncity: Lisbon\ncountry: PT\nfeatures: [coffee]\nimage: assets/env.jpg\n---\n".write(
            to: content.appendingPathComponent("recommendations/cafe.md"), atomically: true, encoding: .utf8)
        let result = try #require(try await Self.load(content))
        #expect(
            result.diagnostics.map(\.description) == [
                "Content/recommendations/cafe.md:6:8: error: 'image' must name a regular file inside the content folder: assets/env.jpg is a symbolic link"
            ])
    }

    /// The diagnostics of a recommendation `hostile.md` with this front matter, beside a good site, loaded
    /// within a second.
    static func diagnostics(frontMatter: String, body: String = "") async throws -> [String] {
        let (_, content) = try site()
        let file = content.appendingPathComponent("recommendations/hostile.md")
        try Data(("---\n" + frontMatter + "---\n" + body).utf8).write(to: file)
        let result = try #require(
            try await withinTimeLimit(Self.timeLimit) {
                try await ContentLoader(contentDirectory: content, displayPath: "Content").load()
            })
        return result.diagnostics.map(\.description)
    }

    @Test func aliasBombIsCappedBeforeExpansion() async throws {
        var yaml = "a0: &a0 [" + Array(repeating: "\"lol\"", count: 9).joined(separator: ",") + "]\n"
        for level in 1..<9 {
            yaml +=
                "a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 9).joined(separator: ",") + "]\n"
        }
        let lines = try await Self.diagnostics(frontMatter: yaml)
        #expect(
            lines == [
                "Content/recommendations/hostile.md:6:10: error: the front matter's aliases expand to more than 10000 values"
            ])
    }

    @Test(arguments: [
        (String(repeating: "[", count: 5000) + String(repeating: "]", count: 5000) + "\n", 1, 65),
        ("a: " + String(repeating: "{a: ", count: 5000) + "1" + String(repeating: "}", count: 5000) + "\n", 1, 256),
        (String(repeating: "- ", count: 5000) + "x\n", 1, 129),
    ])
    func deepNestingIsAnErrorNotACrash(yaml: String, line: Int, column: Int) async throws {
        let lines = try await Self.diagnostics(frontMatter: yaml)
        #expect(
            lines == [
                "Content/recommendations/hostile.md:\(line + 1):\(column): error: the front matter nests lists and mappings more than 64 deep"
            ])
    }

    @Test func manyUnknownKeysGiveAShortReport() async throws {
        var yaml = "name: Cafe\ncity: Lisbon\ncountry: PT\nfeatures: [coffee]\n"
        for index in 0..<100_000 { yaml += "k\(index): 1\n" }
        let lines = try await Self.diagnostics(frontMatter: yaml)
        #expect(lines.count == 21)
        #expect(lines.first == "Content/recommendations/hostile.md:6:1: warning: unknown key 'k0' in a recommendation")
        #expect(
            lines.last
                == "Content/recommendations/hostile.md:26:1: warning: 99980 more warnings of this kind in this file were not shown"
        )
    }

    @Test func aLongLineIsAnErrorAtTheLimit() async throws {
        let yaml = "name: Cafe\ncity: Lisbon\ncountry: PT\nnote: " + String(repeating: "é", count: 200_000) + "\n"
        let lines = try await Self.diagnostics(frontMatter: yaml)
        #expect(
            lines == [
                "Content/recommendations/hostile.md:5:131076: error: line 5 is longer than the limit of 262144 bytes for a line"
            ])
    }

    @Test func aLargeFileIsRefusedBeforeItIsRead() async throws {
        let yaml = "name: Cafe\ncity: Lisbon\ncountry: PT\n"
        let body = String(repeating: String(repeating: "x", count: 1000) + "\n", count: 5000)
        let lines = try await Self.diagnostics(frontMatter: yaml, body: body)
        #expect(
            lines == [
                "Content/recommendations/hostile.md:1:1: error: Content/recommendations/hostile.md is 5005044 bytes, more than the limit of 4194304 bytes for a content file"
            ])
    }

    static let recommendation = "name: Cafe\ncity: Lisbon\ncountry: PT\nfeatures: [coffee]\n"

    @Test func aWideTableIsAnErrorBeforeCmarkSeesIt() async throws {
        let header = "|" + Array(repeating: "h", count: 5000).joined(separator: "|") + "|\n"
        let delimiter = "|" + Array(repeating: "-", count: 5000).joined(separator: "|") + "|\n"
        let rows = String(repeating: "|" + Array(repeating: "w", count: 5000).joined(separator: "|") + "|\n", count: 20)
        let lines = try await Self.diagnostics(
            frontMatter: Self.recommendation, body: "Intro.\n\n" + header + delimiter + rows)
        #expect(
            lines == [
                "Content/recommendations/hostile.md:10:1: error: the table has 5000 columns, more than the limit of 100"
            ])
    }

    @Test func aLongTableIsAnErrorAtTheRowPastTheLimit() async throws {
        let row = "|" + Array(repeating: "w", count: 100).joined(separator: "|") + "|\n"
        let delimiter = "|" + Array(repeating: "-", count: 100).joined(separator: "|") + "|\n"
        let lines = try await Self.diagnostics(
            frontMatter: Self.recommendation, body: row + delimiter + String(repeating: row, count: 1000))
        #expect(
            lines == [
                "Content/recommendations/hostile.md:1008:1: error: the table that starts on line 7 has more than 100000 cells"
            ])
    }

    @Test func tenThousandLinksOnOneLineAreQuick() async throws {
        let body = String(repeating: "[a](https://e.org/) ", count: 10_000) + "\n"
        let lines = try await Self.diagnostics(frontMatter: Self.recommendation, body: body)
        #expect(lines == [])
    }

    @Test func controlCharactersInValuesAreRefused() async throws {
        let lines = try await Self.diagnostics(
            frontMatter: "name: \"\\e]0;PWNED\\a\\e[31m\"\ncity: Lisbon\ncountry: PT\nfeatures: [coffee]\n")
        #expect(
            lines == [
                "Content/recommendations/hostile.md:2:7: error: control character \\u{1B} in a value; text may hold tabs and line breaks but no other control characters"
            ])
        let nul = try await Self.diagnostics(
            frontMatter: "name: Cafe\ncity: Lisbon\ncountry: PT\nfeatures: [coffee]\naddress: \"a\\x00b\"\n")
        #expect(
            nul == [
                "Content/recommendations/hostile.md:6:10: error: control character \\u{0} in a value; text may hold tabs and line breaks but no other control characters"
            ])
    }

    static func trip(_ content: URL, _ slug: String, _ extra: String = "", body: String = "") throws {
        let text = "---\ntitle: T\nstart: 2027-06-18\nend: 2027-06-19\n\(extra)---\n\(body)"
        try text.write(to: content.appendingPathComponent("trips/\(slug).md"), atomically: true, encoding: .utf8)
    }

    @Test func twoTripsInOneFolderFailCheck() async throws {
        let (_, content) = try Self.site()
        try Self.trip(content, "foo", "visibility: unlisted\ntoken: abcdefgh\n")
        try Self.trip(content, "foo-abcdefgh")
        let result = try #require(try await Self.load(content))
        #expect(
            result.diagnostics.map(\.description) == [
                "Content/trips/foo-abcdefgh.md:1:1: error: trips/foo-abcdefgh/ would be the folder of two trips: Content/trips/foo.md and Content/trips/foo-abcdefgh.md"
            ])
    }

    @Test func aCityNamedDotDotFailsCheck() async throws {
        let (_, content) = try Self.site()
        try FileManager.default.createDirectory(
            at: content.appendingPathComponent("cities"), withIntermediateDirectories: true)
        try "---\nname: \"..\"\ncountry: PT\nlocation: [38.7, -9.1]\ntime_zone: Europe/Lisbon\n---\n".write(
            to: content.appendingPathComponent("cities/dots.md"), atomically: true, encoding: .utf8)
        let result = try #require(try await Self.load(content))
        #expect(
            result.diagnostics.map(\.description) == [
                "Content/cities/dots.md:2:7: error: a city's name needs a letter or digit, as its page is named after it, not '..'"
            ])
    }

    @Test func aPublicPageLinkingAnUnlistedTripIsAWarning() async throws {
        let (_, content) = try Self.site()
        try Self.trip(content, "secret", "visibility: unlisted\ntoken: abcdefgh\n")
        try Self.trip(content, "open", body: "See [the other](trip:secret).\n")
        try Self.trip(content, "shared", "visibility: unlisted\ntoken: ijklmnop\n", body: "[s](trip:secret)\n")
        let result = try #require(try await Self.load(content))
        #expect(
            result.diagnostics.map(\.description) == [
                "Content/trips/open.md:6:17: warning: a public page links to the unlisted trip 'trip:secret', which publishes its secret address"
            ])
        #expect(result.site != nil)
    }

    @Test(arguments: [
        "ftp://e.org/x", "view-source:https://e.org/", "intent://x#Intent;end", "feed:https://e.org/",
        "javascript:alert(1)",
    ])
    func markdownLinksAreHeldToTheTemplateSchemes(destination: String) async throws {
        let lines = try await Self.diagnostics(frontMatter: Self.recommendation, body: "[x](\(destination))\n")
        let scheme = destination.prefix { $0 != ":" }
        #expect(
            lines == [
                "Content/recommendations/hostile.md:7:5: warning: link to '\(destination)' with the scheme '\(scheme):', which pages do not link to; it is left out"
            ])
    }

    @Test func allowedAndRelativeLinksPass() async throws {
        let body =
            "[a](https://e.org/) [b](mailto:a@e.org) [c](tel:+351) [d](geo:38.7,-9.1) [e](assets/x:y.jpg) [f](#top)\n"
        #expect(try await Self.diagnostics(frontMatter: Self.recommendation, body: body) == [])
    }

    @Test func tooManyValuesAreAnErrorAtTheLimit() async throws {
        var yaml = Self.recommendation
        for index in 0..<130_000 { yaml += "k\(index): 1\n" }
        let lines = try await Self.diagnostics(frontMatter: yaml)
        #expect(
            lines == [
                "Content/recommendations/hostile.md:125001:1: error: the front matter has more than 250000 values"
            ])
    }
}
