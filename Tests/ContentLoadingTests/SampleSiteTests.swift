import ContentLoading
import Foundation
import Testing

/// The repository's own sample site must check clean: no error and no warning.
@Suite struct SampleSiteTests {
    static let content = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Content")

    @Test func sampleSiteChecksCleanWithItsPromisedContent() async throws {
        let result = try await ContentLoader(contentDirectory: Self.content, displayPath: "Content").load()
        #expect(result.diagnostics.map(\.description) == [])
        let site = try #require(result.site)
        #expect(site.trips.count >= 3)
        #expect(site.trips.contains { $0.visibility == .unlisted })
        #expect(site.recommendations.count >= 30)
        #expect(Set(site.recommendations.map { $0.city.geonameID }).count >= 5)
        #expect(Set(site.recommendations.map { $0.city.countryCode }).count >= 3)
        // The showcase trip: a budget and a packing list, with everything else the sample promises.
        let long = try #require(site.trips.first { $0.budget != nil && $0.body.text.contains("- [ ] ") })
        #expect(long.days.count >= 4)
        #expect(long.stays.contains { $0.booked })
        #expect(Set(long.flights.map { $0.from.timeZone }).count >= 2)
        let currencies = Set(
            long.flights.compactMap { $0.price?.currency }
                + long.days.flatMap { $0.visits.compactMap { $0.cost?.currency } })
        #expect(currencies.count >= 2)
    }
}
