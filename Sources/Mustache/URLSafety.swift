/// Decides whether a value may stand in a URL attribute: only http, https, mailto, tel and geo URLs
/// and relative references pass, so `javascript:` and `data:` never reach a page.
///
/// The scheme is judged the way a browser would read it, after decoding character references and
/// removing white space and control characters, and without regard to case, so that
/// `JaVaScRiPt:`, `java\tscript:` and `&#106;avascript:` are all seen for what they are.
enum URLSafety {
    /// The schemes a URL attribute may use.
    static let allowedSchemes: Set<String> = ["http", "https", "mailto", "tel", "geo"]

    /// Whether one URL is allowed: it has an allowed scheme or none at all (a relative reference).
    static func isAllowed(_ url: String) -> Bool {
        if let verdict = quickVerdict(url) { return verdict }
        let normalized = normalize(url)
        guard let end = normalized.firstIndex(where: { $0 == ":" || $0 == "/" || $0 == "?" || $0 == "#" }),
            normalized[end] == ":"
        else { return true }
        return allowedSchemes.contains(String(normalized[..<end]))
    }

    /// Judges the common case without normalising: plain ASCII up to the first `:`, `/`, `?` or `#`,
    /// with no character reference, white space or control character that could hide a scheme.
    /// `nil` when the URL needs the full treatment.
    private static func quickVerdict(_ url: String) -> Bool? {
        // Every link of every page is judged: the scheme is compared where it lies, not copied out.
        var length = 0
        for byte in url.utf8 {
            switch byte {
            case UInt8(ascii: "/"), UInt8(ascii: "?"), UInt8(ascii: "#"):
                return true
            case UInt8(ascii: ":"):
                let scheme = url.utf8.prefix(length)
                return allowedSchemeBytes.contains { allowed in
                    allowed.count == length
                        && zip(allowed, scheme).allSatisfy { allowed, byte in
                            allowed == (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte)
                        }
                }
            case UInt8(ascii: "&"), 0...0x20, 0x7F...:
                return nil
            default:
                length += 1
            }
        }
        return true
    }

    /// ``allowedSchemes`` as bytes.
    private static let allowedSchemeBytes = allowedSchemes.map { Array($0.utf8) }

    /// Whether every candidate URL of a `srcset` value (`a.jpg 1x, b.jpg 2x`) is allowed.
    static func isAllowedSourceSet(_ value: String) -> Bool {
        value.split(separator: ",").allSatisfy { candidate in
            let trimmed = candidate.drop(while: { $0.isWhitespace })
            return isAllowed(String(trimmed.prefix(while: { !$0.isWhitespace })))
        }
    }

    /// Decodes character references once, as a browser does in an attribute, then removes white space
    /// and control characters and lowercases.
    static func normalize(_ text: String) -> String {
        var result = ""
        let scalars = Array(decodeReferences(text).lowercased().unicodeScalars)
        for scalar in scalars where !(scalar.value <= 0x20 || scalar.value == 0x7F || scalar.properties.isWhitespace) {
            // Format characters (such as zero-width spaces) are invisible in a scheme too.
            if scalar.properties.generalCategory == .format || scalar.properties.generalCategory == .control {
                continue
            }
            result.unicodeScalars.append(scalar)
        }
        return result
    }

    private static let namedReferences: [String: String] = [
        "colon": ":", "tab": "\t", "newline": "\n", "sol": "/", "num": "#", "quest": "?", "amp": "&",
        "period": ".", "lpar": "(", "rpar": ")", "nbsp": "\u{A0}",
    ]

    /// Replaces `&#106;`, `&#x6A;` and a few named references that can hide a scheme by the
    /// characters they stand for; the trailing `;` is optional, as browsers accept it without.
    private static func decodeReferences(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "&")) else { return text }
        let characters = Array(text)
        var result = ""
        var index = 0
        while index < characters.count {
            guard characters[index] == "&" else {
                result.append(characters[index])
                index += 1
                continue
            }
            var cursor = index + 1
            if cursor < characters.count && characters[cursor] == "#" {
                cursor += 1
                var radix = 10
                if cursor < characters.count && (characters[cursor] == "x" || characters[cursor] == "X") {
                    radix = 16
                    cursor += 1
                }
                let digitsStart = cursor
                while cursor < characters.count && characters[cursor].isHexDigit
                    && (radix == 16 || characters[cursor].isNumber)
                {
                    cursor += 1
                }
                if cursor > digitsStart, let value = UInt32(String(characters[digitsStart..<cursor]), radix: radix) {
                    result.unicodeScalars.append(Unicode.Scalar(value) ?? "\u{FFFD}")
                    if cursor < characters.count && characters[cursor] == ";" { cursor += 1 }
                    index = cursor
                    continue
                }
            } else {
                let nameStart = cursor
                while cursor < characters.count && characters[cursor].isLetter { cursor += 1 }
                let name = String(characters[nameStart..<cursor]).lowercased()
                if let replacement = namedReferences[name] {
                    result += replacement
                    if cursor < characters.count && characters[cursor] == ";" { cursor += 1 }
                    index = cursor
                    continue
                }
            }
            result.append("&")
            index += 1
        }
        return result
    }

    /// The value as an error message shows it: control characters written as escapes, so that
    /// `java\tscript:` is readable.
    static func displayed(_ value: String) -> String {
        var result = ""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\t": result += "\\t"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }
}
