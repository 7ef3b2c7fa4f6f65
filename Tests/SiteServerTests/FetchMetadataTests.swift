import Foundation
import Testing

@testable import SiteServer

/// A page of another site loading `serve`'s files as scripts, images or frames: no `Origin` is sent, but the
/// browser's `Sec-Fetch-Site` says where the request comes from.
@Suite struct FetchMetadataTests {
    /// The search index's root dictionary, a script the search page loads (every site has it).
    static let shard = "/search/shards/w/_.js"

    /// A GET of `target` as a browser sends it, with the Fetch Metadata headers when `fetch` is given.
    static func request(_ target: String, _ fetch: (site: String, mode: String, dest: String)?) -> [UInt8] {
        var text = "GET \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\n"
        if let fetch {
            text +=
                "Sec-Fetch-Site: \(fetch.site)\r\nSec-Fetch-Mode: \(fetch.mode)\r\nSec-Fetch-Dest: \(fetch.dest)\r\n"
        }
        return Array((text + "Connection: close\r\n\r\n").utf8)
    }

    @Test func aPageOfAnotherSiteCannotLoadTheSearchIndexOrAPrivateTrip() async throws {
        let site = try await ServeFixture.sharedWithPrivateAndDraftTrips()
        let refused = [
            (Self.shard, ("cross-site", "no-cors", "script")), (Self.shard, ("same-site", "no-cors", "script")),
            ("/trips/secret/", ("cross-site", "navigate", "iframe")),
            ("/trips/someday/", ("cross-site", "no-cors", "image")),
            ("/trips/someday/", ("same-site", "navigate", "iframe")),
        ]
        for (target, fetch) in refused {
            let response = try await RawHTTP.exchange(Self.request(target, fetch), port: site.port)
            #expect(response.status == 403, "\(target) \(fetch)")
            #expect(response.headers["content-type"] == "text/plain; charset=utf-8")
            #expect(response.text == "forbidden: a page of another site cannot load this server's files\n")
        }
        // The search page's own request, one typed in the address bar, and one of curl get the shard.
        for fetch in [("same-origin", "no-cors", "script"), ("none", "navigate", "document"), nil] {
            let response = try await RawHTTP.exchange(Self.request(Self.shard, fetch), port: site.port)
            #expect(response.status == 200, "\(String(describing: fetch))")
            #expect(response.text.hasPrefix("itinesharySearchShard(\"w/_\", "))
            #expect(response.headers["content-type"] == "text/javascript; charset=utf-8")
            #expect(response.headers["x-content-type-options"] == "nosniff")
        }
        // A link from another site opens the preview in a tab of its own, which that site cannot read.
        for fetch in [("cross-site", "navigate", "document"), ("same-site", "navigate", "document")] {
            let response = try await RawHTTP.exchange(Self.request("/trips/secret/", fetch), port: site.port)
            #expect(response.status == 200, "\(fetch)")
            #expect(response.text.contains("Private trip: shown only while serving"))
        }
    }

    @Test func everyFileIsSentAsItsOwnTypeOnly() async throws {
        let site = try await ServeFixture.sharedWithPrivateAndDraftTrips()
        for target in ["/", "/trips/someday/route.geojson", "/no-such-page/", "/trips/someday"] {
            let response = try await site.get(target)
            #expect(response.headers["x-content-type-options"] == "nosniff", "\(target): \(response.status)")
        }
    }

    @Test(arguments: [
        ("cross-site", "no-cors", "script", false), ("CROSS-SITE", "no-cors", "script", false),
        ("cross-site", "cors", "empty", false), ("cross-site", "navigate", "iframe", false),
        ("cross-site", "navigate", "document", true), ("same-site", "no-cors", "style", false),
        ("same-site", "navigate", "document", true), ("same-origin", "no-cors", "script", true),
        ("none", "navigate", "document", true), ("something-new", "no-cors", "script", true),
    ])
    func onlyAnotherSitesTopLevelNavigationIsAllowed(site: String, mode: String, dest: String, allowed: Bool) throws {
        let lines = String(decoding: Self.request("/", (site, mode, dest)), as: UTF8.self)
            .components(separatedBy: "\r\n").filter { !$0.isEmpty }.map { Array($0.utf8) }
        let head = try HTTPRequestHead.parse(lines).get()
        #expect(FetchMetadata(head).isAllowed == allowed)
    }
}
