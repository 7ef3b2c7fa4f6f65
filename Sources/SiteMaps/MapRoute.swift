/// A path travelled on a ``RouteMap``, joined in order under the markers.
public struct MapRoute: Sendable, Hashable {
    /// The stops, in the order travelled.
    public var coordinates: [MapCoordinate]
    /// The colour group it belongs to, such as a day of a trip: it is drawn in the colour of the group's
    /// markers (``MapPoint/group``). `nil` draws it in the map's route colour.
    public var group: Int?

    /// Creates a route.
    public init(coordinates: [MapCoordinate], group: Int? = nil) {
        self.coordinates = coordinates
        self.group = group
    }
}

extension MapRoute {
    /// A small drawing of a group's colour, for a map's key beside the group's name: its route with a marker
    /// on it, as an inline `<svg>` hidden from assistive technology, as the name says it.
    public static func swatch(group: Int) -> String {
        let colour = MapStyle.groupColour(group)
        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"map-group-swatch map-group-\(group)\" width=\"36\""
        svg += " height=\"16\" viewBox=\"0 0 36 16\" aria-hidden=\"true\" focusable=\"false\">"
        svg +=
            "<line x1=\"2\" y1=\"8\" x2=\"34\" y2=\"8\" stroke=\"\(colour)\" stroke-width=\"3\" stroke-linecap=\"round\"/>"
        svg +=
            "<circle cx=\"18\" cy=\"8\" r=\"6\" fill=\"\(colour)\" stroke=\"\(MapStyle.haloColour)\" stroke-width=\"2\"/>"
        return svg + "</svg>"
    }
}
