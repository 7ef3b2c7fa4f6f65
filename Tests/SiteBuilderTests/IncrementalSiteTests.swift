import Foundation
import SiteBuilder
import Testing

/// A rebuild writes exactly the files whose bytes changed, and the same input gives the same bytes whatever the
/// clock says.
///
/// Its builds run one at a time: each uses every core already, and other suites time their work.
@Suite(.serialized) struct IncrementalSiteTests {
    /// Each file's inode and modification time.
    private func stamps(_ folder: URL) throws -> [String: [Int]] {
        var result: [String: [Int]] = [:]
        for relative in try FileManager.default.subpathsOfDirectory(atPath: folder.path) {
            var info = stat()
            guard lstat(folder.path + "/" + relative, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { continue }
            result[relative] = [Int(info.st_ino), info.st_mtim.tv_sec, info.st_mtim.tv_nsec]
        }
        return result
    }

    @Test func aChangedRecommendationRewritesExactlyTheFilesWhoseBytesChanged() async throws {
        let folder = try BuildFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let content = try BuildFixture.sampleCopy(in: folder)
        let site = folder.appendingPathComponent("site")
        _ = try await BuildFixture.build(content: content, output: site)
        let unchanged = try await BuildFixture.build(content: content, output: site)
        #expect(unchanged.changes.written == 0)
        #expect(unchanged.changes.removed == 0)
        let before = try BuildFixture.files(in: site)
        let stampsBefore = try stamps(site)

        let file = content.appendingPathComponent("recommendations/lisbon/cervejaria-ramiro.md")
        let text = try String(contentsOf: file, encoding: .utf8)
        try text.replacingOccurrences(of: "name: Cervejaria Ramiro", with: "name: Cervejaria Ramiro, Intendente")
            .write(to: file, atomically: true, encoding: .utf8)
        let summary = try await BuildFixture.build(content: content, output: site)
        let after = try BuildFixture.files(in: site)
        let stampsAfter = try stamps(site)

        #expect(after.keys.sorted() == before.keys.sorted())
        let differing = after.keys.filter { after[$0] != before[$0] }.sorted()
        let touched = stampsAfter.keys.filter { stampsAfter[$0] != stampsBefore[$0] }.sorted()
        #expect(touched == differing)
        #expect(summary.changes.written == differing.count)
        // Its page, its city's page and its country's (which list it), the map page (which marks it), the trip that
        // visits it (page, calendar, route), each page's offline list (which names the page's version), and the
        // search index's shards that hold its entry (the fifth entries shard, with Lisbon's other pages), its new
        // word's postings and those the word pushes into the next shard, and the dictionary.
        #expect(
            differing == [
                "cities/pt/index.html",
                "cities/pt/lisbon/cervejaria-ramiro/index.html", "cities/pt/lisbon/cervejaria-ramiro/offline.json",
                "cities/pt/lisbon/index.html", "cities/pt/lisbon/offline.json", "map/index.html",
                "search/shards/e/4.js",
                "search/shards/p/1.js", "search/shards/p/2.js", "search/shards/w/_.js",
                "trips/lisbon-and-porto-in-spring/index.html", "trips/lisbon-and-porto-in-spring/offline.json",
                "trips/lisbon-and-porto-in-spring/route.geojson", "trips/lisbon-and-porto-in-spring/trip.ics",
            ])
    }

