import ContentLoading
import Diagnostics
import Foundation
import Testing

/// libyaml's "mapping values are not allowed" has two common causes, told apart by the lines: a key indented
/// more than the one above it, whose fix is its indentation, and a value with ': ' in it, whose fix is quotes.
@Suite struct IndentationHintTests {
    static func notes(_ frontMatter: String) async throws -> [String] {
        let result = try await ImageTests.load(["trips/lisbon.md": "---\n\(frontMatter)---\n"])
        return result.diagnostics.map { $0.description + ($0.note.map { "\n  note: " + $0 } ?? "") }
    }

    @Test func aKeyIndentedTooFarIsToldToLineUp() async throws {
        let notes = try await Self.notes(
            """
            title: Lisbon
            start: 2027-04-08
            end: 2027-04-10
            destination: Lisbon, PT
            flights:
              - from: JFK
                to: LIS
                  depart: 2027-04-08 22:00
                arrive: 2027-04-09 09:30

            """)
        #expect(
            notes == [
                "Content/trips/lisbon.md:9:13: error: malformed front matter: mapping values are not allowed in this context"
                    + "\n  note: this line is indented more than line 8, so it reads as part of that line's value; "
                    + "start its key in column 5, under the keys above it"
            ])
    }

    @Test func aValueWithAColonIsStillToldToBeQuoted() async throws {
        let notes = try await Self.notes("title: Lisbon: day one\nstart: 2027-04-08\n")
        #expect(
            notes == [
                "Content/trips/lisbon.md:2:14: error: malformed front matter: mapping values are not allowed in this context"
                    + "\n  note: a value that contains ': ' must be quoted, e.g. title: \"Lisbon: day one\""
            ])
    }
}
