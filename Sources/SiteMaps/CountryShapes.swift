import CWorldMapData

/// Each country's outline by its ISO 3166-1 code (Natural Earth 1:110m, public domain), for shading the
/// countries trips visit on maps of a region or wider; Scripts/make-country-shapes.py writes it. The smallest
/// countries (Singapore, Malta) are not in it, and are not shaded.
struct CountryShapes: Sendable {
    /// The most detailed scale the outlines are drawn at, in kilometres per `viewBox` unit: 1:110m strays ten
    /// kilometres or more from the coast the world map draws, a few units at this scale (a 640-unit map 2,500 km
    /// across); a closer map shades nothing.
    static let finestKilometresPerUnit = 4.0

    /// Each country's rings, in degrees.
    var rings: [String: [WorldMap.Line]]

    /// The outlines compiled into the executable.
    static let embedded = CountryShapes(
        bytes: UnsafeBufferPointer(start: itineshary_country_shapes_start(), count: itineshary_country_shapes_size))

    /// Decodes the format Scripts/make-country-shapes.py writes; data that does not follow it gives no shapes.
    init(bytes: UnsafeBufferPointer<UInt8>) {
        rings = Self.decode(bytes)
    }

    private static func decode(_ bytes: UnsafeBufferPointer<UInt8>) -> [String: [WorldMap.Line]] {
        var reader = WorldMap.Reader(bytes: bytes)
        var rings: [String: [WorldMap.Line]] = [:]
        guard reader.magic("ITWC"), reader.byte() == 1, let scale = reader.uint32(), scale > 0,
            let count = reader.uint32()
        else { return rings }
        for _ in 0..<count {
            guard let first = reader.byte(), let second = reader.byte(),
                let line = reader.line(layer: .land, scale: scale, limit: bytes.count)
            else { break }
            rings[String(decoding: [first, second], as: UTF8.self), default: []].append(line)
        }
        return rings
    }

    /// The `d` of the outlines of `codes` on a map with `projection`, clipped to its `viewBox`; `nil` when none
    /// of them is on the map.
    func pathData(of codes: Set<String>, for projection: MapProjection) -> String? {
        let margin = WorldMap.clipMargin
        let box = MapRect(
            minX: -margin, minY: -margin, maxX: projection.width + margin, maxY: projection.height + margin)
        let west = projection.longitude(atX: box.minX)
        let east = projection.longitude(atX: box.maxX)
        var paths: [String] = []
        for code in codes.sorted() {
            for ring in rings[code] ?? [] {
                for shift in [-360.0, 0, 360] where ring.east + shift >= west && ring.west + shift <= east {
                    let points = zip(ring.longitudes, ring.latitudes).map {
                        projection.position(longitude: $0 + shift, latitude: $1)
                    }
                    let clipped = MapGeometry.clippedPolygon(MapGeometry.simplified(points, tolerance: 1), to: box)
                    if let d = WorldMap.commands(clipped, closed: true) { paths.append(d) }
                }
            }
        }
        return paths.isEmpty ? nil : paths.joined()
    }
}
