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
    public static func problem(in markdown: String, firstLine: Int = 1) -> Problem? {
        var previousBlank = true
        var table: (line: Int, columns: Int, rows: Int)?
        var number = firstLine - 1
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            number += 1
            let blank = line.allSatisfy { $0 == " " || $0 == "\t" || $0 == "\r" }
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
        var text = line.drop { $0 == " " || $0 == "\t" || $0 == ">" }
        while let last = text.last, last == " " || last == "\t" || last == "\r" { text = text.dropLast() }
        guard text.contains("-"), text.contains("|") || text.contains(":"),
            text.allSatisfy({ "|-: \t".contains($0) })
        else { return nil }
        if text.first == "|" { text = text.dropFirst() }
        if text.last == "|" { text = text.dropLast() }
        return text.split(separator: "|", omittingEmptySubsequences: false).count
    }
}
