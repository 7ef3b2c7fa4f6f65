import ContentLoading
import Diagnostics
import Foundation
import Testing
import TravelModel

/// `travellers`, as British English and the trip page's label spell it, is `travelers`; a trip that gives both
/// is told so at the second.
@Suite struct TravellersSpellingTests {
    static func trip(_ lines: String) -> String {
        "---\ntitle: Lisbon\nstart: 2027-04-08\nend: 2027-04-10\ndestination: Lisbon, PT\n\(lines)---\n"
    }

    @Test(arguments: ["travelers", "travellers"])
    func eitherSpellingNamesWhoGoes(key: String) async throws {
        let result = try await ImageTests.load(["trips/lisbon.md": Self.trip("\(key): [Ana, Tom]\n")])
        #expect(result.diagnostics.map(\.description) == [])
        #expect(result.site?.trips.first?.travelers == ["Ana", "Tom"])
    }

    @Test func bothSpellingsAreAnErrorAtTheSecond() async throws {
        let result = try await ImageTests.load([
            "trips/lisbon.md": Self.trip("travelers: [Ana]\ntravellers: [Tom]\n")
        ])
        #expect(
            result.diagnostics.map { $0.description + ($0.note.map { "\n  note: " + $0 } ?? "") } == [
                "Content/trips/lisbon.md:7:13: error: 'travelers' and 'travellers' are one key, spelt two ways; the trip gives both"
                    + "\n  note: keep one list of who goes"
            ])
        #expect(result.site == nil)
    }
}
