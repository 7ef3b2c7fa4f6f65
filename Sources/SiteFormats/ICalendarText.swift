/// The text rules of RFC 5545: escaping TEXT values and folding long content lines.
enum ICalendarText {
    /// The longest a content line may be, in octets, not counting its CRLF (RFC 5545 §3.1).
    static let lineLimit = 75

    /// `text` as a TEXT value (RFC 5545 §3.3.11): backslash, semicolon and comma escaped, every line
    /// break (CRLF, CR or LF) written `\n`, and other control characters but tab dropped, as TEXT
    /// may not hold them.
    static func escape(_ text: String) -> String {
        // Most values hold nothing to escape or drop (bytes of non-ASCII characters are all 0x80 or more).
        let plain = text.utf8.allSatisfy { byte in
            byte >= 0x20 && byte != 0x7F && byte != UInt8(ascii: "\\") && byte != UInt8(ascii: ";")
                && byte != UInt8(ascii: ",")
        }
        if plain { return text }
        var result = ""
        var afterCR = false
        for scalar in text.unicodeScalars {
            defer { afterCR = scalar == "\r" }
            switch scalar {
            case "\\": result += "\\\\"
            case ";": result += "\\;"
            case ",": result += "\\,"
            case "\r": result += "\\n"
            case "\n": if !afterCR { result += "\\n" }
            case "\t": result.unicodeScalars.append(scalar)
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F { continue }
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// A parameter value (RFC 5545 §3.2): quoted when it holds `:`, `;` or `,`; double quotes, which
    /// no parameter value may hold, dropped.
    static func parameterValue(_ value: String) -> String {
        // Zone names, the values given, hold none of those characters: checked on the bytes.
        let plain = value.utf8.allSatisfy { byte in
            byte >= 0x20 && byte != 0x7F && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: ":")
                && byte != UInt8(ascii: ";") && byte != UInt8(ascii: ",")
        }
        if plain { return value }
        let clean = String(value.unicodeScalars.filter { $0 != "\"" && $0.value >= 0x20 && $0.value != 0x7F })
        return clean.contains(where: { $0 == ":" || $0 == ";" || $0 == "," }) ? "\"\(clean)\"" : clean
    }

    /// Appends the UTF-8 `line` to `output` folded (RFC 5545 §3.1): a CRLF and a space inserted so no line passes
    /// `lineLimit` octets, the space counting toward the next line, and never inside a character's UTF-8
    /// sequence, so every line stays valid UTF-8. Without the final CRLF.
    static func fold(_ line: [UInt8], into output: inout [UInt8]) {
        guard line.count > lineLimit else {
            output.append(contentsOf: line)
            return
        }
        var octets = 0
        var start = 0
        while start < line.count {
            // A character's sequence: its first byte, then the continuation bytes (10xxxxxx) after it.
            var end = start + 1
            while end < line.count, line[end] & 0xC0 == 0x80 { end += 1 }
            let width = end - start
            if octets + width > lineLimit {
                output.append(contentsOf: [UInt8(ascii: "\r"), UInt8(ascii: "\n"), UInt8(ascii: " ")])
                octets = 1
            }
            output.append(contentsOf: line[start..<end])
            octets += width
            start = end
        }
    }
}
