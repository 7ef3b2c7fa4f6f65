import Enrichment
import Foundation
import SiteBuilder
import Testing

/// Lookups in the build: the committed cache is used with no network, and a dead network is a warning.
@Suite struct EnrichedBuildTests {
    @Test func theSampleBudgetConvertsUSDFlightsAtECBRatesFromTheCommittedCache() async throws {
        let folder = try BuildFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // The budget is published only when the site says so.
        let content = try BuildFixture.sampleCopy(in: folder)
        try BuildFixture.publishPrivateDetails(of: content)
        let output = folder.appendingPathComponent("site")
        _ = try await BuildFixture.build(content: content, output: output, offline: true)
        let page = try String(
            contentsOf: output.appendingPathComponent("trips/lisbon-and-porto-in-spring/index.html"), encoding: .utf8)
        // 890 USD and 990 USD at 1.1172 USD to the euro (ECB, 30 October 2026): €796.63 + €886.14.
        #expect(page.contains("<tr><th scope=\"row\">Flights</th><td>€1,682.77</td></tr>"))
        #expect(page.contains("<tr><th scope=\"row\">Total in EUR</th><td>€3,342.77</td></tr>"))
        #expect(page.contains("converted at the European Central Bank's reference rate of their date"))
        #expect(!page.contains("Not yet counted in the total"))
    }

    @Test func aDeadNetworkIsAWarningAndTheBuildSucceeds() async throws {
        let folder = try BuildFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // Nothing listens on port 9 of the loopback address: every request is refused at once.
        let dead = "http://127.0.0.1:9"
        let services = [
            NominatimGeocoder.service, OpenMeteoWeather.forecastService, OpenMeteoWeather.archiveService,
            WikipediaSummaries.service, FrankfurterRates.service,
        ]
        let providers = ProviderBaseURLs(Dictionary(uniqueKeysWithValues: services.map { ($0, dead) }))
        let summary = try await BuildFixture.build(
            content: BuildFixture.fixtures.appendingPathComponent("VisibilitySite"), output: folder, offline: false,
            providers: providers)
        #expect(!summary.warnings.isEmpty)
        #expect(summary.warnings.allSatisfy { $0.severity == .warning })
        #expect(summary.warnings.contains { $0.message.contains("the request failed") })
        #expect(
            FileManager.default.fileExists(atPath: folder.appendingPathComponent("trips/public-trip/index.html").path))
    }
}
