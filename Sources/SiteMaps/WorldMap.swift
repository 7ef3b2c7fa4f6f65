import CWorldMapData

/// Land, coastlines and country borders of the whole world (Natural Earth 1:50m, public domain),
/// decoded once from the data compiled into the executable; Scripts/make-world-map.py writes it.
struct WorldMap: Sendable {
    /// What a line of the world map is, and so how it is drawn.
    enum Layer: UInt8, Sendable, CaseIterable {
        /// A closed ring of land: outer rings run clockwise on the map, holes anticlockwise.
        case land = 0
        /// A shore.
        case coast = 1
        /// A border between two countries.
        case border = 2
    }

    /// One ring or line, in degrees, with its extent for a quick test against a map's view.
    struct Line: Sendable {
        var layer: Layer
        var longitudes: [Double]
        var latitudes: [Double]
        var west: Double
        var east: Double
        var south: Double
        var north: Double
    }

    var lines: [Line]

    /// The world map compiled into the executable.
    static let embedded = WorldMap(
        bytes: UnsafeBufferPointer(start: itineshary_world_map_start(), count: itineshary_world_map_size)
    )

    /// Decodes the format Scripts/make-world-map.py writes; data that does not follow it gives an empty map.
    init(bytes: UnsafeBufferPointer<UInt8>) {
        var reader = Reader(bytes: bytes)
        guard reader.magic("ITWM"), let version = reader.byte(), version == 1,
            let scale = reader.uint32(), scale > 0, let count = reader.uint32()
        else {
            lines = []
            return
        }
        var lines: [Line] = []
        for _ in 0..<count {
            guard let kind = reader.byte(), let layer = Layer(rawValue: kind),
                let line = reader.line(layer: layer, scale: scale, limit: bytes.count)
            else { break }
            lines.append(line)
        }
        self.lines = lines
    }

    /// Reads the data files Scripts/make-world-map.py and Scripts/make-country-shapes.py write.
    struct Reader {
        let bytes: UnsafeBufferPointer<UInt8>
        var offset = 0

        mutating func byte() -> UInt8? {
            guard offset < bytes.count else { return nil }
            defer { offset += 1 }
            return bytes[offset]
        }

        mutating func magic(_ text: String) -> Bool {
            Array(text.utf8).allSatisfy { byte() == $0 }
        }

        /// A line's point count, then its points as zigzag deltas in units of `1 / scale` degree; `nil` when the
        /// data ends first, or the line has fewer than two points or more than `limit`.
        mutating func line(layer: Layer, scale: Int, limit: Int) -> Line? {
            guard let points = varint(), points <= limit else { return nil }
            var x = 0
            var y = 0
            var longitudes: [Double] = []
            var latitudes: [Double] = []
            longitudes.reserveCapacity(points)
            latitudes.reserveCapacity(points)
            for _ in 0..<points {
                guard let dx = zigzag(), let dy = zigzag() else { return nil }
                x += dx
                y += dy
                longitudes.append(Double(x) / Double(scale))
                latitudes.append(Double(y) / Double(scale))
            }
            guard points > 1 else { return nil }
            return Line(
                layer: layer, longitudes: longitudes, latitudes: latitudes,
                west: longitudes.min() ?? 0, east: longitudes.max() ?? 0,
                south: latitudes.min() ?? 0, north: latitudes.max() ?? 0)
        }

        mutating func uint32() -> Int? {
            var value = 0
            for shift in stride(from: 0, to: 32, by: 8) {
                guard let next = byte() else { return nil }
                value |= Int(next) << shift
            }
            return value
        }

        mutating func varint() -> Int? {
            var value = 0
            var shift = 0
            while shift < 63 {
                guard let next = byte() else { return nil }
                value |= Int(next & 0x7F) << shift
                if next & 0x80 == 0 { return value }
                shift += 7
            }
            return nil
        }

        mutating func zigzag() -> Int? {
            varint().map { ($0 >> 1) ^ -($0 & 1) }
        }
    }
}
