import TravelModel

/// Decimal degrees written the same way on every machine: at most six decimals (about 11 cm), no
/// trailing zeros, a `.` whatever the locale, and never an exponent, which GeoJSON and iCalendar
/// readers would reject.
enum DegreesText {
    /// `value` rounded to six decimals: `-9.1394`, `38.7`, `0`.
    static func format(_ value: Double) -> String {
        let micro = Int64((value * 1_000_000).rounded(.toNearestOrAwayFromZero))
        if micro == 0 { return "0" }
        let magnitude = micro.magnitude
        var text = micro < 0 ? "-" : ""
        text += String(magnitude / 1_000_000)
        let fraction = magnitude % 1_000_000
        if fraction != 0 {
            var digits = String(fraction)
            digits = String(repeating: "0", count: 6 - digits.count) + digits
            while digits.hasSuffix("0") { digits.removeLast() }
            text += "." + digits
        }
        return text
    }

    /// Whether `coordinate` is a finite point on the Earth; anything else cannot be written as a number.
    static func isValid(_ coordinate: Coordinate) -> Bool {
        coordinate.latitude.isFinite && coordinate.longitude.isFinite
            && (-90...90).contains(coordinate.latitude) && (-180...180).contains(coordinate.longitude)
    }
}
