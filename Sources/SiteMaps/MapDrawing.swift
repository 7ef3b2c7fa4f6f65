/// A drawn ``RouteMap``: the inline SVG and, when it numbers its markers, the legend that names them.
public struct MapDrawing: Sendable, Hashable {
    /// The `<svg>` element, or an empty string when there was nothing to draw.
    public var svg: String
    /// One entry per numbered marker, in number order; empty for a map of one place.
    public var legend: [MapLegendEntry]
    /// The styles of the lines drawn, each once, in ``MapLine/Style``'s order: the map's key.
    public var lineKey: [MapLine.Style] = []
}

/// A numbered marker's line in a map's legend.
public struct MapLegendEntry: Sendable, Hashable {
    /// The number in the marker.
    public var number: Int
    /// The place.
    public var point: MapPoint
}
