import ContentLoading
import Diagnostics
import Foundation
import Testing

/// A date written the right way that names no day (`2027-04-31`, `2027-02-29`) is told as such, with the length
/// of its month, not as a date written the wrong way.
@Suite struct MissingDayTests {
    @Test(arguments: [
        ("end: 2027-04-31", "5:6: error: 'end' is 2027-04-31, a day that does not exist: April 2027 has 30 days"),
        ("end: 2027-02-29", "5:6: error: 'end' is 2027-02-29, a day that does not exist: February 2027 has 28 days"),
        ("end: 2028-02-30", "5:6: error: 'end' is 2028-02-30, a day that does not exist: February 2028 has 29 days"),
        ("end: 2027-13-01", "5:6: error: 'end' is 2027-13-01, a day that does not exist: there is no month 13"),
    ])
    func aDayThatDoesNotExistIsNamed(line: String, expected: String) async throws {
        let trip = "---\ntitle: Lisbon\nstart: 2027-01-08\n# the last day\n\(line)\ndestination: Lisbon, PT\n---\n"
        let result = try await ImageTests.load(["trips/lisbon.md": trip])
        #expect(result.diagnostics.map(\.description) == ["Content/trips/lisbon.md:" + expected])
    }

    @Test func aFlightsTimeOnADayThatDoesNotExistIsNamed() async throws {
        let trip = """
            ---
            title: Lisbon
            start: 2027-04-08
            end: 2027-04-10
            destination: Lisbon, PT
            flights:
              - from: JFK
                to: LIS
                depart: 2027-04-31 22:00
                arrive: 2027-04-09 09:30
            ---

            """
        let result = try await ImageTests.load(["trips/lisbon.md": trip])
        #expect(
            result.diagnostics.map(\.description).contains(
                "Content/trips/lisbon.md:9:13: error: 'depart' is 2027-04-31, a day that does not exist: April 2027 has 30 days"
            ), "\(result.diagnostics.map(\.description))")
    }
}
