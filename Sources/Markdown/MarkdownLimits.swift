/// The most work a Markdown body may ask of cmark-gfm, checked on its bytes before cmark sees them: the
/// table extension of Debian's cmark-gfm takes time and memory that grow much faster than a table's size.
public enum MarkdownLimits {
    /// The most columns in a table.
    public static let maximumTableColumns = 100
    /// The most cells in a table, header included.
    public static let maximumTableCells = 100_000

    /// A limit a body passes: where (1-based line of the body, and 1-based column), and what.
    public struct Problem: Sendable, Hashable {
        /// The line, counted from the `firstLine` given.
        public let line: Int
        /// The column, in characters, from 1.
        public let column: Int
        /// What limit was passed, as a sentence for a diagnostic.
        public let message: String
    }

    /// The first table in `markdown` with too many columns or cells, or `nil`; lines are counted from
    /// `firstLine`, the body's first line in its file.
    ///
    /// Works on the UTF-8 bytes, as the `Character`s it stands for: a line ends at a line feed that does not
    /// follow a carriage return (`"\r\n"` is one `Character`, not a line break), and a line with any
    /// non-ASCII byte is neither blank nor a delimiter row.
    public static func problem(in markdown: String, firstLine: Int = 1) -> Problem? {
        var text = markdown
        return text.withUTF8 { bytes in problem(in: bytes, firstLine: firstLine) }
    }

    private static func problem(in bytes: UnsafeBufferPointer<UInt8>, firstLine: Int) -> Problem? {
        var previousBlank = true
        var table: (line: Int, columns: Int, rows: Int)?
        var number = firstLine - 1
        var lineStart = 0
        while lineStart <= bytes.count {
            var lineEnd = lineStart
            while lineEnd < bytes.count,
                !(bytes[lineEnd] == newline && (lineEnd == lineStart || bytes[lineEnd - 1] != carriageReturn))
            {
                lineEnd += 1
            }
            let line = UnsafeBufferPointer(rebasing: bytes[lineStart..<lineEnd])
            lineStart = lineEnd + 1
            number += 1
            let blank = line.allSatisfy { $0 == space || $0 == tab || $0 == carriageReturn }
            if var open = table {
                if blank {
                    table = nil
                } else {
                    open.rows += 1
                    table = open
                    if open.rows * open.columns > maximumTableCells {
                        return Problem(
                            line: number, column: 1,
                            message:
                                "the table that starts on line \(open.line) has more than \(maximumTableCells) cells")
                    }
                }
            } else if !previousBlank, let columns = delimiterColumns(line) {
                if columns > maximumTableColumns {
                    return Problem(
                        line: number, column: 1,
                        message: "the table has \(columns) columns, more than the limit of \(maximumTableColumns)")
                }
                table = (number - 1, columns, 1)
            }
            previousBlank = blank
        }
        return nil
    }

    /// The number of columns if `line` is a table's delimiter row (`| --- | :-: |`), else `nil`.
    static func delimiterColumns(_ line: Substring) -> Int? {
        var text = String(line)
        return text.withUTF8 { delimiterColumns($0) }
    }

    private static func delimiterColumns(_ line: UnsafeBufferPointer<UInt8>) -> Int? {
        var start = 0
        var end = line.count
        while start < end, line[start] == space || line[start] == tab || line[start] == greaterThan { start += 1 }
        while end > start, line[end - 1] == space || line[end - 1] == tab || line[end - 1] == carriageReturn {
            end -= 1
        }
        var hasHyphen = false
        var hasPipeOrColon = false
        for index in start..<end {
            switch line[index] {
            case hyphen: hasHyphen = true
            case pipe, colon: hasPipeOrColon = true
            case space, tab: continue
            default: return nil
            }
        }
        guard hasHyphen, hasPipeOrColon else { return nil }
        if line[start] == pipe { start += 1 }
        if end > start, line[end - 1] == pipe { end -= 1 }
        var columns = 1
        for index in start..<end where line[index] == pipe { columns += 1 }
        return columns
    }

    private static let newline = UInt8(ascii: "\n")
    private static let carriageReturn = UInt8(ascii: "\r")
    private static let space = UInt8(ascii: " ")
    private static let tab = UInt8(ascii: "\t")
    private static let greaterThan = UInt8(ascii: ">")
    private static let hyphen = UInt8(ascii: "-")
    private static let pipe = UInt8(ascii: "|")
    private static let colon = UInt8(ascii: ":")
}
