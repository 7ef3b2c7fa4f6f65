import Diagnostics
import Foundation
import Testing
import TravelModel

@testable import ContentLoading

/// `app:` in site.yml: the site as an installable app that reads offline, with exact diagnostics.
@Suite struct AppSettingsTests {
    static func load(_ siteFile: String) async throws -> LoadResult? {
        try await MapSettingsTests.load(siteFile: siteFile)
    }

    @Test func theAppIsOnByDefaultInTheThemesColours() async throws {
        let result = try #require(try await Self.load("title: Trips\n"))
        #expect(result.diagnostics.isEmpty)
        let app = try #require(result.site?.settings.app)
        #expect(app.enabled && app.name == nil && app.themeColour == "#0b5d66" && app.backgroundColour == "#ffffff")
    }

    @Test func aSiteCanNameItsAppColourItAndTurnItOff() async throws {
        let result = try #require(
            try await Self.load(
                "title: Field Notes — trips\napp:\n  enabled: false\n  name: Field Notes\n"
                    + "  theme_color: \"#A4260B\"\n  background_color: '#fffaf0'\n"))
        #expect(result.diagnostics.isEmpty)
        let app = try #require(result.site?.settings.app)
        #expect(!app.enabled && app.name == "Field Notes" && app.themeColour == "#a4260b")
        #expect(app.backgroundColour == "#fffaf0")
    }

    @Test func aColourMustBeSixHexDigitsAndANameShort() async throws {
        let result = try #require(
            try await Self.load(
                "title: Trips\napp:\n  theme_color: teal\n  name: The travels of Ana and Tom, with notes\n"))
        #expect(
            result.diagnostics.map(MapSettingsTests.withNote) == [
                "Content/site.yml:3:16: error: 'theme_color' must be a colour written #rrggbb, such as \"#0b5d66\", not 'teal'\n  note: quote it: a # starts a comment in YAML",
                "Content/site.yml:4:9: error: 'name' is 38 characters long; a home screen shows about 12, and at most 30 are kept\n  note: write a short name, such as: name: Field Notes",
            ])
    }

    @Test func anUnknownKeyIsNamed() async throws {
        let result = try #require(try await Self.load("title: Trips\napp:\n  enable: false\n"))
        #expect(
            result.diagnostics.map(\.description) == [
                "Content/site.yml:3:3: warning: unknown key 'enable' in 'app'; did you mean 'enabled'?"
            ])
    }
}
