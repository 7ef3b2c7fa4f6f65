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

    @Test func aColourLeftUnquotedIsAComment() async throws {
        let result = try #require(try await Self.load("title: Trips\napp:\n  theme_color: #0b5d66\n"))
        #expect(
            result.diagnostics.map(MapSettingsTests.withNote) == [
                "Content/site.yml:3:15: error: 'theme_color' has no value: in YAML a # starts a comment\n  note: quote the colour: theme_color: \"#0b5d66\""
            ])
    }

    @Test func anUnknownKeyIsNamed() async throws {
        let result = try #require(try await Self.load("title: Trips\napp:\n  enable: false\n"))
        #expect(
            result.diagnostics.map(\.description) == [
                "Content/site.yml:3:3: warning: unknown key 'enable' in 'app'; did you mean 'enabled'?"
            ])
    }

    /// The start of a PNG file `width` × `height`: its signature and header, which is all the check reads.
    static func pngHeader(width: Int, height: Int) -> Data {
        func number(_ value: Int) -> [UInt8] { [24, 16, 8, 0].map { UInt8((value >> $0) & 0xFF) } }
        return Data(
            [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8) + number(width)
                + number(height) + [8, 2, 0, 0, 0])
    }

    @Test func aSitesIconIsASquarePNGOf512PixelsOrMore() async throws {
        let (_, content) = try UntrustedContentTests.site()
        let assets = content.appendingPathComponent("assets")
        try FileManager.default.createDirectory(at: assets, withIntermediateDirectories: true)
        try Self.pngHeader(width: 1024, height: 1024).write(to: assets.appendingPathComponent("icon.png"))
        try Self.pngHeader(width: 600, height: 400).write(to: assets.appendingPathComponent("wide.png"))
        try Self.pngHeader(width: 256, height: 256).write(to: assets.appendingPathComponent("small.png"))
        try Data([0xFF, 0xD8, 0xFF, 0xE0] + [UInt8](repeating: 0, count: 40)).write(
            to: assets.appendingPathComponent("photo.jpg"))
        func load(_ icon: String) async throws -> LoadResult {
            try "title: Trips\napp:\n  icon: \(icon)\n".write(
                to: content.appendingPathComponent("site.yml"), atomically: true, encoding: .utf8)
            return try #require(try await UntrustedContentTests.load(content))
        }
        let good = try await load("assets/icon.png")
        #expect(good.diagnostics.isEmpty)
        #expect(good.site?.settings.app.icon == "assets/icon.png")
        let note = "\n  note: an app icon is a square PNG of 512 × 512 pixels or more"
        #expect(
            try await load("assets/wide.png").diagnostics.map(MapSettingsTests.withNote) == [
                "Content/site.yml:3:9: error: 'icon' must be square, not 600 × 400 pixels" + note
            ])
        #expect(
            try await load("assets/small.png").diagnostics.map(MapSettingsTests.withNote) == [
                "Content/site.yml:3:9: error: 'icon' must be 512 pixels wide or more, not 256" + note
            ])
        #expect(
            try await load("assets/photo.jpg").diagnostics.map(MapSettingsTests.withNote) == [
                "Content/site.yml:3:9: error: 'icon' must be a PNG file" + note
            ])
        #expect(
            try await load("assets/none.png").diagnostics.map(\.description) == [
                "Content/site.yml:3:9: error: 'icon' names no file: assets/none.png does not exist in the content folder"
            ])
    }
}
