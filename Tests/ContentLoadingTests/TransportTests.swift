import ContentLoading
import Diagnostics
import Testing
import TravelModel

/// A trip's `transport:` legs: each rule's message at its value, and the zones an end's time is read in.
@Suite struct TransportTests {
    @Test func eachBadLegGetsItsExactDiagnostic() async throws {
        let result = try await FixtureSite.load("Transport")
        #expect(
            FixtureSite.lines(result, file: "Transport/trips/bad-legs.md") == [
                "Transport/trips/bad-legs.md:7:11: error: unknown mode 'trian'; did you mean 'train'?",
                "Transport/trips/bad-legs.md:12:5: error: missing required key 'arrive'",
                "Transport/trips/bad-legs.md:12:5: error: missing required key 'from'",
                "Transport/trips/bad-legs.md:19:13: error: 'arrive' must be a local date and time written YYYY-MM-DD HH:MM, such as 2027-04-08 21:50, not 'tomorrow'",
                "Transport/trips/bad-legs.md:24:13: error: the train arrives at 2027-05-22 09:00 Europe/Lisbon, before it departs at 2027-05-22 10:00 Europe/Lisbon",
                "Transport/trips/bad-legs.md:29:13: error: the train arrives on 2027-05-24, after the trip ends on 2027-05-23",
                "Transport/trips/bad-legs.md:32:9: error: 'to' must be a place's name, or {name, location, address, city}, not a list",
            ])
    }

    @Test func anUnknownModeNamesTheModes() async throws {
        let result = try await FixtureSite.load("Transport")
        let diagnostic = result.diagnostics.first { $0.message.hasPrefix("unknown mode") }
        #expect(diagnostic?.note == "a leg's mode is train, bus, ferry, car, taxi or other")
    }

    @Test func timesAreReadInTheZonesOfTheEndsCities() async throws {
        let result = try await FixtureSite.load("Transport")
        #expect(
            FixtureSite.lines(result, file: "Transport/trips/across-zones.md") == [
                "Transport/trips/across-zones.md:27:13: error: the bus arrives at 2027-05-20 11:00 Europe/Madrid, before it departs at 2027-05-20 10:00 Europe/Lisbon"
            ])
    }
}
