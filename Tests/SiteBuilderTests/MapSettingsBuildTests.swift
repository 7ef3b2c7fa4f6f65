import Foundation
import Testing

/// `map:` in site.yml as the built pages show it: where directions open, and the interactive maps' files.
@Suite struct MapSettingsBuildTests {
    /// The sample content with `lines` added to its site.yml, built into a new folder.
    static func build(adding lines: String) async throws -> URL {
        let folder = try BuildFixture.temporaryFolder()
        let content = folder.appendingPathComponent("Content")
        try FileManager.default.copyItem(at: BuildFixture.sampleContent, to: content)
        let site = content.appendingPathComponent("site.yml")
        let text = try String(contentsOf: site, encoding: .utf8)
        try (text + lines).write(to: site, atomically: true, encoding: .utf8)
        let output = folder.appendingPathComponent("site")
        _ = try await BuildFixture.build(content: content, output: output)
        return output
    }

    static func page(_ site: URL, _ path: String) throws -> String {
        try String(contentsOf: site.appendingPathComponent(path), encoding: .utf8)
    }

    static let trip = "trips/lisbon-and-porto-in-spring/index.html"

    /// The first day's four visits in order: Café A Brasileira, Time Out Market, the castle, the Miradouro.
    /// OpenStreetMap routes from one place to another only, so each visit links the way from the one before,
    /// and the day has no link through all four.
    @Test func directionsOpenInOpenStreetMapByDefaultOneLegAtATime() async throws {
        let page = try Self.page(try await Self.build(adding: ""), Self.trip)
        let day = try #require(page.components(separatedBy: #"<li class="day" id="day-2">"#).dropFirst().first)
            .components(separatedBy: #"<li class="day""#)[0]
        let legs = day.split(separator: "\n").filter { $0.hasPrefix(#"<p class="visit-travel">"#) }
        #expect(
            legs == [
                #"<p class="visit-travel">about 9 min walk · 0.5 km, estimated · <a href="https://www.openstreetmap.org/directions?route=38.7107,-9.1419;38.7069,-9.1459" aria-label="Directions from Café A Brasileira to Time Out Market Lisboa in OpenStreetMap">Directions</a></p>"#,
                #"<p class="visit-travel">about 21 min walk · 1.3 km, estimated · <a href="https://www.openstreetmap.org/directions?route=38.7069,-9.1459;38.7139,-9.1335" aria-label="Directions from Time Out Market Lisboa to Castelo de São Jorge in OpenStreetMap">Directions</a></p>"#,
                #"<p class="visit-travel">about 9 min walk · 0.6 km, estimated · <a href="https://www.openstreetmap.org/directions?route=38.7139,-9.1335;38.7191,-9.1327" aria-label="Directions from Castelo de São Jorge to Miradouro da Senhora do Monte in OpenStreetMap">Directions</a></p>"#,
            ])
        #expect(!day.contains(#"<p class="map-links directions">"#))
        #expect(!page.contains("google.com"))
    }

    @Test func directionsCanOpenInGoogleMaps() async throws {
        let site = try await Self.build(adding: "\nmap:\n  directions: google\n")
        let page = try Self.page(site, Self.trip)
        #expect(
            page.contains(
                #"<a href="https://www.google.com/maps/dir/38.7107,-9.1419/38.7069,-9.1459/38.7139,-9.1335/38.7191,-9.1327" aria-label="Directions for Fri, April 9 in Google Maps">Directions</a>"#
            ))
        #expect(!page.contains("openstreetmap.org/directions"))
    }

    @Test func withoutTilesNoPageLoadsLeaflet() async throws {
        let site = BuildFixture.root.appendingPathComponent("Tests/SiteBuilderTests/Snapshots")
        for name in ["trip.html", "city.html", "recommendation.html"] {
            let page = try String(contentsOf: site.appendingPathComponent(name), encoding: .utf8)
            #expect(!page.contains("leaflet"))
            #expect(!page.contains("data-lat-lon"))
        }
    }

    @Test func withTilesPagesWithMapsLoadLeafletFromTheSite() async throws {
        let site = try await Self.build(
            adding: "\nmap:\n  tiles: https://tiles.example.org/{z}/{x}/{y}.png\n  attribution: \"Tiles & data <b>\"\n")
        let files = try BuildFixture.files(in: site).keys.filter { $0.hasPrefix("assets/leaflet/") }.sorted()
        #expect(files.count == 3)
        #expect(
            files.map { $0.split(separator: ".").first ?? "" } == [
                "assets/leaflet/leaflet", "assets/leaflet/leaflet", "assets/leaflet/live-map",
            ])
        let trip = try Self.page(site, Self.trip)
        #expect(trip.contains(#"<link rel="stylesheet" href="../../assets/leaflet/leaflet."#))
        #expect(
            trip.contains(
                #" defer data-tiles="https://tiles.example.org/{z}/{x}/{y}.png" data-attribution="Tiles &amp; data &lt;b&gt;"></script>"#
            ))
        #expect(trip.contains(#"class="map-point map-point--city" data-lat-lon="38.72509,-9.1498""#))
        #expect(try Self.page(site, "cities/pt/lisbon/index.html").contains("assets/leaflet/live-map."))
        // The maps of the whole site too; a page without a map loads none of it.
        for page in ["index.html", "map/index.html", "cities/pt/index.html"] {
            #expect(try Self.page(site, page).contains("assets/leaflet/live-map."), "\(page)")
        }
        #expect(!(try Self.page(site, "search/index.html")).contains("leaflet"))
        let leaflet = try #require(files.first { $0.hasSuffix(".js") && $0.contains("/leaflet.") })
        let script = try String(contentsOf: site.appendingPathComponent(leaflet), encoding: .utf8)
        #expect(script.hasPrefix("/* @preserve Leaflet"))
        #expect(script.contains("Redistributions in binary form must reproduce the above copyright"))
    }

    /// A city page with no recommendation: its map shows where the city is, and says so.
    @Test func aCityWithoutRecommendationsHasAMapOfWhereItIs() async throws {
        let folder = try BuildFixture.temporaryFolder()
        let content = folder.appendingPathComponent("Content")
        try FileManager.default.copyItem(at: BuildFixture.sampleContent, to: content)
        try "---\nname: Girona\ncountry: ES\n---\n\nA walled town on the Onyar.\n".write(
            to: content.appendingPathComponent("cities/girona.md"), atomically: true, encoding: .utf8)
        let output = folder.appendingPathComponent("site")
        _ = try await BuildFixture.build(content: content, output: output)
        let page = try Self.page(output, "cities/es/girona/index.html")
        #expect(page.contains("<figcaption>Where Girona is.</figcaption>"))
        #expect(!page.contains("The recommendations of Girona"))
        #expect(!page.contains(#"<ol class="map-legend">"#))
        #expect(page.contains(#"<path class="map-border""#))
    }
}
