import Foundation
import Testing

@testable import SiteMaps

@Suite struct MapGeometryTests {
    let box = MapRect(minX: 0, minY: 0, maxX: 100, maxY: 50)

    func p(_ x: Double, _ y: Double) -> MapPosition { MapPosition(x: x, y: y) }

    @Test func simplificationDropsPointsWithinTheTolerance() {
        let line = [p(0, 0), p(10, 0.4), p(20, -0.3), p(30, 5), p(40, 0)]
        #expect(MapGeometry.simplified(line, tolerance: 1) == [p(0, 0), p(20, -0.3), p(30, 5), p(40, 0)])
        #expect(MapGeometry.simplified(line, tolerance: 10) == [p(0, 0), p(40, 0)])
        #expect(MapGeometry.simplified(line, tolerance: 0.1) == line)
    }

    @Test func aRingAcrossTheEdgeIsCutAlongIt() {
        let ring = [p(50, 10), p(150, 10), p(150, 40), p(50, 40), p(50, 10)]
        #expect(MapGeometry.clippedPolygon(ring, to: box) == [p(50, 10), p(100, 10), p(100, 40), p(50, 40)])
    }

    @Test func aRingAroundTheWholeBoxBecomesTheBox() {
        let ring = [p(-10, -10), p(200, -10), p(200, 200), p(-10, 200), p(-10, -10)]
        let clipped = MapGeometry.clippedPolygon(ring, to: box)
        #expect(Set(clipped.map { "\($0.x) \($0.y)" }) == ["0.0 0.0", "100.0 0.0", "100.0 50.0", "0.0 50.0"])
    }

    @Test func aRingOutsideTheBoxIsGone() {
        #expect(MapGeometry.clippedPolygon([p(200, 0), p(300, 0), p(300, 40), p(200, 0)], to: box).isEmpty)
    }

    @Test func aLineLeavingAndComingBackIsTwoPieces() {
        let line = [p(10, 10), p(150, 10), p(150, 30), p(10, 30)]
        #expect(
            MapGeometry.clippedPolyline(line, to: box) == [[p(10, 10), p(100, 10)], [p(100, 30), p(10, 30)]])
    }

    @Test func pathsUseWholeUnitsAndRelativeSteps() {
        #expect(WorldMap.commands([p(1.4, 2.6), p(5, 3), p(5.2, 3.1), p(2, 8)], closed: true) == "M1 3l4 0-3 5z")
        #expect(WorldMap.commands([p(1, 1), p(1.2, 1.3)], closed: false) == nil)
    }
}

@Suite struct WorldMapTests {
    @Test func theEmbeddedWorldHasLandCoastsAndBorders() {
        let lines = WorldMap.embedded.lines
        #expect(lines.count > 3000)
        for layer in WorldMap.Layer.allCases {
            #expect(lines.contains { $0.layer == layer })
        }
        #expect(lines.allSatisfy { $0.west >= -180 && $0.east <= 180 && $0.south >= -90 && $0.north <= 90 })
    }

    /// Iberia on a map from Lisbon to Porto: land, the Atlantic coast and the border with Spain, clipped to
    /// the map, every point of every path inside the `viewBox` (with the clipping margin).
    @Test func iberiaIsDrawnInsideTheMap() throws {
        let map = RouteMap(points: [LisbonTrip.castelo, LisbonTrip.lello, LisbonTrip.caboDaRoca], title: "Portugal")
        let projection = try #require(map.projection)
        let paths = WorldMap.embedded.pathData(for: projection)
        #expect(Set(paths.keys) == [.land, .coast, .border])
        for (_, d) in paths {
            var x = 0
            var y = 0
            for command in d.split(whereSeparator: { $0 == "M" || $0 == "z" }) {
                let parts = command.split(separator: "l")
                let start = parts[0].split(separator: " ").compactMap { Int($0) }
                (x, y) = (start[0], start[1])
                #expect(Double(x) >= -2 && Double(x) <= projection.width + 2)
                guard parts.count > 1 else { continue }
                let numbers = parts[1].replacingOccurrences(of: "-", with: " -").split(separator: " ").compactMap {
                    Int($0)
                }
                for index in stride(from: 0, to: numbers.count - 1, by: 2) {
                    x += numbers[index]
                    y += numbers[index + 1]
                    #expect(Double(x) >= -3 && Double(x) <= projection.width + 3)
                    #expect(Double(y) >= -3 && Double(y) <= projection.height + 3)
                }
            }
        }
        // Cabo da Roca is on land: west of it is the sea, so the map of the three places shows water too.
        let svg = map.svg(idPrefix: "pt")
        #expect(svg.contains(#"<rect class="map-background""#))
        #expect(svg.contains(#"<path class="map-land""#))
    }

    /// A map of one place shows its region: 240 km across, where Lisbon's coast is drawn; 560 units make
    /// 100 units 43 km, so the scale bar stands for 20 km.
    @Test func aMapOfOnePlaceShowsItsRegion() throws {
        let map = RouteMap(points: [LisbonTrip.castelo], title: "Castelo")
        let projection = try #require(map.projection)
        #expect(abs(projection.kilometresPerUnit * (projection.width - 2 * projection.padding) - 240) < 1)
        let svg = map.svg(idPrefix: "c")
        #expect(svg.contains(#"<path class="map-land""#))
        #expect(svg.contains(#"<path class="map-coast""#))
        #expect(svg.contains(">20 km</text>"))
    }

