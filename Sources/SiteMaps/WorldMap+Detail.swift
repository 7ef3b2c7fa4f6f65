/// The world map with fewer points, for maps too wide to show its full detail: a map of an ocean crossing
/// projects and simplifies every coast it shows, and most of their points would fall within one `viewBox` unit
/// of each other.
extension WorldMap {
    /// Copies simplified once, in degrees, each drawn in place of the whole map when its tolerance is under half
    /// a `viewBox` unit at the map's scale, so the map drawn from it differs by no more than that.
    static let fineCopy = embedded.simplified(degrees: 0.02)
    static let mediumCopy = embedded.simplified(degrees: 0.08)
    static let coarseCopy = embedded.simplified(degrees: 0.3)

    /// Kilometres in a degree of latitude.
    static let kilometresPerDegree = 111.32

    /// The world map, or the simplest copy of it that draws a map with `projection` as well. A copy is made the
    /// first time a map needs it.
    static func detail(for projection: MapProjection) -> WorldMap {
        let halfUnit = projection.kilometresPerUnit / 2
        if 0.3 * kilometresPerDegree <= halfUnit { return coarseCopy }
        if 0.08 * kilometresPerDegree <= halfUnit { return mediumCopy }
        if 0.02 * kilometresPerDegree <= halfUnit { return fineCopy }
        return embedded
    }

    /// The map with each line simplified to within `degrees` (longitude and latitude taken as a plane, which at
    /// these tolerances moves no point by more than the tolerance); rings left with fewer than three points and
    /// lines with fewer than two are dropped.
    func simplified(degrees: Double) -> WorldMap {
        var copy = self
        copy.lines = lines.compactMap { line in
            let points = zip(line.longitudes, line.latitudes).map { MapPosition(x: $0, y: $1) }
            let simple = MapGeometry.simplified(points, tolerance: degrees)
            guard simple.count >= (line.layer == .land ? 3 : 2) else { return nil }
            var simplified = line
            simplified.longitudes = simple.map(\.x)
            simplified.latitudes = simple.map(\.y)
            return simplified
        }
        return copy
    }
}
