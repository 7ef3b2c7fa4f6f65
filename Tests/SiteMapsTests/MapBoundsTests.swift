import SiteMaps
import Testing

@Suite struct MapBoundsTests {
    @Test func ordinaryBoxKeepsWestBeforeEast() throws {
        let bounds = try #require(MapBounds(enclosing: LisbonTrip.points.map(\.coordinate)))
        #expect(bounds.west == -73.7787)
        #expect(bounds.east == -8.6149)
        #expect(bounds.south == 38.6975)
        #expect(bounds.north == 41.2481)
    }

    @Test func antimeridianBoxTakesTheShortWayRound() throws {
        let tokyo = MapCoordinate(latitude: 35.68, longitude: 139.69)
        let honolulu = MapCoordinate(latitude: 21.31, longitude: -157.86)
        let bounds = try #require(MapBounds(enclosing: [tokyo, honolulu]))
        #expect(bounds.longitudeSpan < 180)
        #expect(abs(bounds.longitudeSpan - 62.45) < 1e-9)
        #expect(bounds.west == 139.69)
        #expect(abs(bounds.unwrappedLongitude(-157.86) - 202.14) < 1e-9)
    }

    @Test func antimeridianPointsProjectSideBySide() throws {
        let tokyo = MapCoordinate(latitude: 35.68, longitude: 139.69)
        let honolulu = MapCoordinate(latitude: 21.31, longitude: -157.86)
        let map = RouteMap(
            points: [
                MapPoint(label: "Tokyo", coordinate: tokyo, kind: .city),
                MapPoint(label: "Honolulu", coordinate: honolulu, kind: .city),
            ],
            route: [tokyo, honolulu],
            title: "Pacific"
        )
        let projection = try #require(map.projection)
        #expect(projection.bounds.longitudeSpan < 180)
        let west = projection.position(of: tokyo)
        let east = projection.position(of: honolulu)
        #expect(west.x < east.x)
        #expect(west.x >= projection.padding - 1e-9)
        #expect(east.x <= projection.width - projection.padding + 1e-9)
    }

    @Test func latitudesAreClampedNearThePoles() throws {
        let bounds = try #require(
            MapBounds(enclosing: [
                MapCoordinate(latitude: 89.9, longitude: 10),
                MapCoordinate(latitude: -90, longitude: 20),
            ])
        )
        #expect(bounds.north == 85)
        #expect(bounds.south == -85)
    }

    @Test func noFiniteCoordinateGivesNoBounds() {
        #expect(MapBounds(enclosing: []) == nil)
        #expect(MapBounds(enclosing: [MapCoordinate(latitude: .nan, longitude: 0)]) == nil)
    }

    @Test(arguments: [(180.0, -180.0), (-180.0, -180.0), (190.0, -170.0), (-190.0, 170.0), (540.0, -180.0)])
    func longitudesAreNormalized(longitude: Double, expected: Double) {
        #expect(MapBounds.normalizedLongitude(longitude) == expected)
    }
}
