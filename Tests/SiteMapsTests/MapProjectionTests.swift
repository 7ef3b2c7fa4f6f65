import SiteMaps
import Testing

@Suite struct MapProjectionTests {
    /// Ten degrees wide and five high at the equator: about twice as wide as high, so the box
    /// fills the padded area in both directions without reaching the height limits.
    let bounds = MapBounds(south: 0, north: 5, west: 0, east: 10)

    @Test func oppositeCornersLandOnThePaddedCorners() {
        let projection = MapProjection(bounds: bounds)
        let northWest = projection.position(of: MapCoordinate(latitude: 5, longitude: 0))
        let southEast = projection.position(of: MapCoordinate(latitude: 0, longitude: 10))
        #expect(projection.height > 320 && projection.height < 640)
        #expect(abs(northWest.x - 40) < 1e-9)
        #expect(abs(northWest.y - 40) < 1e-9)
        #expect(abs(southEast.x - 600) < 1e-9)
        #expect(abs(southEast.y - (projection.height - 40)) < 1e-9)
    }

    @Test func aspectRatioIsPreserved() {
        let wide = MapBounds(south: 38, north: 42, west: -74, east: -8)
        let projection = MapProjection(bounds: wide)
        #expect(projection.height == 320)
        let a = projection.position(of: MapCoordinate(latitude: 38, longitude: -74))
        let b = projection.position(of: MapCoordinate(latitude: 42, longitude: -8))
        let mercatorWidth = MapProjection.mercatorX(longitude: -8) - MapProjection.mercatorX(longitude: -74)
        let mercatorHeight = MapProjection.mercatorY(latitude: 38) - MapProjection.mercatorY(latitude: 42)
        #expect(abs((b.x - a.x) / (a.y - b.y) - mercatorWidth / mercatorHeight) < 1e-9)
        // Width-limited: the box spans the padded width and is centred vertically.
        #expect(abs(a.x - 40) < 1e-9 && abs(b.x - 600) < 1e-9)
        #expect(abs((a.y + b.y) / 2 - 160) < 1e-9)
    }

    @Test func tallBoxIsClampedAndCentredHorizontally() {
        let tall = MapBounds(south: 0, north: 60, west: 0, east: 1)
        let projection = MapProjection(bounds: tall)
        #expect(projection.height == 640)
        let north = projection.position(of: MapCoordinate(latitude: 60, longitude: 0.5))
        let south = projection.position(of: MapCoordinate(latitude: 0, longitude: 0.5))
        #expect(abs(north.y - 40) < 1e-9 && abs(south.y - 600) < 1e-9)
        #expect(abs(north.x - 320) < 1e-9)
    }

    @Test func mercatorYDecreasesNorthwards() {
        let latitudes = stride(from: -85.0, through: 85.0, by: 0.5)
        let ys = latitudes.map { MapProjection.mercatorY(latitude: $0) }
        #expect(zip(ys, ys.dropFirst()).allSatisfy { $0 > $1 })
        #expect(abs(MapProjection.mercatorY(latitude: 0)) < 1e-12)
        #expect(MapProjection.mercatorY(latitude: 90) == MapProjection.mercatorY(latitude: 85))
        #expect(MapProjection.mercatorY(latitude: 90).isFinite)
    }

    @Test func singlePointIsCentredInTheSmallestView() {
        let point = MapCoordinate(latitude: 38.7139, longitude: -9.1335)
        let projection = MapProjection(bounds: MapBounds(enclosing: [point])!)
        #expect(projection.height == 320)
        let position = projection.position(of: point)
        #expect(abs(position.x - 320) < 1e-9 && abs(position.y - 160) < 1e-9)
        // At least 8 km across: a point 400 m east is still on the map.
        let nearby = projection.position(of: MapCoordinate(latitude: 38.7139, longitude: -9.1285))
        #expect(nearby.x > 320 && nearby.x < 640)
    }
}
