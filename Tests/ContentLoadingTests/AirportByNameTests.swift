import ContentLoading
import Diagnostics
import Foundation
import Testing

/// An airport written by its name where its code belongs is told so, with the code it names.
@Suite struct AirportByNameTests {
    @Test func anAirportsNameSuggestsItsCode() async throws {
        let trip = """
            ---
            title: London
            start: 2027-04-08
            end: 2027-04-10
            destination: Lisbon, PT
            flights:
              - from: London Gatwick
                to: LIS
                depart: 2027-04-08 08:00
                arrive: 2027-04-08 10:40
            ---

            """
        let result = try await ImageTests.load(["trips/london.md": trip])
        #expect(
            result.diagnostics.map(\.description) == [
                "Content/trips/london.md:7:11: error: 'from' must be an airport's IATA code such as LIS, not 'London Gatwick'; did you mean LGW (London Gatwick Airport)?"
            ])
    }

    @Test func aMetropolitanCodeNamesTheAirportsItStandsFor() async throws {
        let trip = """
            ---
            title: Rome
            start: 2027-04-08
            end: 2027-04-10
            destination: Lisbon, PT
            flights:
              - from: LIS
                to: ROM
                depart: 2027-04-08 08:00
                arrive: 2027-04-08 12:00
            ---

            """
        let result = try await ImageTests.load(["trips/rome.md": trip])
        #expect(
            result.diagnostics.map { $0.description + ($0.note.map { "\n  note: " + $0 } ?? "") } == [
                "Content/trips/rome.md:8:9: error: 'ROM' is Rome's code for its 2 airports, not one airport's"
                    + "\n  note: write the one the flight uses: CIA (Roma Ciampino Airport) or FCO (Rome Leonardo Da Vinci (Fiumicino) International Airport)"
            ])
    }
}
