/// The world map drawn for one map's projection: each layer as one path's `d`, simplified to about one
/// `viewBox` unit and clipped to the `viewBox`, in whole units with relative moves so the SVG stays small.
extension WorldMap {
    /// The most detailed scale the world map is drawn at, in kilometres per `viewBox` unit: Natural Earth
    /// 1:50m is accurate to a kilometre or two (its estuaries and small islands more coarsely), a few units
    /// at this scale, where a 640-unit map is 160 km across.
    static let finestKilometresPerUnit = 0.25

    /// How far outside the `viewBox` lines are kept, so clipped edges never show.
    static let clipMargin = 2.0

    /// The `d` of each layer that has anything to draw on a map with `projection`.
    func pathData(for projection: MapProjection, tolerance: Double = 1) -> [Layer: String] {
        let margin = Self.clipMargin
        let box = MapRect(
            minX: -margin, minY: -margin, maxX: projection.width + margin, maxY: projection.height + margin)
        let west = projection.longitude(atX: box.minX)
        let east = projection.longitude(atX: box.maxX)
        let north = projection.latitude(atY: box.minY)
        let south = projection.latitude(atY: box.maxY)
        var paths: [Layer: [String]] = [:]
        for line in lines where line.north >= south && line.south <= north {
            for shift in [-360.0, 0, 360] where line.east + shift >= west && line.west + shift <= east {
                var points: [MapPosition] = []
                points.reserveCapacity(line.longitudes.count)
                for index in line.longitudes.indices {
                    points.append(
                        projection.position(longitude: line.longitudes[index] + shift, latitude: line.latitudes[index]))
                }
                let simple = MapGeometry.simplified(points, tolerance: tolerance)
                switch line.layer {
                case .land:
                    let ring = MapGeometry.clippedPolygon(simple, to: box)
                    if let d = Self.commands(ring, closed: true) { paths[.land, default: []].append(d) }
                case .coast, .border:
                    for piece in MapGeometry.clippedPolyline(simple, to: box) {
                        if let d = Self.commands(piece, closed: false) { paths[line.layer, default: []].append(d) }
                    }
                }
            }
        }
        return paths.mapValues { $0.joined() }
    }

    /// `M` to the first point, then `l` by whole units to each point that moves, `z` to close a ring;
    /// `nil` when the points round to fewer than two places (three for a ring).
    static func commands(_ points: [MapPosition], closed: Bool) -> String? {
        var rounded: [(Int, Int)] = []
        for point in points {
            let xy = (Int(point.x.rounded()), Int(point.y.rounded()))
            if let last = rounded.last, last == xy { continue }
            rounded.append(xy)
        }
        if closed, rounded.count > 1, let first = rounded.first, let last = rounded.last, first == last {
            rounded.removeLast()
        }
        guard rounded.count >= (closed ? 3 : 2) else { return nil }
        var text = "M\(rounded[0].0) \(rounded[0].1)l"
        for index in 1..<rounded.count {
            let dx = rounded[index].0 - rounded[index - 1].0
            let dy = rounded[index].1 - rounded[index - 1].1
            if index > 1, dx >= 0 { text += " " }
            text += "\(dx)"
            if dy >= 0 { text += " " }
            text += "\(dy)"
        }
        return closed ? text + "z" : text
    }
}
