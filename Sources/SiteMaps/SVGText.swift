/// Text helpers for writing SVG by hand, kept free of Foundation's locale-dependent formatting so
/// the same map is the same bytes on every machine.
enum SVGText {
    /// `text` with the five XML special characters replaced by entities, safe in element content
    /// and in single- or double-quoted attributes.
    static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text.unicodeScalars {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            // Characters XML 1.0 forbids outright would make the whole page invalid.
            case "\u{0}"..."\u{8}", "\u{B}", "\u{C}", "\u{E}"..."\u{1F}", "\u{FFFE}", "\u{FFFF}": continue
            default: result.unicodeScalars.append(character)
            }
        }
        return result
    }

    /// `value` rounded to one decimal, without a trailing `.0` or a negative zero: `12.3`, `-4`, `0`.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        // Far beyond any viewBox, and keeps the conversion to Int from trapping.
        let tenths = Int((min(max(value, -1e12), 1e12) * 10).rounded())
        let sign = tenths < 0 ? "-" : ""
        let magnitude = tenths.magnitude
        let whole = magnitude / 10
        let fraction = magnitude % 10
        return fraction == 0 ? "\(sign)\(whole)" : "\(sign)\(whole).\(fraction)"
    }
}
