import Foundation
@testable import Markdown
import Testing

@Suite struct MarkdownLimitsTests {
    static let wide = "| " + Array(repeating: "a", count: 101).joined(separator: " | ") + " |"
    static let wideDelimiter = "|" + String(repeating: "---|", count: 101)
    static let tallTable =
        "| a | b |\n| --- | --- |\n" + String(repeating: "| 1 | 2 |\n", count: 50_001)

    /// The limits are checked on the UTF-8 bytes and give what checking the `Character`s gives, where
    /// `"\r\n"` is one `Character` and a mark combines with the character before it.
    @Test(arguments: [
        "", "\n", "text", "a\n|-|\nb", "| a | b |\n| --- | :-: |\n| 1 | 2 |", wide + "\n" + wideDelimiter,
        wide + "\r\n" + wideDelimiter, wide + "\n" + wideDelimiter + "\r", wide + "\n> " + wideDelimiter + " \t",
        wide + "\n" + wideDelimiter + "\u{301}", wide + "\n \u{301}" + wideDelimiter, wide + "\n\n" + wideDelimiter,
        wide + "\n\u{A0}" + wideDelimiter, "é\n" + wideDelimiter, "🇵🇹\n" + wideDelimiter, "x\n|\n" + wideDelimiter,
        "x\n-|\r\n" + wideDelimiter, tallTable, tallTable.replacingOccurrences(of: "\n", with: "\r\n"),
        "| a |\n|:-|\n" + String(repeating: "|1|\n", count: 99_999) + " \r\n" + String(repeating: "|1|\n", count: 5),
        "| a |\n|:-|\n" + String(repeating: "|1|\n", count: 99_999) + " \u{301}\n" + String(repeating: "|1|\n", count: 5),
    ])
    func bytesAndCharactersFindTheSameProblem(_ markdown: String) {
        #expect(MarkdownLimits.problem(in: markdown, firstLine: 7) == Self.characterProblem(in: markdown, firstLine: 7))
    }

    @Test func findsTooManyColumnsAndCells() {
        #expect(
            MarkdownLimits.problem(in: Self.wide + "\n" + Self.wideDelimiter, firstLine: 3)
                == MarkdownLimits.Problem(
                    line: 4, column: 1, message: "the table has 101 columns, more than the limit of 100"))
        #expect(
            MarkdownLimits.problem(in: Self.tallTable)
                == MarkdownLimits.Problem(
                    line: 50_002, column: 1, message: "the table that starts on line 1 has more than 100000 cells"))
    }

    @Test(arguments: [
        ("|---|---|", 2), ("> | :-: | --: |  \r", 2), ("---|---", 2), ("|-|", 1), ("- - -", nil), ("|x|", nil),
        ("|-\u{301}|", nil), ("", nil),
    ] as [(Substring, Int?)])
    func countsTheColumnsOfADelimiterRow(_ line: Substring, _ columns: Int?) {
        #expect(MarkdownLimits.delimiterColumns(line) == columns)
    }

    /// The check as it was made on `Character`s, before it read bytes.
    static func characterProblem(in markdown: String, firstLine: Int) -> MarkdownLimits.Problem? {
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
                    if open.rows * open.columns > MarkdownLimits.maximumTableCells {
                        return MarkdownLimits.Problem(
                            line: number, column: 1,
                            message:
                                "the table that starts on line \(open.line) has more than \(MarkdownLimits.maximumTableCells) cells")
                    }
                }
            } else if !previousBlank, let columns = characterDelimiterColumns(line) {
                if columns > MarkdownLimits.maximumTableColumns {
                    return MarkdownLimits.Problem(
                        line: number, column: 1,
                        message:
                            "the table has \(columns) columns, more than the limit of \(MarkdownLimits.maximumTableColumns)")
                }
                table = (number - 1, columns, 1)
            }
            previousBlank = blank
        }
        return nil
    }

    static func characterDelimiterColumns(_ line: Substring) -> Int? {
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
