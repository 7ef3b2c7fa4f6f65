import Foundation
import Testing

@testable import SiteMaps

/// A big city's map draws the places its page does not list as dots: one path, each spot of the map once, so
/// its bytes are bounded by the map's size, not by the number of places.
@Suite struct MapDotsTests {
    /// `count` places over a city about 8 km across, on a grid finer than the dots'.
    static func dots(_ count: Int) -> [MapCoordinate] {
        (0..<count).map {
            MapCoordinate(
                latitude: 48.17 + Double($0 % 211) * 0.0004, longitude: 16.31 + Double($0 / 211 % 197) * 0.0006)
        }
    }

    @Test func dotsAloneMakeAMapOfOnePathAndNoMarker() {
        var map = RouteMap(points: [], title: "Vienna", description: "Vienna")
        map.dots = Self.dots(1_500)
        let svg = map.svg(idPrefix: "city-map")
        #expect(svg.components(separatedBy: "<path class=\"map-dots\" d=\"M").count == 2)
        #expect(!svg.contains("map-marker") && !svg.contains("map-label"))
        #expect(svg.contains(#"role="img""#) && svg.contains("<desc id=\"city-map-desc\">Vienna</desc>"))
    }

    @Test func dotsCostTheBytesOfTheirSpotsNotOfTheirNumber() {
        var map = RouteMap(points: [], title: "Vienna", description: "Vienna")
        map.dots = Self.dots(40_000)
        let once = map.svg(idPrefix: "m")
        // Each place twice, the second a few metres off: the same spots, the same bytes.
        map.dots += Self.dots(40_000).map { MapCoordinate(latitude: $0.latitude + 0.00001, longitude: $0.longitude) }
        #expect(map.svg(idPrefix: "m") == once)
        #expect(once.utf8.count < 140_000, "\(once.utf8.count) bytes")
        // 40,000 places over every spot of the map: the most its dots can take.
        map.dots = (0..<40_000).map {
            MapCoordinate(latitude: 48.1 + Double($0 % 200) * 0.001, longitude: 16.2 + Double($0 / 200) * 0.0015)
        }
        #expect(map.svg(idPrefix: "m").utf8.count < 140_000)
    }

    @Test func markersAndTheirNamesAreDrawnOverTheDots() {
        var map = RouteMap(
            points: [
                MapPoint(
                    label: "Kunsthistorisches Museum", coordinate: MapCoordinate(latitude: 48.2037, longitude: 16.3617),
                    url: "khm/", kind: .recommendation),
                MapPoint(
                    label: "Café Sperl", coordinate: MapCoordinate(latitude: 48.1989, longitude: 16.3593),
                    url: "sperl/",
                    kind: .recommendation),
            ], title: "Vienna")
        map.dots = Self.dots(500)
        map.labelsMarkers = true
        let svg = map.svg(idPrefix: "city-map")
        let dots = try! #require(svg.range(of: "class=\"map-dots\""))
        let marker = try! #require(svg.range(of: "class=\"map-marker\""))
        let label = try! #require(svg.range(of: ">Café Sperl</text>"))
        #expect(dots.lowerBound < label.lowerBound && label.lowerBound < marker.lowerBound)
    }
}
