import Foundation

/// Numbers with a fixed count of decimals, as `String(format: "%.4f", value)` writes them in the POSIX locale,
/// without the cost of a format string: cache keys write every coordinate this way, and pages every day's
/// precipitation.
public enum FixedDecimals {
    /// `value` with `places` decimals (0 to 6): the exact binary value rounded, a tie to the even digit, and a
    /// minus sign whenever the value is negative (`-0.0000`).
    public static func text(_ value: Double, places: Int) -> String {
        precondition((0...6).contains(places), "at most six decimals")
        let magnitude = value.magnitude
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        // While the product stays below 10^15 its fraction is exact to the half; outside that range, and for
        // tiny values whose product could lose bits, the format string decides.
        guard value.isFinite, magnitude < 1e15 / scale, magnitude == 0 || magnitude > 1e-200 else {
            return String(format: "%.\(places)f", value)
        }
        let product = magnitude * scale
        // What the multiplication rounded away, exactly: the true product is `product + error`.
        let error = (-product).addingProduct(magnitude, scale)
        let whole = product.rounded(.down)
        let fraction = product - whole
        var units = Int64(whole)
        if fraction > 0.5 || (fraction == 0.5 && (error > 0 || (error == 0 && units % 2 == 1))) { units += 1 }
        var digits = String(units)
        if digits.utf8.count < places + 1 {
            digits = String(repeating: "0", count: places + 1 - digits.utf8.count) + digits
        }
        let sign = value.sign == .minus ? "-" : ""
        guard places > 0 else { return sign + digits }
        let point = digits.index(digits.endIndex, offsetBy: -places)
        return sign + digits[..<point] + "." + digits[point...]
    }
}
