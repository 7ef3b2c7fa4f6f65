import Diagnostics
import Enrichment
import Testing
import TravelModel

@testable import SiteBuilder
@testable import SiteEnrichment

/// The enrich step's warnings: many lookups that failed for one reason read as one line.
@Suite struct EnrichSiteTests {
    @Test func lookupsThatFailedForOneReasonAreCollapsedByWhatFollowsTheirName() {
        let offline = "not in the cache, and offline mode makes no requests"
        let warnings: [Diagnostic] =
            (1...4).map { .warning("weather for Porto on 2027-04-0\($0): \(offline)", at: nil) } + [
                .warning("image https://e.org/a.jpg: HTTP 404: not found", at: nil),
                .warning("no reason given", at: nil),
                .warning("Wikipedia summary of São Tomé (pt): \(offline)", at: nil),
            ]
        let collapsed = LookupWarnings(warnings).diagnostics
        #expect(
            collapsed.map(\.message) == [
                "5 lookups: \(offline)", "image https://e.org/a.jpg: HTTP 404: not found", "no reason given",
            ])
        #expect(collapsed.first?.note == "first: weather for Porto on 2027-04-01: \(offline)")
        #expect(LookupWarnings.reason(of: "image https://e.org/a.jpg: HTTP 404: not found") == "HTTP 404: not found")
        #expect(LookupWarnings.reason(of: "a:b") == "")
        #expect(LookupWarnings.reason(of: "São Tomé: x: ") == "x: ")
    }
}

/// Warnings collapsed as they come, and weather looked up a batch of trips at a time.
@Suite struct LookupWarningsTests {
    static let offline = "not in the cache, and offline mode makes no requests"

    @Test func aWarningWithAPlaceStaysInItsPlaceAndTheOthersOfItsReasonAreStillOneLine() {
        let address = SourceLocation(file: "Content/recommendations/pt/porto/cafe.md", line: 1, column: 1)
        let warnings: [Diagnostic] =
            (1...4).map { .warning("weather for Porto on 2027-04-0\($0): \(Self.offline)", at: nil) } + [
                .warning("address of Café Lusitano: \(Self.offline)", at: address),
                .warning("weather for Porto on 2027-04-05: \(Self.offline)", at: nil),
            ]
        let collapsed = LookupWarnings(warnings).diagnostics
        #expect(
            collapsed.map(\.message) == ["5 lookups: \(Self.offline)", "address of Café Lusitano: \(Self.offline)"])
        #expect(collapsed[1].location == address)
    }

    @Test func threeWarningsOfAReasonAreShownOneByOne() {
        let warnings: [Diagnostic] = (1...3).map { .warning("weather for Porto on 2027-04-0\($0): HTTP 500", at: nil) }
        #expect(LookupWarnings(warnings).diagnostics == warnings)
    }

    @Test func warningsAddedInBatchesCollapseAsTheyWouldAddedOneByOne() {
        let warnings: [Diagnostic] = (0..<20).map { index in
            .warning(
                "lookup \(index): " + ["HTTP 500", Self.offline, "timed out", "no reason"][index % 7 % 4], at: nil)
        }
        for split in [0, 1, 2, 5, 13, 20] {
            var first = LookupWarnings()
            var second = LookupWarnings()
            for warning in warnings[..<split] { first.append(warning) }
            for warning in warnings[split...] { second.append(warning) }
            first.append(contentsOf: second)
            #expect(first.diagnostics == LookupWarnings(warnings).diagnostics)
        }
        #expect(LookupWarnings(warnings).diagnostics.count == 6)
    }
}

@Suite struct WeatherBatchTests {
    static func trip(_ index: Int, days: Int) -> Trip {
        let start = LocalDate(year: 2027, month: 1, day: 1)
        return Trip(
            id: Slug(rawValue: "trip-\(index)"), title: "Trip \(index)", start: start,
            end: LocalDate(daysSinceEpoch: start.daysSinceEpoch + max(days, 1) - 1), currency: "EUR",
            days: (0..<days).map { Day(date: LocalDate(daysSinceEpoch: start.daysSinceEpoch + $0), city: nil) },
            body: MarkdownBody(text: "", firstLine: 1), sourcePath: "trips/trip-\(index).md")
    }

    @Test func tripsAreLookedUpInRunsOfWholeTripsOfAboutABatchOfDays() {
        let size = OpenMeteoWeather.daysAtOnce
        let trips = [size - 10, 7, 5, 0, size + 3, 1].enumerated().map { Self.trip($0, days: $1) }
        #expect(OpenMeteoWeather.batches(of: trips) == [0..<3, 3..<5, 5..<6])
        #expect(OpenMeteoWeather.batches(of: []) == [])
        #expect(OpenMeteoWeather.batches(of: [Self.trip(0, days: 3)]) == [0..<1])
    }
}
