import Foundation
import Testing

@testable import SiteMaps

/// A city map names its markers beside them where the names fit, at the size a wide page draws them and at the
/// size a phone's column does, and leaves the others to the legend.
@Suite struct MapLabelTests {
    /// Seven places of Lisbon, three of them a street apart.
    static let places: [(String, Double, Double)] = [
        ("Café A Brasileira", 38.7107, -9.1424), ("Calouste Gulbenkian Museum", 38.7372, -9.1542),
        ("Castelo de São Jorge", 38.7139, -9.1335), ("Cervejaria Ramiro", 38.7211, -9.1359),
        ("Jerónimos Monastery", 38.6979, -9.2068), ("Pastéis de Belém", 38.6975, -9.2033),
        ("Time Out Market <Lisboa> & Co", 38.7068, -9.1459),
    ]

    static func map(labelled: Bool) -> RouteMap {
        var map = RouteMap(
            points: places.map {
                MapPoint(
                    label: $0.0, coordinate: MapCoordinate(latitude: $0.1, longitude: $0.2), url: "p/",
                    kind: .recommendation)
            }, title: "Lisbon")
        map.labelsMarkers = labelled
        return map
    }

    /// The labels of an SVG: each text, and its box as the layout reckons it.
    static func labels(_ svg: String) -> [String] {
        svg.components(separatedBy: "<text class=\"map-label\"").dropFirst().map {
            String($0.split(separator: ">", maxSplits: 1)[1].split(separator: "<")[0])
        }
    }

    @Test func aCityMapNamesTheMarkersWhereTheNamesFit() {
        let svg = Self.map(labelled: true).svg(idPrefix: "city-map")
        let names = Self.labels(svg)
        #expect(names.count >= 4)
        #expect(names.contains("Calouste Gulbenkian Museum"))
        // Escaped like every text of the map.
        #expect(!svg.contains("<Lisboa>"))
        #expect(svg.contains(#"<g class="map-labels" aria-hidden="true" font-size="13""#))
        // A map without names draws none.
        #expect(Self.labels(Self.map(labelled: false).svg(idPrefix: "city-map")).isEmpty)
    }

    @Test func namesMeetNoMarkerNoNameAndNoEdgeAtEitherSize() {
        let layout = MapLabelLayout(width: 640, height: 320, radius: 11, fontSize: 13)
        // A row of markers 40 units apart, one at the right edge: names cannot go beside each other.
        let markers = (0..<8).map { MapPosition(x: 60 + Double($0) * 40, y: 160) } + [MapPosition(x: 628, y: 20)]
        let names = (0..<9).map { "Place with a long name \($0)" }
        let labels = layout.place(names, at: markers)
        #expect(labels.contains { $0 == nil } && labels.contains { $0 != nil })
        for scale in [1.0, MapStyle.narrowScale] {
            var boxes = markers.map {
                MapRect(
                    minX: $0.x - 11 * scale, minY: $0.y - 11 * scale, maxX: $0.x + 11 * scale, maxY: $0.y + 11 * scale)
            }
            for (index, label) in labels.enumerated() {
                guard let label else { continue }
                let width = layout.textWidth(names[index]) * scale
                let origin = markers[index]
                // The text's box around its anchor, grown around the marker's centre.
                let left =
                    label.anchor == "start"
                    ? label.x : label.anchor == "end" ? label.x - width / scale : label.x - width / scale / 2
                let minX = origin.x + (left - origin.x) * scale
                let midY = origin.y + (label.y - 13 * 0.35 - origin.y) * scale
                let box = MapRect(
                    minX: minX, minY: midY - 13 * 0.6 * scale, maxX: minX + width, maxY: midY + 13 * 0.6 * scale)
                #expect(
                    box.minX >= 0 && box.maxX <= 640 && box.minY >= 0 && box.maxY <= 320, "\(names[index]) at \(scale)")
                #expect(!boxes.contains { $0.intersects(box) }, "\(names[index]) at \(scale)")
                boxes.append(box)
            }
        }
    }
}
