/// JSON string quoting, written out so the output does not depend on a serializer's key order or spacing.
public enum JSONText {
    /// `text` as a JSON string literal, with quotes, backslashes and control characters escaped.
    public static func quote(_ text: String) -> String {
        // Most text has nothing to escape: it is copied whole, after one look at its bytes.
        var text = text
        if text.withUTF8({ !needsEscaping($0) }) { return "\"" + text + "\"" }
        var output = "\""
        output.reserveCapacity(text.utf8.count + 2)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029:
                let hex = String(scalar.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output + "\""
    }

    /// Whether UTF-8 `bytes` hold a quote, a backslash, a control character, or U+2028 or U+2029 (which
    /// JavaScript does not allow raw in a string), the characters `quote` escapes.
    private static func needsEscaping(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") { return true }
            // U+2028 and U+2029 are E2 80 A8 and E2 80 A9.
            if byte == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x80,
                bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9
            {
                return true
            }
            index += 1
        }
        return false
    }
}
