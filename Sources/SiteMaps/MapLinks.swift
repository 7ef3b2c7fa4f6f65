/// Links that open a place, or a day's stops, in a map application or website. Plain URLs: nothing is
/// requested until a reader follows one.
public enum MapLinks {
    /// Where a day's directions open.
    public enum DirectionsService: String, Sendable, Hashable, CaseIterable {
        case openStreetMap = "openstreetmap"
        case google
    }

    /// The zoom of OpenStreetMap's view of one place: a few streets around it.
    static let placeZoom = 16

    /// A `geo:` URI (RFC 5870), which phones open in their map app: `geo:38.6916,-9.2160`.
    public static func geo(_ coordinate: MapCoordinate) -> String {
        "geo:\(degrees(coordinate.latitude)),\(degrees(coordinate.longitude))"
    }

    /// The place on openstreetmap.org, with a marker on it.
    public static func openStreetMap(_ coordinate: MapCoordinate) -> String {
        let latitude = degrees(coordinate.latitude)
        let longitude = degrees(coordinate.longitude)
        return "https://www.openstreetmap.org/?mlat=\(latitude)&mlon=\(longitude)#map=\(placeZoom)/\(latitude)/\(longitude)"
    }

    /// Directions through `stops` in order, or `nil` for fewer than two stops.
    public static func directions(_ stops: [MapCoordinate], service: DirectionsService) -> String? {
        let finite = stops.filter(\.isFinite)
        guard finite.count > 1 else { return nil }
        let pairs = finite.map { "\(degrees($0.latitude)),\(degrees($0.longitude))" }
        switch service {
        case .openStreetMap:
            return "https://www.openstreetmap.org/directions?route=" + pairs.joined(separator: ";")
        case .google:
            return "https://www.google.com/maps/dir/" + pairs.joined(separator: "/")
        }
    }

    /// `value` with at most six decimals (about 10 cm), no trailing zeros and no exponent: `-9.216`, `38`.
    static func degrees(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let millionths = Int((min(max(value, -1000), 1000) * 1_000_000).rounded())
        let sign = millionths < 0 ? "-" : ""
        let magnitude = millionths.magnitude
        let whole = magnitude / 1_000_000
        var fraction = String(magnitude % 1_000_000)
        fraction = String(repeating: "0", count: 6 - fraction.count) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        return fraction.isEmpty ? "\(sign)\(whole)" : "\(sign)\(whole).\(fraction)"
    }
}
