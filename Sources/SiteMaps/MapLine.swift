/// A written way between two places, drawn over the route in a style of its own: a flight along the great
/// circle, a train, a bus, a ferry or a car each with its own dashes, so the map's key tells them apart
/// without relying on colour.
public struct MapLine: Sendable, Hashable {
    /// How a line is drawn, in the order the map's key lists them.
    public enum Style: String, Sendable, Hashable, CaseIterable {
        case flight, train, bus, ferry, car, taxi, other

        /// The SVG `stroke-dasharray`, or `nil` for a solid line.
        var dashes: String? {
            switch self {
            case .flight: nil
            case .train: "10 4"
            case .bus: "4 4"
            case .ferry: "1 5"
            case .car: "12 4 2 4"
            case .taxi: "6 2 2 2"
            case .other: "2 8"
            }
        }

        /// The stroke colour: flights in blue, ways over land and water in the route's colour.
        var colour: String { self == .flight ? MapStyle.flightColour : MapStyle.routeColour }
    }

    /// Where it starts.
    public var from: MapCoordinate
    /// Where it ends.
    public var to: MapCoordinate
    /// How it is drawn.
    public var style: Style

    /// Creates a line.
    public init(from: MapCoordinate, to: MapCoordinate, style: Style) {
        self.from = from
        self.to = to
        self.style = style
    }

    /// The line's coordinates as drawn: a flight along the great circle, anything else straight.
    var drawn: [MapCoordinate] {
        style == .flight ? [from] + GreatCircle.samples(from: from, to: to) : [from, to]
    }

    /// Whether the line joins `start` and `end`, in either direction, each end within about 55 km: the route's
    /// hop between them is then not drawn, as the line says how it is travelled.
    func joins(_ start: MapCoordinate, _ end: MapCoordinate) -> Bool {
        func near(_ a: MapCoordinate, _ b: MapCoordinate) -> Bool { GreatCircle.angle(from: a, to: b) < 0.5 }
        return (near(from, start) && near(to, end)) || (near(from, end) && near(to, start))
    }

    /// A small drawing of the style, for a map's key beside its name: an inline `<svg>` hidden from assistive
    /// technology, as the name says it.
    public static func swatch(_ style: Style) -> String {
        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"map-line-swatch\" width=\"36\" height=\"8\""
        svg +=
            " viewBox=\"0 0 36 8\" aria-hidden=\"true\" focusable=\"false\"><line x1=\"2\" y1=\"4\" x2=\"34\" y2=\"4\""
        svg += " stroke=\"\(style.colour)\" stroke-width=\"3\" stroke-linecap=\"round\""
        if let dashes = style.dashes { svg += " stroke-dasharray=\"\(dashes)\"" }
        return svg + "/></svg>"
    }
}