    @Test func theWorldMapIsLeftOffMapsMoreDetailedThanItsData() throws {
        let map = RouteMap(points: [LisbonTrip.castelo, LisbonTrip.timeOut], title: "Baixa")
        let projection = try #require(map.projection)
        #expect(projection.kilometresPerUnit < WorldMap.finestKilometresPerUnit)
        #expect(!map.svg(idPrefix: "b").contains("map-land"))
    }
}

@Suite struct MapScaleBarTests {
    @Test(arguments: [(0.8, 50_000.0, 62.5), (0.033, 2_000.0, 60.6), (0.003, 200.0, 66.7), (30.0, 2_000_000.0, 66.7)])
    func theBarIsTheLongestRoundDistanceThatFits(kilometresPerUnit: Double, metres: Double, length: Double) {
        let bar = MapScaleBar(kilometresPerUnit: kilometresPerUnit)
        #expect(bar.metres == metres)
        #expect(abs(bar.length - length) < 0.1)
        #expect(bar.length <= MapScaleBar.maximumLength)
    }

    @Test func labelsAreKilometresFromOneKilometre() {
        #expect(MapScaleBar(kilometresPerUnit: 0.8).label(.english) == "50 km")
        #expect(MapScaleBar(kilometresPerUnit: 0.003).label(.english) == "200 m")
    }

    /// The bar's length in km matches the projection: 50 km along the parallel through the map's middle.
    @Test func theBarMeasuresTheMap() throws {
        let map = RouteMap(points: [LisbonTrip.castelo, LisbonTrip.lello], title: "Portugal")
        let projection = try #require(map.projection)
        let bar = MapScaleBar(kilometresPerUnit: projection.kilometresPerUnit)
        let middle = projection.latitude(atY: projection.height / 2)
        let west = projection.longitude(atX: 100)
        let east = projection.longitude(atX: 100 + bar.length)
        let kilometres = (east - west) / 360 * MapProjection.equatorKilometres * cos(middle * .pi / 180)
        #expect(abs(kilometres * 1000 - bar.metres) < 1)
    }
}

@Suite struct MapMarkerLayoutTests {
    /// Forty places in a few streets: every marker inside the map, none on another or on the scale bar.
    @Test func fortyMarkersInOneSpotDoNotOverlap() {
        let scale = MapRect(minX: 6, minY: 290, maxX: 120, maxY: 314)
        let layout = MapMarkerLayout(width: 640, height: 320, radius: 11, obstacles: [scale])
        let positions = (0..<40).map { MapPosition(x: 320 + Double($0 % 5), y: 160 + Double($0 / 5)) }
        let placed = layout.place(positions)
        #expect(placed.count == 40)
        for (index, a) in placed.enumerated() {
            #expect(a.x - 11 >= 0 && a.x + 11 <= 640 && a.y - 11 >= 0 && a.y + 11 <= 320)
            #expect(!scale.intersects(MapRect(minX: a.x - 11, minY: a.y - 11, maxX: a.x + 11, maxY: a.y + 11)))
            for b in placed[(index + 1)...] {
                #expect(max(abs(a.x - b.x), abs(a.y - b.y)) >= 22)
            }
        }
        #expect(placed[0] == positions[0])
    }

