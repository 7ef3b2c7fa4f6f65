import Foundation
import SiteMaps
import Testing

/// Markers and routes in colour groups (a trip's days), and markers laid apart for a phone's column.
@Suite struct GroupedRouteTests {
    static let castle = MapCoordinate(latitude: 38.7139, longitude: -9.1335)
    static let market = MapCoordinate(latitude: 38.7069, longitude: -9.1459)
    static let belem = MapCoordinate(latitude: 38.6975, longitude: -9.2033)
    static let tower = MapCoordinate(latitude: 38.6916, longitude: -9.2160)

    static let twoDays = RouteMap(
        points: [
            MapPoint(label: "Castle", coordinate: castle, url: "#a", kind: .visit, group: 0),
            MapPoint(label: "Market", coordinate: market, url: "#b", kind: .visit, group: 0),
            MapPoint(label: "Belém", coordinate: belem, url: "#c", kind: .visit, group: 1),
            MapPoint(label: "Tower", coordinate: tower, url: "#d", kind: .visit, group: 1),
        ],
        routes: [
            MapRoute(coordinates: [castle, market], group: 0), MapRoute(coordinates: [belem, tower], group: 1),
        ],
        title: "Lisbon")

    @Test func eachGroupHasItsColourAndItsOwnRoute() {
        let svg = Self.twoDays.svg(idPrefix: "m")
        let routes = svg.split(separator: "\n").filter { $0.hasPrefix("<path class=\"map-group-route") }
        #expect(routes.count == 2)
        #expect(routes[0].hasPrefix(##"<path class="map-group-route map-group-0" d="M"##))
        #expect(routes[0].contains(##"stroke="#b3261e""##))
        #expect(routes[1].contains(##"stroke="#1d5fa8""##))
        // Each under a casing in the markers' ring colour; no plain route joins the two days.
        #expect(svg.split(separator: "\n").filter { $0.hasPrefix("<path class=\"map-route-casing\"") }.count == 2)
        #expect(!svg.contains(##"<path class="map-route""##))
        #expect(svg.contains(##"<a href="#a" class="map-point map-point--visit map-group-0" aria-label="1. Castle">"##))
        #expect(svg.contains(##"<a href="#c" class="map-point map-point--visit map-group-1" aria-label="3. Belém">"##))
        #expect(svg.matches(of: /<circle class="map-marker"[^>]*fill="#1d5fa8"/).count == 2)
    }

    @Test func theColoursRepeatAfterTheLast() {
        #expect(MapRoute.swatch(group: 7).contains(##"fill="#b3261e""##))
        #expect(MapRoute.swatch(group: 8).contains(##"fill="#1d5fa8""##))
        #expect(
            MapRoute.swatch(group: 1).hasPrefix(
                ##"<svg xmlns="http://www.w3.org/2000/svg" class="map-group-swatch map-group-1""##))
        #expect(MapRoute.swatch(group: 1).contains(##"aria-hidden="true""##))
    }

    @Test func theRoutesAndTheirColoursAreGivenToATilesScript() {
        var map = Self.twoDays
        map.includesCoordinates = true
        let svg = map.svg(idPrefix: "m")
        #expect(svg.contains(##"data-route="38.7139,-9.1335 38.7069,-9.1459;38.6975,-9.2033 38.6916,-9.216""##))
        #expect(svg.contains(##"data-route-colours="#b3261e #1d5fa8""##))
    }

    /// Marker centres as drawn, from the SVG.
    static func centres(_ svg: String) -> [(x: Double, y: Double)] {
        svg.matches(of: /<circle class="map-marker" cx="([-\d.]+)" cy="([-\d.]+)"/).map {
            (Double($0.output.1)!, Double($0.output.2)!)
        }
    }

    @Test func markersAreLaidApartAtTheSizeANarrowColumnDrawsThem() {
        // Two places 100 m apart: a few units on a map several kilometres across.
        let near = MapCoordinate(latitude: 38.7145, longitude: -9.1340)
        let map = RouteMap(
            points: [
                MapPoint(label: "A", coordinate: Self.castle, url: "#a", kind: .visit),
                MapPoint(label: "B", coordinate: near, url: "#b", kind: .visit),
                MapPoint(label: "C", coordinate: Self.tower, url: "#c", kind: .visit),
            ], title: "Close")
        let centres = Self.centres(map.svg(idPrefix: "m"))
        #expect(centres.count == 3)
        // The markers are 11 units across the radius; a stylesheet draws them 1.6 times larger below 560 px, so
        // their boxes stay apart only with centres at least 2 × 17.6 units apart in x or y.
        let (a, b) = (centres[0], centres[1])
        #expect(max(abs(a.x - b.x), abs(a.y - b.y)) >= 2 * 11 * 1.6)
    }
}
