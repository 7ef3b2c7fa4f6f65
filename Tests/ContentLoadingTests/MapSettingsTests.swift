import Diagnostics
import Foundation
import Testing
import TravelModel

@testable import ContentLoading

/// `map:` in site.yml: where directions open, with exact diagnostics for what does not fit.
@Suite struct MapSettingsTests {
    static func load(siteFile: String) async throws -> LoadResult? {
        let (_, content) = try UntrustedContentTests.site()
        try siteFile.write(to: content.appendingPathComponent("site.yml"), atomically: true, encoding: .utf8)
        return try await UntrustedContentTests.load(content)
    }

    static let tilesNote = "\n  note: for example: tiles: https://tile.openstreetmap.org/{z}/{x}/{y}.png"

    /// The diagnostic as a line, and its note on the next.
    static func withNote(_ diagnostic: Diagnostic) -> String {
        diagnostic.description + (diagnostic.note.map { "\n  note: " + $0 } ?? "")
    }

    @Test func directionsDefaultToOpenStreetMap() async throws {
        let result = try #require(try await Self.load(siteFile: "title: Maps\n"))
        #expect(result.diagnostics.isEmpty)
        #expect(result.site?.settings.map.directions == .openStreetMap)
    }

    @Test func directionsCanOpenInGoogleMaps() async throws {
        let result = try #require(try await Self.load(siteFile: "title: Maps\nmap: { directions: Google }\n"))
        #expect(result.diagnostics.isEmpty)
        #expect(result.site?.settings.map.directions == .google)
    }

    @Test func anUnknownServiceIsAnErrorAtItsValue() async throws {
        let result = try #require(try await Self.load(siteFile: "title: Maps\nmap:\n  directions: gogle\n"))
        #expect(
            result.diagnostics.map(\.description) == [
                "Content/site.yml:3:15: error: 'directions' must be openstreetmap or google, not 'gogle'; did you mean 'google'?"
            ])
    }

    @Test func mapMustBeAMappingOfKnownKeys() async throws {
        let list = try #require(try await Self.load(siteFile: "title: Maps\nmap: [google]\n"))
        #expect(
            list.diagnostics.map(\.description) == [
                "Content/site.yml:2:6: error: 'map' must be a mapping of keys to values, not a list"
            ])
        let unknown = try #require(try await Self.load(siteFile: "title: Maps\nmap:\n  direction: google\n"))
        #expect(
            unknown.diagnostics.map(\.description) == [
                "Content/site.yml:3:3: warning: unknown key 'direction' in 'map'; did you mean 'directions'?"
            ])
    }

    @Test func tilesNeedAnHTTPSURLWithZoomAndPositionAndACredit() async throws {
        let good = try #require(
            try await Self.load(
                siteFile: "title: Maps\nmap:\n  tiles: https://tile.openstreetmap.org/{z}/{x}/{y}.png\n"
                    + "  attribution: © OpenStreetMap contributors\n"))
        #expect(good.diagnostics.isEmpty)
        #expect(good.site?.settings.map.tiles == "https://tile.openstreetmap.org/{z}/{x}/{y}.png")
        #expect(good.site?.settings.map.attribution == "© OpenStreetMap contributors")

        let plain = try #require(
            try await Self.load(
                siteFile: "title: Maps\nmap:\n  tiles: http://tiles.example.org/{z}/{x}/{y}.png\n  attribution: Me\n"))
        #expect(
            plain.diagnostics.map(Self.withNote) == [
                "Content/site.yml:3:10: error: 'tiles' must be an https URL with {z}, {x} and {y} in it, not 'http://tiles.example.org/{z}/{x}/{y}.png'"
                    + Self.tilesNote
            ])

        let noY = try #require(
            try await Self.load(
                siteFile: "title: Maps\nmap: { tiles: 'https://t.example.org/{z}/{x}.png', attribution: Me }\n"))
        #expect(
            noY.diagnostics.map(Self.withNote) == [
                "Content/site.yml:2:15: error: 'tiles' must be an https URL with {z}, {x} and {y} in it, not 'https://t.example.org/{z}/{x}.png'"
                    + Self.tilesNote
            ])

        let uncredited = try #require(
            try await Self.load(siteFile: "title: Maps\nmap:\n  tiles: https://t.example.org/{z}/{x}/{y}.png\n"))
        #expect(
            uncredited.diagnostics.map(Self.withNote) == [
                "Content/site.yml:3:3: error: missing required key 'attribution': tile servers ask to be credited on the map"
                    + "\n  note: for example: attribution: © OpenStreetMap contributors"
            ])

        let creditOnly = try #require(try await Self.load(siteFile: "title: Maps\nmap:\n  attribution: Me\n"))
        #expect(
            creditOnly.diagnostics.map(\.description) == [
                "Content/site.yml:3:16: warning: 'attribution' is shown only with 'tiles'; without tiles it is not used"
            ])
        #expect(creditOnly.site?.settings.map.tiles == nil)
    }

    @Test func aLocalTileServerMayUsePlainHTTP() {
        #expect(SiteSettingsDecoder.isTileURL("http://127.0.0.1:8080/{z}/{x}/{y}.png"))
        #expect(!SiteSettingsDecoder.isTileURL("http://127.0.0.1.example.org/{z}/{x}/{y}.png"))
        // A user part makes what follows it the host.
        #expect(!SiteSettingsDecoder.isTileURL("http://localhost:@tiles.example.com/{z}/{x}/{y}.png"))
        #expect(!SiteSettingsDecoder.isTileURL("https://me@tiles.example.com/{z}/{x}/{y}.png"))
        #expect(!SiteSettingsDecoder.isTileURL("https://t.example.org/{z}/{x}/{y}.png\" onload=\"x"))
        #expect(!SiteSettingsDecoder.isTileURL("https:///{z}/{x}/{y}.png"))
    }
}
