import Diagnostics

/// The most work one content file may ask for (SPEC §7, content is untrusted input): each limit, when
/// passed, is an error at its place naming the limit, so a hostile file fails fast instead of hanging.
public enum ContentLimits {
    /// The largest content file read, in bytes: a year-long trip is well under a megabyte.
    public static let fileBytes = 4 << 20
    /// The longest line, in bytes: long enough for any paragraph, short enough to quote in a diagnostic.
    public static let lineBytes = 256 << 10
    /// The most days a trip may last, its first and last included: a year, leap day and all. Every day of a trip
    /// is a day of its page, its calendar and its weather, so the dates alone must not ask for more.
    public static let tripDays = 366

    /// The first line of `text` longer than `lineBytes`, as an error at the column where it passes the limit.
    static func longLine(in text: String, path: String) -> Diagnostic? {
        var line = 1
        var length = 0
        var offset = 0
        for byte in text.utf8 {
            offset += 1
            if byte == UInt8(ascii: "\n") {
                line += 1
                length = 0
                continue
            }
            length += 1
            if length > lineBytes {
                let utf8 = text.utf8
                let lineStart = utf8.index(utf8.startIndex, offsetBy: offset - length)
                let here = utf8.index(utf8.startIndex, offsetBy: offset - 1)
                let column = (text[lineStart..<here]).count + 1
                return .error(
                    "line \(line) is longer than the limit of \(lineBytes) bytes for a line",
                    at: SourceLocation(file: path, line: line, column: column),
                    note: "break it into several lines")
            }
        }
        return nil
    }
}
