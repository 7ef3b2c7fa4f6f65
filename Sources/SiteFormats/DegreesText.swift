import TravelModel

/// Decimal degrees written the same way on every machine: at most six decimals (about 11 cm), no
/// trailing zeros, a `.` whatever the locale, and never an exponent, which GeoJSON and iCalendar
/// readers would reject.
enum DegreesText {
    /// `value` rounded to six decimals: `-9.1394`, `38.7`, `0`.
    static func format(_ value: Double) -> String {
        let micro = Int64((value * 1_000_000).rounded(.toNearestOrAwayFromZero))
        if micro == 0 { return "0" }
        // Written backwards into a buffer of 24 bytes (a sign, 19 digits, a point), then copied out once: every
        // point of every map, calendar and route file is two of these.
        var magnitude = micro.magnitude
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 24) { buffer in
            var start = buffer.count
            func put(_ byte: UInt8) {
                start -= 1
                buffer[start] = byte
            }
            var fraction = magnitude % 1_000_000
            magnitude /= 1_000_000
            if fraction != 0 {
                var digits = 6
                while fraction % 10 == 0 {
                    fraction /= 10
                    digits -= 1
                }
                for _ in 0..<digits {
                    put(UInt8(ascii: "0") + UInt8(fraction % 10))
                    fraction /= 10
                }
                put(UInt8(ascii: "."))
            }
            repeat {
                put(UInt8(ascii: "0") + UInt8(magnitude % 10))
                magnitude /= 10
            } while magnitude > 0
            if micro < 0 { put(UInt8(ascii: "-")) }
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[start...]), as: UTF8.self)
        }
    }

    /// Whether `coordinate` is a finite point on the Earth; anything else cannot be written as a number.
    static func isValid(_ coordinate: Coordinate) -> Bool {
        coordinate.latitude.isFinite && coordinate.longitude.isFinite
            && (-90...90).contains(coordinate.latitude) && (-180...180).contains(coordinate.longitude)
    }
}