    /// More markers than room: those that fit do not overlap; once one finds no room, it and every later one
    /// that is not free at its own spot is drawn there, on top of others, and none is left out.
    @Test func aFullMapDrawsTheRestAtTheirOwnSpots() throws {
        let layout = MapMarkerLayout(width: 100, height: 100, radius: 10)
        // Room for sixteen markers at most: a 4 × 4 grid of boxes 23 apart fits in 96 × 96.
        let positions = (0..<40).map { MapPosition(x: 50 + Double($0 % 3), y: 50 + Double($0 / 3 % 3)) }
        let placed = layout.place(positions)
        #expect(placed.count == 40)
        let firstOnTop = placed.indices.first { index in
            placed[..<index].contains { max(abs($0.x - placed[index].x), abs($0.y - placed[index].y)) < 23 }
        }
        let full = try #require(firstOnTop)
        #expect(full > 1 && full <= 16)
        for index in full..<placed.count {
            #expect(placed[index] == positions[index])
        }
        for (index, a) in placed[..<full].enumerated() {
            #expect(a.x - 10 >= 0 && a.x + 10 <= 100 && a.y - 10 >= 0 && a.y + 10 <= 100)
            for b in placed[(index + 1)..<full] { #expect(max(abs(a.x - b.x), abs(a.y - b.y)) >= 23) }
        }
    }

    /// A map one marker high: the second marker moves right along the row, the third finds no room and is drawn on
    /// the first; the fourth then takes its own spot too, though a spot a ring away from it is still free.
    @Test func onceAMarkerFindsNoRoomTheLaterOnesAreNotMoved() {
        let layout = MapMarkerLayout(width: 100, height: 24, radius: 10)
        let row = [12.0, 12, 12, 75].map { MapPosition(x: $0, y: 12) }
        #expect(layout.place(row) == [12.0, 62, 12, 75].map { MapPosition(x: $0, y: 12) })
        // Before the map is full, that spot is taken.
        #expect(layout.place([row[0], row[1], row[3]]) == [12.0, 62, 85].map { MapPosition(x: $0, y: 12) })
    }

    /// Markers are placed in order, each by those before it: a few are placed without the grid, many with it, and
    /// the first few of many land where the few alone do, whether they fit, move or end up on top of others.
    @Test func aFewMarkersLandWhereTheFirstOfManyDo() {
        let scale = MapRect(minX: 6, minY: 290, maxX: 120, maxY: 314)
        let few = MapMarkerLayout.markersWithoutGrid
        for layout in [
            MapMarkerLayout(width: 640, height: 320, radius: 11, obstacles: [scale]),
            MapMarkerLayout(width: 100, height: 100, radius: 10), MapMarkerLayout(width: 100, height: 24, radius: 10),
        ] {
            let positions = (0..<40).map { MapPosition(x: 20 + Double($0 * 7 % 60), y: 12 + Double($0 % 4)) }
            let many = layout.place(positions)
            #expect(Array(many.prefix(few)) == layout.place(Array(positions.prefix(few))))
            // Some of them were moved: the search around a taken spot is compared too.
            #expect(zip(many.prefix(few), positions).contains { $0 != $1 })
        }
    }

    @Test func aMarkerAtTheEdgeIsMovedInside() {
        let layout = MapMarkerLayout(width: 640, height: 320, radius: 11)
        #expect(layout.place([MapPosition(x: 639, y: -5)]) == [MapPosition(x: 627, y: 13)])
    }
}

@Suite struct MapLinksTests {
    let torre = MapCoordinate(latitude: 38.69158, longitude: -9.21599)

    @Test func geoURI() {
        #expect(MapLinks.geo(torre) == "geo:38.69158,-9.21599")
        #expect(MapLinks.geo(MapCoordinate(latitude: 35, longitude: 139.7000004)) == "geo:35,139.7")
    }

    @Test func openStreetMapLink() {
        #expect(
            MapLinks.openStreetMap(torre)
                == "https://www.openstreetmap.org/?mlat=38.69158&mlon=-9.21599#map=16/38.69158/-9.21599")
    }

    @Test func directionsThroughTheStopsInOrder() {
        let castelo = MapCoordinate(latitude: 38.7139, longitude: -9.1335)
        #expect(
            MapLinks.directions([torre, castelo], service: .openStreetMap)
                == "https://www.openstreetmap.org/directions?route=38.69158,-9.21599;38.7139,-9.1335")
        #expect(
            MapLinks.directions([torre, castelo, torre], service: .google)
                == "https://www.google.com/maps/dir/38.69158,-9.21599/38.7139,-9.1335/38.69158,-9.21599")
        #expect(MapLinks.directions([torre], service: .google) == nil)
        // openstreetmap.org routes from one place to another, with no stop between.
        #expect(MapLinks.directions([torre, castelo, torre], service: .openStreetMap) == nil)
    }

    /// Coordinates in map links: six decimals at most, no trailing zero, no exponent.
    @Test(arguments: [
        (38.71389, "38.71389"), (-9.2160, "-9.216"), (38, "38"), (0, "0"), (-0.0, "0"), (0.000001, "0.000001"),
        (-0.0000004, "0"), (-0.0000006, "-0.000001"), (12.3400004, "12.34"), (179.9999996, "180"),
        (0.1, "0.1"), (-45.000010, "-45.00001"), (1e9, "1000"), (-1e9, "-1000"), (.nan, "0"), (.infinity, "0"),
    ])
    func degreesAreWrittenShortAndExact(value: Double, text: String) {
        #expect(MapLinks.degrees(value) == text)
    }

    /// The same text as rounding to millionths and trimming the zeros of the six decimals.
    @Test func degreesMatchTheSixDecimalsTrimmed() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20_000 {
            let value = Double.random(in: -180...180, using: &generator)
            let millionths = Int((value * 1_000_000).rounded())
            let whole = millionths.magnitude / 1_000_000
            var fraction = String(millionths.magnitude % 1_000_000)
            fraction = String(repeating: "0", count: 6 - fraction.count) + fraction
            while fraction.hasSuffix("0") { fraction.removeLast() }
            let sign = millionths < 0 ? "-" : ""
            #expect(MapLinks.degrees(value) == (fraction.isEmpty ? "\(sign)\(whole)" : "\(sign)\(whole).\(fraction)"))
        }
    }

    @Test func aPlaceWithoutCoordinatesIsSearchedFor() {
        #expect(MapLinks.geo(query: "Ribeira, Porto") == "geo:0,0?q=Ribeira%2C%20Porto")
        #expect(
            MapLinks.openStreetMap(query: "Tenryū-ji & garden")
                == "https://www.openstreetmap.org/search?query=Tenry%C5%AB-ji%20%26%20garden")
    }
}
