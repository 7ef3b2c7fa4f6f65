import ContentLoading
import Foundation
import Testing
import TravelModel

/// `map:` in site.yml: where directions open, with exact diagnostics for what does not fit.
@Suite struct MapSettingsTests {
    static func load(siteFile: String) async throws -> LoadResult? {
        let (_, content) = try UntrustedContentTests.site()
        try siteFile.write(to: content.appendingPathComponent("site.yml"), atomically: true, encoding: .utf8)
        return try await UntrustedContentTests.load(content)
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
}
