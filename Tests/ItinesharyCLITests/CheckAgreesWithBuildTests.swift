import Foundation
import ItinesharyCLI
import Testing

/// `check` fails exactly when `build` fails, with the same error lines: on every fixture site of the tests, the
/// sample, and sites with a broken theme or broken assets made here.
@Suite struct CheckAgreesWithBuildTests {
    static let root = CheckCommandTests.root

    /// Every site folder (a folder with `site.yml`) among the tests' fixtures, and the sample's `Content/`.
    static let fixtureSites: [String] = {
        let folders = ["Tests/ContentLoadingTests/Fixtures", "Tests/SiteBuilderTests/Fixtures"]
        var sites = ["Content"]
        for folder in folders {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path))
            for name in (names ?? []).sorted()
            where FileManager.default.fileExists(atPath: root.appendingPathComponent("\(folder)/\(name)/site.yml").path)
            {
                sites.append("\(folder)/\(name)")
            }
        }
        return sites
    }()

    /// The lines that report an error: a diagnostic's (`file:line:col: error: …`) or a failed step's (`error: …`).
    static func errorLines(_ text: String) -> [String] {
        text.split(separator: "\n").map(String.init).filter { $0.hasPrefix("error: ") || $0.contains(": error: ") }
            .sorted()
    }

    /// Runs `check` and `build --offline` on `content` with `extra` options; expects both to succeed or both to fail,
    /// with the same error lines. Returns what `check` printed.
    static func checkAndBuild(_ content: URL, _ extra: [String] = []) async throws -> (succeeded: Bool, out: String) {
        let output = try StartingASiteTests.temporaryFolder().appendingPathComponent("site")
        defer { try? FileManager.default.removeItem(at: output.deletingLastPathComponent()) }
        let (checked, check) = await Capture.run(["check", "--content", content.path] + extra)
        let (built, build) = await Capture.run(
            ["build", "--offline", "--content", content.path, "--output", output.path] + extra)
        #expect(
            (checked == .success) == (built == .success),
            "check: \(checked), build: \(built)\ncheck said:\n\(check.out)\(check.err)\nbuild said:\n\(build.out)\(build.err)"
        )
        #expect(errorLines(check.out + check.err) == errorLines(build.out + build.err))
        return (checked == .success, check.out + check.err)
    }

    @Test(arguments: fixtureSites)
    func onEveryFixtureSiteCheckFailsExactlyWhenBuildFails(site: String) async throws {
        let (succeeded, _) = try await Self.checkAndBuild(Self.root.appendingPathComponent(site))
        // The fixtures of content errors fail; the others build.
        let broken = [
            "BadSite", "CityPageRule", "CountryTypo", "Logistics", "OtherGenerators", "Transport", "TripDates",
        ]
        #expect(succeeded == !broken.contains { site.hasSuffix("/" + $0) })
    }

    /// A site made from the GoodSite fixture in a folder of its own, with `files` (paths under the site's folder)
    /// added; its content folder.
    static func site(_ files: [String: String]) throws -> URL {
        let folder = try StartingASiteTests.temporaryFolder()
        let content = folder.appendingPathComponent("Content")
        try FileManager.default.copyItem(
            at: root.appendingPathComponent("Tests/ContentLoadingTests/Fixtures/GoodSite"), to: content)
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return content
    }

    /// A layout of three lines that names `site.title` on its second.
    static func layout(naming title: String) -> String {
        """
        <!doctype html>
        <html lang="en"><head><title>{{\(title)}}</title></head>
        <body>{{$main}}{{/main}}</body></html>

        """
    }

    @Test func aMisspelledNameInTheSitesLayoutIsAnErrorAtItsPlace() async throws {
        let content = try Self.site(["Templates/layout.mustache": Self.layout(naming: "site.titel")])
        defer { try? FileManager.default.removeItem(at: content.deletingLastPathComponent()) }
        let (succeeded, out) = try await Self.checkAndBuild(content)
        #expect(!succeeded)
        #expect(
            out.contains(
                """
                error: compile templates: Templates/layout.mustache:2:30: error: no value named 'site.titel'; did you mean 'site.title'?
                    2 | <html lang="en"><head><title>{{site.titel}}</title></head>
                      |                              ^
                check: 5 files, 1 error, 0 warnings in
                """), "\(out)")
    }

    @Test func jsonAndGitHubPlaceATemplatesErrorInTheTemplate() async throws {
        let content = try Self.site(["Templates/layout.mustache": Self.layout(naming: "site.titel")])
        defer { try? FileManager.default.removeItem(at: content.deletingLastPathComponent()) }
        let (status, json) = await Capture.run(["check", "--content", content.path, "--format", "json"])
        #expect(status == .contentErrors)
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any], "\(json.out)")
        let diagnostics = try #require(document["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?["file"] as? String == "Templates/layout.mustache")
        #expect(diagnostics.first?["line"] as? Int == 2)
        #expect(diagnostics.first?["column"] as? Int == 30)
        #expect(diagnostics.first?["message"] as? String == "no value named 'site.titel'; did you mean 'site.title'?")
        #expect(diagnostics.first?["note"] as? String == "compile templates")
        #expect(document["errors"] as? Int == 1)
        let (_, github) = await Capture.run(["check", "--content", content.path, "--format", "github"])
        #expect(
            github.out.hasPrefix(
                "::error file=Templates/layout.mustache,line=2,col=30,title=itineshary::no value named 'site.titel'; did you mean 'site.title'?%0Acompile templates\n"
            ), "\(github.out)")
    }

    @Test func theSameLayoutSpelledRightChecksClean() async throws {
        let content = try Self.site(["Templates/layout.mustache": Self.layout(naming: "site.title")])
        defer { try? FileManager.default.removeItem(at: content.deletingLastPathComponent()) }
        let (succeeded, out) = try await Self.checkAndBuild(content)
        #expect(succeeded, "\(out)")
    }

    @Test func aNameOnlyAFlightReachesIsFoundBeforeAnyPageIsRendered() async throws {
        let content = try Self.site([
            "Templates/trip.mustache":
                "{{<layout}}{{$main}}{{#trip}}<h1>{{title}}</h1>\n{{#flights}}{{flight_numbr}}{{/flights}}{{/trip}}{{/main}}{{/layout}}\n"
        ])
        defer { try? FileManager.default.removeItem(at: content.deletingLastPathComponent()) }
        let (succeeded, out) = try await Self.checkAndBuild(content)
        #expect(!succeeded)
        #expect(
            out.contains(
                "error: compile templates: Templates/trip.mustache:2:13: error: no value named 'flight_numbr'\n"
            ), "\(out)")
    }

    /// A trip's gallery is on no page of the site: a misspelt name in it fails `check` and `build` alike, rather
    /// than the first build of a trip with photos.
    @Test func aNameInASectionNoPageReachesIsAnErrorOfCheckAndBuild() async throws {
        let content = try Self.site([
            "Templates/trip.mustache":
                "{{<layout}}{{$main}}{{#trip}}<h1>{{title}}</h1>\n{{#gallery}}<figcaption>{{captoin}}</figcaption>{{/gallery}}{{/trip}}{{/main}}{{/layout}}\n"
        ])
        defer { try? FileManager.default.removeItem(at: content.deletingLastPathComponent()) }
        let galleries = try String(
            contentsOf: content.appendingPathComponent("trips/oslo-weekend.md"), encoding: .utf8)
        #expect(!galleries.contains("gallery"))
        let (succeeded, out) = try await Self.checkAndBuild(content)
        #expect(!succeeded)
        #expect(
            out.contains(
                """
                error: compile templates: Templates/trip.mustache:2:25: error: no value named 'captoin'; did you mean 'caption'?
                    2 | {{#gallery}}<figcaption>{{captoin}}</figcaption>{{/gallery}}{{/trip}}{{/main}}{{/layout}}
                      |                         ^
                """), "\(out)")
    }

    @Test func aTemplateThatDoesNotCompileIsAnError() async throws {
        let content = try Self.site([
            "Templates/partials/trip-card.mustache": "<article>{{#trip}}\n<h2>{{title}}</h2>\n</article>\n"
        ])
        defer { try? FileManager.default.removeItem(at: content.deletingLastPathComponent()) }
        let (succeeded, out) = try await Self.checkAndBuild(content)
        #expect(!succeeded)
        #expect(
            out.contains(
                "error: compile templates: Templates/partials/trip-card.mustache:1:10: error: unclosed section 'trip'\n"
            ),
            "\(out)")
    }

    @Test func aStringsFileWithoutSomeWordsKeepsTheBuiltInOnes() async throws {
        let content = try Self.site(["Templates/strings/en.json": "{\"non_stop\": \"Direct\"}\n"])
        defer { try? FileManager.default.removeItem(at: content.deletingLastPathComponent()) }
        let (succeeded, out) = try await Self.checkAndBuild(content)
        #expect(succeeded, "\(out)")
    }

    @Test func aStringsFileWithAnUnknownKeyIsAnError() async throws {
        let content = try Self.site(["Templates/strings/en.json": "{\"non_stp\": \"Direct\"}\n"])
        defer { try? FileManager.default.removeItem(at: content.deletingLastPathComponent()) }
        let (succeeded, out) = try await Self.checkAndBuild(content)
        #expect(!succeeded)
        #expect(
            out.contains(
                "error: compile templates: Templates/strings/en.json: unknown 'non_stp'; did you mean 'non_stop'?\n"),
            "\(out)")
    }

    @Test func aLinkInTheThemesAssetsIsAnError() async throws {
        let content = try Self.site(["Templates/assets/site.css": "body { margin: 0 }\n"])
        let folder = content.deletingLastPathComponent()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("Templates/assets/logo.svg").path, withDestinationPath: "/etc/passwd")
        let (succeeded, out) = try await Self.checkAndBuild(content)
        #expect(!succeeded)
        #expect(
            out.contains(
                "error: compile templates: Templates/assets/logo.svg is a symbolic link; a theme is read only from regular files inside its folder\n"
            ), "\(out)")
    }

    @Test func contentAssetsAndImagesBuildLeavesOutAreWarningsOfBoth() async throws {
        let content = try Self.site([
            "Content/assets/page.html": "<script>alert(1)</script>\n",
            "Content/assets/photos/nicola.jpg": "not a JPEG\n",
        ])
        defer { try? FileManager.default.removeItem(at: content.deletingLastPathComponent()) }
        let recommendation = content.appendingPathComponent("recommendations/lisbon/Café Nicola.md")
        let text = try String(contentsOf: recommendation, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "features:", with: "image: assets/photos/nicola.jpg\nfeatures:").utf8)
            .write(to: recommendation)
        let (succeeded, out) = try await Self.checkAndBuild(content)
        #expect(succeeded, "\(out)")
        #expect(
            out.contains("warning: \(content.path)/assets/page.html: not published: a .html file may be run"), "\(out)")
        #expect(out.contains("warning: \(content.path)/assets/photos/nicola.jpg: "), "\(out)")
        #expect(out.contains("; pages leave it out\n"), "\(out)")
    }

    @Test func checkTakesTheSameThemeFolderAsBuild() async throws {
        let content = try Self.site(["Theme/layout.mustache": Self.layout(naming: "site.titel")])
        let folder = content.deletingLastPathComponent()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (succeeded, out) = try await Self.checkAndBuild(
            content, ["--templates", folder.appendingPathComponent("Theme").path])
        #expect(!succeeded)
        #expect(
            out.contains(
                "error: compile templates: Theme/layout.mustache:2:30: error: no value named 'site.titel'"),
            "\(out)")
    }

    /// A recommendation of 400 words of 50 CJK letters that share their first 44: both succeed. (A dictionary
    /// split letter by letter named a shard by 44 letters, 269 bytes, and only `build`, writing it, failed.)
    @Test func aRecommendationOfLongWordsChecksAndBuilds() async throws {
        let prefix = String(String.UnicodeScalarView((0..<44).map { Unicode.Scalar(0x4E00 + $0 * 37)! }))
        let words = (0..<400).map { number in
            let letters = [0x5000 + number / 20, 0x5100 + number % 20] + (0..<4).map { 0x5200 + (number + $0) % 300 }
            return prefix + String(String.UnicodeScalarView(letters.map { Unicode.Scalar($0)! }))
        }
        let content = try Self.site([
            "Content/recommendations/lisbon/long-words.md":
                "---\nname: Long words\ncity: Lisbon\ncountry: PT\nfeatures: [sight]\n---\n\n"
                + words.joined(separator: " ") + "\n"
        ])
        defer { try? FileManager.default.removeItem(at: content.deletingLastPathComponent()) }
        let (succeeded, out) = try await Self.checkAndBuild(content)
        #expect(succeeded, "\(out)")
    }
}
