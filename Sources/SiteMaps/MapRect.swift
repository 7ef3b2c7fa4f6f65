/// An axis-aligned rectangle in `viewBox` units, used to keep labels off each other and off markers.
struct MapRect: Hashable {
    var minX: Double
    var minY: Double
    var maxX: Double
    var maxY: Double

    /// Whether the two rectangles share any area; touching edges do not count.
    func intersects(_ other: MapRect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }

    /// The rectangle `factor` times as large, its bottom-left corner where it was: as a stylesheet's
    /// `transform: scale(…)` from `left bottom` draws it.
    func scaled(by factor: Double) -> MapRect {
        MapRect(minX: minX, minY: maxY - (maxY - minY) * factor, maxX: minX + (maxX - minX) * factor, maxY: maxY)
    }
}
