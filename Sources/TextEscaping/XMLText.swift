/// Text made safe for XML 1.0 documents and for SVG inside HTML: the sitemap, the feed and the maps.
public enum XMLText {
    /// Escapes `&`, `<`, `>`, `"` and `'` so `text` can stand in element content and in attribute values
    /// quoted either way, and drops the characters XML 1.0 forbids (controls other than tab, line feed
    /// and carriage return, and U+FFFE, U+FFFF), which would make the whole document unreadable.
    /// `'` becomes `&#39;`, which XML and HTML both read, as the template engine writes it.
    public static func escape(_ text: String) -> String {
        // Most text has nothing to escape or drop: checked on the bytes (0xEF leads every UTF-8 sequence
        // of U+F000 to U+FFFF, so U+FFFE and U+FFFF go the long way).
        let plain = text.utf8.allSatisfy { byte in
            switch byte {
            case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""), UInt8(ascii: "'"),
                0xEF, 0..<0x20:
                return false
            default: return true
            }
        }
        if plain { return text }
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
            default:
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF { continue }
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
