import Foundation
import SiteBuilder
import Testing

/// SPEC §7: public trips everywhere; unlisted at an unguessable URL, noindex, listed nowhere; private and
/// draft not built (drafts with --drafts).
@Suite struct VisibilityTests {
    static let content = BuildFixture.fixtures.appendingPathComponent("VisibilitySite")

    func build(drafts: Bool) async throws -> [String: String] {
        let folder = try BuildFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try await BuildFixture.build(content: Self.content, output: folder, drafts: drafts)
        return try BuildFixture.files(in: folder).mapValues { String(decoding: $0, as: UTF8.self) }
    }

    @Test func eachVisibilityIsBuiltAndListedAsTheSpecSays() async throws {
        let files = try await build(drafts: false)
        let trips = Set(files.keys.filter { $0.hasPrefix("trips/") && $0.hasSuffix("index.html") })
        #expect(trips == ["trips/public-trip/index.html", "trips/unlisted-trip-s3cr3t-t0ken/index.html"])
        let unlisted = try #require(files["trips/unlisted-trip-s3cr3t-t0ken/index.html"])
        #expect(unlisted.contains("<meta name=\"robots\" content=\"noindex\">"))
        #expect(!(files["trips/public-trip/index.html"] ?? "").contains("noindex"))
        let shardsAndYears = files.keys.filter { $0.hasPrefix("search/shards/") || $0.hasPrefix("years/") }.sorted()
        for listing in ["index.html", "sitemap.xml", "feed.xml", "search/index.html", "cities/pt/porto/index.html"]
            + shardsAndYears
        {
            let text = try #require(files[listing], "missing \(listing)")
            #expect(!text.contains("unlisted-trip"), "\(listing) mentions the unlisted trip")
            #expect(
                !text.contains("private-trip") && !text.contains("draft-trip"), "\(listing) mentions an unbuilt trip")
        }
        #expect(files["sitemap.xml"]?.contains("<loc>https://example.org/sub/trips/public-trip/</loc>") == true)
        #expect(files["index.html"]?.contains("trips/public-trip/index.html") == true)
    }

    /// A city only an unlisted trip goes to (its destination, a day's city, a booked stay's, near its flight
    /// and its waypoint) has no page and is in no listing, sitemap, search shard, map or count: only the
    /// trip's own files name it, and its page names it without a link.
    @Test func aCityOnlyAnUnlistedTripGoesToIsNamedOnlyByThatTrip() async throws {
        let folder = try BuildFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let content = folder.appendingPathComponent("Content")
        let output = folder.appendingPathComponent("site")
        func write(_ path: String, _ text: String) throws {
            let url = content.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        try write("site.yml", "title: Two trips\nbase_url: https://example.org/\n")
        try write(
            "trips/lisbon.md",
            """
            ---
            title: Lisbon in spring
            start: 2027-04-08
            end: 2027-04-09
            destination: Lisbon, PT
            days:
              - date: 2027-04-08
                city: Lisbon
                country: PT
                title: Alfama
            ---
            Trams and tiles.

            """)
        try write(
            "trips/fjords.md",
            """
            ---
            title: A surprise weekend
            start: 2027-06-19
            end: 2027-06-20
            visibility: unlisted
            token: s3cr3t-t0ken
            destination: Bergen, NO
            flights:
              - from: LIS
                to: BGO
                depart: 2027-06-19 07:00
                arrive: 2027-06-19 11:30
            stays:
              - name: Hotel by the harbour
                city: Bergen
                country: NO
                check_in: 2027-06-19
                check_out: 2027-06-20
                booked: true
            days:
              - date: 2027-06-19
                city: Bergen
                country: NO
                title: The harbour
                visits:
                  - time: 16:00
                    place: Fish market
            waypoints:
              - name: Mount Floyen
                location: [60.3966, 5.3428]
            ---
            The funicular, then the fish market.

            """)
        _ = try await BuildFixture.build(content: content, output: output)
        let files = try BuildFixture.files(in: output)
        let trip = "trips/fjords-s3cr3t-t0ken/"
        let page = try #require(files[trip + "index.html"].map { String(decoding: $0, as: UTF8.self) })
        // The trip's own page names Bergen, as text: there is no page to link to.
        #expect(page.contains("<dt>Cities</dt><dd>Bergen</dd>"))
        #expect(!page.contains("cities/no/bergen"))
        #expect(files.keys.filter { $0.hasPrefix("cities/no/") } == [])
        let naming = files.filter { path, bytes in
            !path.hasPrefix(trip) && String(decoding: bytes, as: UTF8.self).lowercased().contains("bergen")
        }.keys.sorted()
        #expect(naming == [])
        // Lisbon, which the public trip goes to, is everywhere.
        #expect(files["cities/pt/lisbon/index.html"] != nil)
        #expect(String(decoding: files["sitemap.xml"] ?? Data(), as: UTF8.self).contains("cities/pt/lisbon/"))
    }

    @Test func draftsAreBuiltWhenAskedFor() async throws {
        let files = try await build(drafts: true)
        #expect(files["trips/draft-trip/index.html"] != nil)
        #expect(files["trips/private-trip/index.html"] == nil)
    }

    @Test func internalLinksBecomeRelativeURLs() async throws {
        let files = try await build(drafts: false)
        #expect(
            files["trips/public-trip/index.html"]?.contains(
                "<a href=\"../../cities/pt/porto/lello/index.html\">link</a>") == true)
        #expect(
            files["cities/pt/porto/lello/index.html"]?.contains(
                "<a href=\"../../../../trips/public-trip/index.html\">the public trip</a>") == true)
    }
}
