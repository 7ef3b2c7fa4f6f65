import Testing

@testable import SiteMaps

/// Maps of a region or wider share views on a grid, and are drawn from a copy of the world map with only the
/// points their scale shows.
@Suite struct WideMapTests {
    @Test func aWideMapsEdgesAreOnTheGrid() {
        let bounds = MapBounds(south: 38.7, north: 40.6, west: -73.8, east: -8.6)
        #expect(RouteMap.isWide(bounds))
        let snapped = RouteMap.snapped(bounds)
        #expect([snapped.south, snapped.north, snapped.west, snapped.east] == [35, 45, -75, -5])
        // A city's few kilometres are not wide, and keep their own view.
        #expect(!RouteMap.isWide(MapBounds(south: 38.69, north: 38.73, west: -9.22, east: -9.13)))
    }

    @Test func twoJourneysBetweenTheSameRegionsShareOneView() throws {
        func journey(_ home: MapCoordinate) -> RouteMap {
            RouteMap(
                points: [
                    MapPoint(label: "Home", coordinate: home, kind: .airport),
                    MapPoint(
                        label: "Lisbon", coordinate: MapCoordinate(latitude: 38.72, longitude: -9.14), kind: .city),
                ], title: "Journey")
        }
        let jfk = try #require(journey(MapCoordinate(latitude: 40.64, longitude: -73.78)).projection)
        let ewr = try #require(journey(MapCoordinate(latitude: 40.69, longitude: -74.17)).projection)
        #expect(jfk == ewr)
    }

    @Test func theWorldMapsDetailFollowsTheScale() {
        func detail(kilometresAcross: Double) -> Int {
            let projection = MapProjection(
                bounds: MapBounds(south: 38, north: 39, west: -9, east: -8), minimumKilometres: kilometresAcross)
            return WorldMap.detail(for: projection).lines.reduce(0) { $0 + $1.longitudes.count }
        }
        let full = WorldMap.embedded.lines.reduce(0) { $0 + $1.longitudes.count }
        // 160 km across: every point; an ocean crossing: a fraction of them, fewer the wider the map.
        #expect(detail(kilometresAcross: 160) == full)
        let region = detail(kilometresAcross: 3_000)
        let ocean = detail(kilometresAcross: 12_000)
        #expect(region < full && ocean < region, "\(full) → \(region) → \(ocean)")
    }
}
