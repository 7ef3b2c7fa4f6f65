import Foundation
import SiteMaps
import Testing

/// The sample trip drawn whole and around Lisbon. Set `SITE_MAPS_SAMPLE_DIR` to a folder to also
/// write the SVGs there for a look in a browser.
@Suite struct LisbonSampleTests {
    @Test(arguments: [("trip", LisbonTrip.tripMap), ("lisbon", LisbonTrip.lisbonMap)])
    func sampleDrawsEveryPointInsideTheViewBox(name: String, map: RouteMap) throws {
        let svg = map.svg(idPrefix: name)
        let projection = try #require(map.projection)
        for point in map.points {
            let position = projection.position(of: point.coordinate)
            #expect(
                position.x >= projection.padding - 1e-6 && position.x <= projection.width - projection.padding + 1e-6)
            #expect(
                position.y >= projection.padding - 1e-6 && position.y <= projection.height - projection.padding + 1e-6)
            if let url = point.url {
                #expect(svg.contains("<a href=\"\(url)\""))
            }
        }
        #expect(svg.components(separatedBy: "<circle class=\"map-marker\"").count == map.points.count + 1)
        if let folder = ProcessInfo.processInfo.environment["SITE_MAPS_SAMPLE_DIR"] {
            let url = URL(fileURLWithPath: folder).appendingPathComponent("\(name).svg")
            try Data(svg.utf8).write(to: url)
        }
    }

    @Test func tripMapSpansTheAtlantic() throws {
        let bounds = try #require(LisbonTrip.tripMap.bounds)
        #expect(bounds.west == -73.7787)
        #expect(bounds.east == -8.6149)
        // The great circle from New York bends north of both ends.
        #expect(bounds.north > 41.2481)
    }
}