    /// Each change to the content, built on top of the previous output, gives the very files a build into an
    /// empty folder gives, while the pages whose inputs did not change are not rendered again.
    @Test func aRebuildAfterAnyChangeGivesTheFilesOfAFreshBuild() async throws {
        let folder = try BuildFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let content = try BuildFixture.sampleCopy(in: folder)
        let theme = folder.appendingPathComponent("theme")
        try FileManager.default.createDirectory(at: theme, withIntermediateDirectories: true)
        let site = folder.appendingPathComponent("site")
        func edit(_ path: String, _ change: (String) -> String) throws {
            let file = content.appendingPathComponent(path)
            try change(try String(contentsOf: file, encoding: .utf8)).write(to: file, atomically: true, encoding: .utf8)
        }
        let newPlace = "recommendations/lisbon/miradouro-da-graca.md"
        let changes: [(String, () throws -> Void)] = [
            ("a trip's notes", { try edit("trips/tokyo-and-kyoto-in-march.md") { $0 + "\nOne more note.\n" } }),
            (
                "the name of a place a trip visits",
                {
                    try edit("recommendations/lisbon/pasteis-de-belem.md") {
                        $0.replacingOccurrences(of: "name: Pastéis de Belém", with: "name: Pastéis de Belém (Belém)")
                    }
                }
            ),
            (
                "a new place in a city",
                {
                    try
                        "---\nname: Miradouro da Graça\ncity: Lisbon\ncountry: PT\nfeatures: [sight]\nlocation: [38.7163, -9.1313]\n---\nA view.\n"
                        .write(to: content.appendingPathComponent(newPlace), atomically: true, encoding: .utf8)
                }
            ),
            ("a place removed", { try FileManager.default.removeItem(at: content.appendingPathComponent(newPlace)) }),
            ("a city's own page", { try edit("cities/kyoto.md") { $0 + "\nAnd the river at dusk.\n" } }),
            (
                "the site's title",
                { try edit("site.yml") { $0.replacingOccurrences(of: "title: Field Notes", with: "title: Notes") } }
            ),
            (
                "a trip made unlisted",
                {
                    try edit("trips/tokyo-and-kyoto-in-march.md") {
                        $0.replacingOccurrences(
                            of: "visibility: public", with: "visibility: unlisted\ntoken: b170f275ef09")
                    }
                }
            ),
            (
                "a template of the site's theme",
                {
                    let page = try String(
                        contentsOf: BuildFixture.theme.appendingPathComponent("recommendation.mustache"),
                        encoding: .utf8)
                    try (page + "<!-- changed -->\n").write(
                        to: theme.appendingPathComponent("recommendation.mustache"), atomically: true, encoding: .utf8)
                }
            ),
        ]
        func build(into output: URL, naming: String = "Content") async throws -> SiteBuild.Summary {
            try await SiteBuild(
                options: BuildOptions(
                    contentDirectory: content, contentDisplayPath: naming, templatesDirectory: theme,
                    outputDirectory: output, now: BuildFixture.now, offline: true),
                gazetteer: .shared
            ).run()
        }
        // Whether the search index is read back: its entries are every word of trips and recommendations, which a
        // city's own page, the site's title and the theme leave as they were.
        let searchKeptAfter = [false, false, false, false, true, true, false, true]
        #expect(searchKeptAfter.count == changes.count)
        _ = try await build(into: site)
        let unchanged = try await build(into: site)
        // Nothing changed: nothing is loaded or rendered, and the output stays as it was.
        #expect(unchanged.unchanged != nil)
        #expect(unchanged.reusedPages == unchanged.pages)
        // The content folder named another way on the command line is the same content, though the messages name
        // it another way: the build runs, and only the listings are rendered: home, cities, the map, search, 404,
        // two years and three countries.
        let renamed = try await build(into: site, naming: "./Content")
        #expect(renamed.reusedPages == renamed.pages - 10)
        for (index, (name, change)) in changes.enumerated() {
            try change()
            let summary = try await build(into: site)
            let fresh = folder.appendingPathComponent("fresh-\(index)")
            _ = try await build(into: fresh)
            let built = try BuildFixture.files(in: site)
            let expected = try BuildFixture.files(in: fresh)
            #expect(built.keys.sorted() == expected.keys.sorted(), "after \(name)")
            #expect(expected.keys.sorted().filter { built[$0] != expected[$0] } == [], "after \(name)")
            #expect(summary.reusedPages < summary.pages, "after \(name)")
            #expect(summary.searchIndex.reused == searchKeptAfter[index], "after \(name)")
        }
    }

    @Test func aRemovedTripsFolderIsGoneFromTheNextBuild() async throws {
        let folder = try BuildFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let content = try BuildFixture.sampleCopy(in: folder)
        let site = folder.appendingPathComponent("site")
        _ = try await BuildFixture.build(content: content, output: site)
        _ = try await BuildFixture.build(content: content, output: site)
        #expect(FileManager.default.fileExists(atPath: site.path + "/trips/tokyo-and-kyoto-in-march/index.html"))
        try FileManager.default.removeItem(at: content.appendingPathComponent("trips/tokyo-and-kyoto-in-march.md"))
        let summary = try await BuildFixture.build(content: content, output: site)
        #expect(!FileManager.default.fileExists(atPath: site.path + "/trips/tokyo-and-kyoto-in-march"))
        // Its page, offline list, calendar and route, and the page of its year, which has no other trip.
        #expect(summary.changes.removed == 5)

        // And a fresh build of the same content gives the same files.
        let fresh = folder.appendingPathComponent("fresh")
        _ = try await BuildFixture.build(content: content, output: fresh)
        #expect(try BuildFixture.files(in: site) == BuildFixture.files(in: fresh))
    }

    @Test func theSameInputBuiltAtAnotherTimeOfTheSameDayGivesIdenticalBytes() async throws {
        let folder = try BuildFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // The fixture's "now" is midnight UTC, the shared build's; an hour and a half later it is the same day in
        // the sample's zone.
        var outputs = [try await BuildFixture.sample().files]
        let output = folder.appendingPathComponent("two")
        _ = try await SiteBuild(
            options: BuildOptions(
                contentDirectory: BuildFixture.sampleContent, contentDisplayPath: "Content",
                templatesDirectory: BuildFixture.theme, outputDirectory: output,
                now: BuildFixture.now.addingTimeInterval(5400), offline: true),
            gazetteer: .shared
        ).run()
        outputs.append(try BuildFixture.files(in: output))
        #expect(outputs[0].count > 60)
        #expect(outputs[0].keys.sorted().filter { outputs[0][$0] != outputs[1][$0] } == [])
        let feed = String(decoding: try #require(outputs[0]["feed.xml"]), as: UTF8.self)
        // The feed's time is its newest entry's, from the content.
        #expect(feed.contains("<updated>2027-04-08T00:00:00Z</updated>"))
    }
}
