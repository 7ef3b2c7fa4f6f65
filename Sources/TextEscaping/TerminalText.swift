/// Text from content made safe to print on a terminal or into a CI log: a control character in a file could
/// otherwise retitle the terminal, clear it, or forge lines of output.
public enum TerminalText {
    /// `text` with every control character but tab shown as a Swift escape, `\u{1B}`, and the bidirectional
    /// overrides that reorder what is shown; line breaks too, so one diagnostic stays one line, unless
    /// `keepingLineBreaks` (for a format that escapes them its own way).
    public static func escaped(_ text: some StringProtocol, keepingLineBreaks: Bool = false) -> String {
        func escapes(_ scalar: Unicode.Scalar) -> Bool {
            needsEscape(scalar) && !(keepingLineBreaks && (scalar == "\n" || scalar == "\r"))
        }
        guard text.unicodeScalars.contains(where: escapes) else { return String(text) }
        var output = ""
        for scalar in text.unicodeScalars {
            if escapes(scalar) {
                output += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                output.unicodeScalars.append(scalar)
            }
        }
        return output
    }

    /// Whether a scalar is shown escaped.
    public static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09: false
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
