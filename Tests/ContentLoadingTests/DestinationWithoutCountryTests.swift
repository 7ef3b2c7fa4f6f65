import ContentLoading
import Diagnostics
import Foundation
import Testing

/// `destination: Rome` is one mistake: it is reported once, at the destination, with the countries that have
/// a city so called, and not again on every stay and day that would have taken its country from it.
@Suite struct DestinationWithoutCountryTests {
    @Test func aDestinationWithoutItsCountryIsOneErrorNamingTheCountries() async throws {
        let trip = """
            ---
            title: Rome
            start: 2027-04-08
            end: 2027-04-10
            destination: Rome
            stays:
              - name: Hotel Raphael
                city: Rome
                check_in: 2027-04-08
                check_out: 2027-04-10
            days:
              - date: 2027-04-08
                city: Rome
                visits: []
            ---

            """
        let result = try await ImageTests.load(["trips/rome.md": trip])
        #expect(
            result.diagnostics.map { $0.description + ($0.note.map { "\n  note: " + $0 } ?? "") } == [
                "Content/trips/rome.md:5:14: error: 'destination' must be 'City, CC' such as 'Lisbon, PT', or {city: Lisbon, country: PT}, not 'Rome'"
                    + "\n  note: did you mean 'Rome, IT' or 'Rome, US'?"
            ])
    }

    @Test func aStayWithoutACountryStillNeedsOneWhenTheTripHasNoDestination() async throws {
        let trip = """
            ---
            title: Rome
            start: 2027-04-08
            end: 2027-04-10
            stays:
              - name: Hotel Raphael
                city: Rome
                check_in: 2027-04-08
                check_out: 2027-04-10
            ---

            """
        let result = try await ImageTests.load(["trips/rome.md": trip])
        #expect(
            result.diagnostics.map(\.description) == [
                "Content/trips/rome.md:6:5: error: missing required key 'country'"
            ])
    }
}
