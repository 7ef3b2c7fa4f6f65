import Foundation
import SiteBuilder
import Testing

@Suite struct SiteBuildTests {
    @Test func twoBuildsOfTheSameInputGiveIdenticalBytes() async throws {
        let folder = try BuildFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // The shared build is one, made in another folder; this one is the other.
        let one = try await BuildFixture.sample().files
        _ = try await BuildFixture.build(output: folder.appendingPathComponent("two"))
        let two = try BuildFixture.files(in: folder.appendingPathComponent("two"))
        #expect(one.count > 60)
        #expect(one.keys.sorted() == two.keys.sorted())
        #expect(one.keys.sorted().filter { one[$0] != two[$0] } == [])
    }

    @Test func everyPageAndFileOfTheSiteIsWritten() async throws {
        let (summary, files) = try await BuildFixture.sample()
        for path in [
            "index.html", "404.html", "robots.txt", "sitemap.xml", "feed.xml", "search/index.html",
            "search/shards/w/_.js",
            "cities/index.html", "cities/pt/index.html", "years/2027/index.html", "cities/pt/lisbon/index.html",
            "cities/pt/lisbon/pasteis-de-belem/index.html",
            "trips/lisbon-and-porto-in-spring/index.html", "trips/lisbon-and-porto-in-spring/trip.ics",
            "trips/lisbon-and-porto-in-spring/route.geojson", ".itineshary-output",
        ] {
            #expect(files[path] != nil, "missing \(path)")
        }
        #expect(summary.pages == files.keys.filter { $0.hasSuffix(".html") }.count)
        #expect(files.keys.contains { $0.hasPrefix("assets/site.") && $0.hasSuffix(".css") })
    }

    /// The site must work from file://, under a sub-path and at a root: every relative link and source
    /// of every page names a file that exists in the output.
    @Test func everyRelativeLinkResolvesToAFileOfTheOutput() async throws {
        let files = try await BuildFixture.sample().files
        var broken: [String] = []
        for (path, data) in files where path.hasSuffix(".html") && path != "404.html" {
            let html = String(decoding: data, as: UTF8.self)
            let directory = (path as NSString).deletingLastPathComponent
            for match in html.matches(of: #/(?:href|src)="([^"#:]+)(?:#[^"]*)?"/#) {
                let target = String(match.output.1).removingPercentEncoding ?? String(match.output.1)
                var parts: [Substring] = directory.isEmpty ? [] : directory.split(separator: "/")
                for part in target.split(separator: "/") {
                    if part == ".." { _ = parts.popLast() } else if part != "." { parts.append(part) }
                }
                if files[parts.joined(separator: "/")] == nil { broken.append("\(path): \(match.output.1)") }
            }
        }
        #expect(broken == [])
    }

    @Test func contentErrorsStopTheBuildAndLeaveThePreviousOutput() async throws {
        let folder = try BuildFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("site")
        _ = try await BuildFixture.build(output: output)
        let before = try BuildFixture.files(in: output)
        let bad = BuildFixture.root.appendingPathComponent("Tests/ContentLoadingTests/Fixtures/BadSite")
        await #expect(throws: BuildFailure.self) { _ = try await BuildFixture.build(content: bad, output: output) }
        #expect(try BuildFixture.files(in: output) == before)
        // Nothing beside the site but its generation store, which the first build made.
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(leftovers == [".site.itineshary", "site"])
    }

    @Test func anUnsafeValueInAURLAttributeIsAnErrorNamingTheContentFileAndTheTemplatePosition() async throws {
        let folder = try BuildFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // A theme that (wrongly) puts a free-text field into a link, and content that exploits it.
        let theme = folder.appendingPathComponent("Theme")
        try FileManager.default.copyItem(at: BuildFixture.theme, to: theme)
        let template = theme.appendingPathComponent("recommendation.mustache")
        let source = try String(contentsOf: template, encoding: .utf8)
        try source.replacingOccurrences(
            of: "<h1 id=\"rec-title\">{{name}}</h1>",
            with: "<h1 id=\"rec-title\"><a href=\"{{hours}}\">{{name}}</a></h1>"
        ).write(to: template, atomically: true, encoding: .utf8)
        let content = folder.appendingPathComponent("Content")
        try FileManager.default.createDirectory(
            at: content.appendingPathComponent("recommendations"), withIntermediateDirectories: true)
        try "title: Test\n".write(to: content.appendingPathComponent("site.yml"), atomically: true, encoding: .utf8)
        try "---\nname: Trap\ncity: Lisbon\ncountry: PT\nfeatures: [sight]\nhours: \"JaVaScRiPt:alert(1)\"\n---\n"
            .write(to: content.appendingPathComponent("recommendations/trap.md"), atomically: true, encoding: .utf8)
        do {
            _ = try await BuildFixture.build(
                content: content, templates: theme, output: folder.appendingPathComponent("site"))
            Issue.record("the build should have failed")
        } catch let failure {
            let message = failure.description
            #expect(message.hasPrefix("render pages: Content/recommendations/trap.md: Theme/recommendation.mustache:"))
            #expect(message.contains("JaVaScRiPt:alert(1)"))
        }
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("site").path))
    }
}
