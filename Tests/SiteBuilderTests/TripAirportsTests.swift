import Foundation
import Testing

/// "Airports nearby" on the sample site's trip pages, as a reader sees it: the trip's own airports first,
/// then the others with scheduled passenger service near the destination, nearest first.
@Suite struct TripAirportsTests {
    /// Each entry of the page's airports list, as text: `LIS Lisbon Portela Airport · 6.4 km`.
    static func airports(onPage path: String) async throws -> [String] {
        let html = try await BuildFixture.samplePage(path)
        guard let start = html.range(of: #"<ul class="airports">"#),
            let end = html.range(of: "</ul>", range: start.upperBound..<html.endIndex)
        else { return [] }
        return html[start.upperBound..<end.lowerBound].components(separatedBy: "</li>").map {
            $0.replacingOccurrences(of: "<[^>]+>", with: "", options: .regularExpression)
        }.filter { !$0.isEmpty }
    }

    @Test func lisbonAndPortoListsTheAirportsItFliesToAndFromThenCascais() async throws {
        // The trip lands at LIS and flies home from OPO (13 km from Porto, where it spends its middle days);
        // New York's JFK, where it starts and ends, is near none of its cities. Sines (92 km) has no scheduled
        // service; Cascais has (Sevenair's regional flights).
        #expect(
            try await Self.airports(onPage: "trips/lisbon-and-porto-in-spring/index.html") == [
                "LIS Lisbon Portela Airport · 6.4 km",
                "OPO Francisco de Sá Carneiro Airport · 13 km",
                "CAT Cascais Airport · 18 km",
            ])
    }

    @Test func tokyoAndKyotoListsHanedaAndKansaiThenNarita() async throws {
        // Yokota Air Base and Atsugi Naval Air Facility, nearer Tokyo than Narita, have no scheduled service.
        #expect(
            try await Self.airports(onPage: "trips/tokyo-and-kyoto-in-march/index.html") == [
                "HND Tokyo International Airport · 17 km",
                "KIX Kansai International Airport · 81 km",
                "NRT Narita International Airport · 63 km",
            ])
    }

    @Test func aTripWithoutFlightsListsTheScheduledAirportsNearItsDestination() async throws {
        // Notodden (94 km from Oslo) has no scheduled service.
        #expect(
            try await Self.airports(onPage: "trips/oslo-and-bergen-weekend-64c940521ebb/index.html") == [
                "OSL Oslo Gardermoen Airport · 37 km",
                "TRF Sandefjord Airport Torp · 85 km",
            ])
    }
}
