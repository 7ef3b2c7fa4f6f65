/// Links that open a place, or a day's stops, in a map application or website. Plain URLs: nothing is
/// requested until a reader follows one.
public enum MapLinks {
    /// Where a day's directions open.
    public enum DirectionsService: String, Sendable, Hashable, CaseIterable {
        case openStreetMap = "openstreetmap"
        case google

        /// The most places one link routes through.
        public var mostStops: Int {
            switch self {
            case .openStreetMap: return 2
            case .google: return .max
            }
        }
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
        return
            "https://www.openstreetmap.org/?mlat=\(latitude)&mlon=\(longitude)#map=\(placeZoom)/\(latitude)/\(longitude)"
    }

    /// A `geo:` URI that asks the map app to search for `query` (an address, or a name and a city), for a place
    /// without coordinates: `geo:0,0?q=Rua%20Garrett%20120%2C%20Lisboa`, as Android and most map apps read it.
    public static func geo(query: String) -> String {
        "geo:0,0?q=" + percentEncoded(query)
    }

    /// A search for `query` on openstreetmap.org, for a place without coordinates.
    public static func openStreetMap(query: String) -> String {
        "https://www.openstreetmap.org/search?query=" + percentEncoded(query)
    }

    /// `text` with every byte but ASCII letters, digits and `-._~` percent-encoded, so it is one query value.
    static func percentEncoded(_ text: String) -> String {
        let hex = Array("0123456789ABCDEF".utf8)
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count * 3)
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                UInt8(ascii: "~"):
                out.append(byte)
            default:
                out += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 15)]]
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Directions through `stops` in order, or `nil` for fewer than two stops, or for more than the service
    /// routes through: openstreetmap.org's directions go from one place to another, with no stop between.
    public static func directions(_ stops: [MapCoordinate], service: DirectionsService) -> String? {
        let finite = stops.filter(\.isFinite)
        guard finite.count > 1, finite.count <= service.mostStops else { return nil }
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
        var fraction = magnitude % 1_000_000
        guard fraction > 0 else { return sign + String(whole) }
        // The trailing zeros dropped as numbers, then the leading ones of the decimals put back.
        var places = 6
        while fraction % 10 == 0 {
            fraction /= 10
            places -= 1
        }
        let digits = String(fraction)
        return sign + String(whole) + "." + String(repeating: "0", count: places - digits.utf8.count) + digits
    }
}
