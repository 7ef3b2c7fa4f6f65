import Testing

@testable import Diagnostics

@Suite struct DiagnosticRendererTests {
    let source: [String: [Substring]] = [
        "Content/trips/lisbon.md": ["---", "title: Lisbon", "flights:", "  - from: JFK", "    to: LSI"]
    ]

    var renderer: DiagnosticRenderer { DiagnosticRenderer { source[$0] } }

    let diagnostic = Diagnostic.error(
        "unknown airport code 'LSI'; did you mean LIS (Lisbon Humberto Delgado Airport)?",
        at: SourceLocation(file: "Content/trips/lisbon.md", line: 5, column: 9), length: 3)

    @Test func textQuotesTheLineWithACaretUnderTheCulprit() {
        let text = renderer.render([diagnostic], summary: "check: 1 file, 1 error, 0 warnings in 0.01 s", format: .text)
        #expect(
            text == """
                Content/trips/lisbon.md:5:9: error: unknown airport code 'LSI'; did you mean LIS (Lisbon Humberto Delgado Airport)?
                 5 |     to: LSI
                   |         ^~~
                check: 1 file, 1 error, 0 warnings in 0.01 s

                """)
    }

    @Test func textShowsNotesAndPlacelessDiagnostics() {
        let placeless = Diagnostic.error("missing Content/site.yml", at: nil, note: "create it")
        let text = renderer.render([placeless], summary: "done", format: .text)
        #expect(text == "error: missing Content/site.yml\n  note: create it\ndone\n")
    }

    @Test func githubFormatIsAWorkflowCommandWithEscapedProperties() {
        let odd = Diagnostic.warning(
            "100% sure,\nreally", at: SourceLocation(file: "a:b,c.md", line: 2, column: 3))
        let text = renderer.render([diagnostic, odd], summary: "done", format: .github)
        #expect(
            text == """
                ::error file=Content/trips/lisbon.md,line=5,col=9,title=itineshary::unknown airport code 'LSI'; did you mean LIS (Lisbon Humberto Delgado Airport)?
                ::warning file=a%3Ab%2Cc.md,line=2,col=3,title=itineshary::100%25 sure,%0Areally
                done

                """)
    }

    @Test func jsonIsOneDocumentWithEveryField() {
        let text = renderer.render([diagnostic], summary: "check: \"quoted\"", format: .json)
        #expect(
            text == """
                {
                  "diagnostics": [
                    {"severity": "error", "file": "Content/trips/lisbon.md", "line": 5, "column": 9, "length": 3, "message": "unknown airport code 'LSI'; did you mean LIS (Lisbon Humberto Delgado Airport)?"}
                  ],
                  "errors": 1,
                  "warnings": 0,
                  "summary": "check: \\"quoted\\""
                }

                """)
    }

    @Test func jsonWithNoDiagnosticsIsAnEmptyList() {
        let text = renderer.render([], summary: "ok", format: .json)
        #expect(text.hasPrefix("{\n  \"diagnostics\": [],\n  \"errors\": 0,"))
    }

    @Test func caretIsClampedToTheLineAndKeepsTabs() {
        let excerpt = DiagnosticRenderer.excerpt(line: "\tab", number: 12, column: 2, length: 10)
        #expect(excerpt == " 12 | \tab\n    | \t^~\n")
    }

    @Test func diagnosticsSortByFileLineColumnThenSeverity() {
        let a = Diagnostic.warning("w", at: SourceLocation(file: "a.md", line: 2, column: 1))
        let b = Diagnostic.error("e", at: SourceLocation(file: "a.md", line: 2, column: 1))
        let c = Diagnostic.error("e", at: SourceLocation(file: "a.md", line: 1, column: 5))
        let d = Diagnostic.error("none", at: nil)
        #expect([a, b, c, d].sorted() == [d, c, b, a])
    }

    @Test func controlCharactersArePrintedEscaped() {
        let hostile = Diagnostic.error(
            "unknown country '\u{1B}]0;PWNED\u{7}\u{1B}[31m'", at: SourceLocation(file: "a.md", line: 1, column: 10),
            length: 3)
        let text = DiagnosticRenderer { _ in ["country: \u{1B}]0;PWNED\u{7}\u{1B}[31m"] }.render(
            [hostile], summary: "done", format: .text)
        #expect(
            text == """
                a.md:1:10: error: unknown country '\\u{1B}]0;PWNED\\u{7}\\u{1B}[31m'
                 1 | country: \\u{1B}]0;PWNED\\u{7}\\u{1B}[31m
                   |          ^~~~~~~~
                done

                """)
        #expect(!text.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 })
    }

    @Test func aLongLineIsElidedAroundTheColumn() {
        let line = String(repeating: "a", count: 1000) + "BAD" + String(repeating: "b", count: 1000)
        let excerpt = DiagnosticRenderer.excerpt(line: Substring(line), number: 7, column: 1001, length: 3)
        let shown = "…" + String(repeating: "a", count: 40) + "BAD" + String(repeating: "b", count: 77) + "…"
        #expect(excerpt == " 7 | \(shown)\n   | \(String(repeating: " ", count: 41))^~~\n")
    }
}
