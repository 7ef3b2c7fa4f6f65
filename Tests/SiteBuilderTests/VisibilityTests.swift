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
            #expect(!text.contains("private-trip") && !text.contains("draft-trip"), "\(listing) mentions an unbuilt trip")
        }
        #expect(files["sitemap.xml"]?.contains("<loc>https://example.org/sub/trips/public-trip/</loc>") == true)
        #expect(files["index.html"]?.contains("trips/public-trip/index.html") == true)
    }

    @Test func draftsAreBuiltWhenAskedFor() async throws {
        let files = try await build(drafts: true)
        #expect(files["trips/draft-trip/index.html"] != nil)
        #expect(files["trips/private-trip/index.html"] == nil)
    }

    @Test func internalLinksBecomeRelativeURLs() async throws {
        let files = try await build(drafts: false)
        #expect(files["trips/public-trip/index.html"]?.contains("<a href=\"../../cities/pt/porto/lello/index.html\">link</a>") == true)
        #expect(files["cities/pt/porto/lello/index.html"]?.contains("<a href=\"../../../../trips/public-trip/index.html\">the public trip</a>") == true)
    }
}
