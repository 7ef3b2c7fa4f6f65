import Foundation
import Testing

@testable import SiteBuilder
@testable import SiteViews

/// The sample's week in Portugal as its maps show it: the whole journey from New York, the overview, and each
/// city's visits coloured and keyed by day.
@Suite struct TripMapsTests {
    static let trip = "trips/lisbon-and-porto-in-spring/index.html"

    static func page() async throws -> String { try await BuildFixture.samplePage(Self.trip) }

    /// The maps' titles and the names in their legends, in order.
    static func legends(_ html: String) -> [String] {
        html.matches(of: /<figure class="map">(?s:.*?)<\/figure>/).map { figure in
            let text = String(figure.output)
            let title = text.firstMatch(of: /<title id="[^"]+">([^<]*)<\/title>/).map { String($0.output.1) } ?? "?"
            let names = text.matches(of: /<li value="(\d+)" class="map-legend--\w+">(?:<a href="[^"]*">)?([^<]+)/)
                .map { "\($0.output.1). \($0.output.2)" }
            return ([title] + names).joined(separator: " | ")
        }
    }

    @Test func theJourneyFromHomeComesFirstThenTheOverviewThenEachCity() async throws {
        let html = try await Self.page()
        #expect(
            Self.legends(html) == [
                "Lisbon and Porto in spring: the whole journey | 1. JFK | 2. Lisbon | 3. Porto",
                // The gallery's photos with a place: on the map of the city they were taken in, or on the overview.
                "Map of Lisbon and Porto in spring | 1. Lisbon | 2. Porto | 3. LIS | 4. OPO | 5. Palácio Nacional da Pena | 6. Cabo da Roca | 7. The light going over the Atlantic at Cabo da Roca",
                "Lisbon on Lisbon and Porto in spring | 1. Café A Brasileira | 2. Time Out Market Lisboa | 3. Castelo de São Jorge | 4. Miradouro da Senhora do Monte | 5. Pastéis de Belém | 6. Jerónimos Monastery | 7. Torre de Belém | 8. Calouste Gulbenkian Museum | 9. Cervejaria Ramiro | 10. Hotel Avenida Palace | 11. Tiles on a doorway in Alfama, on the walk down from the castle | 12. Pastéis de nata at Belém, warm from the oven",
                "Porto on Lisbon and Porto in spring | 1. Café Santiago | 2. Torre dos Clérigos | 3. Ponte Luís I, upper deck | 4. Livraria Lello | 5. Majestic Café | 6. Mercado do Bolhão | 7. Serralves | 8. Grande Hotel do Porto | 9. Photo 4",
            ])
        // The journey draws both flights across the ocean along their great circles.
        let journey = try #require(
            html.firstMatch(of: /<svg[^>]*aria-labelledby="trip-journey-map-title(?s:.*?)<\/svg>/))
        #expect(String(journey.output).matches(of: /<path class="map-line map-line--flight"/).count == 2)
    }

    @Test func eachDayOfACityHasItsColourItsRouteAndItsLineInTheKey() async throws {
        let html = try await Self.page()
        let lisbon = try #require(
            html.firstMatch(of: /<figure class="map">\n<svg[^>]*trip-map-1-title(?s:.*?)<\/figure>/))
        let figure = String(lisbon.output)
        let key = figure.matches(of: /<li><svg[^>]*class="map-group-swatch (map-group-\d)"(?s:.*?)<\/svg> (.*?)<\/li>/)
            .map { "\($0.output.1): " + String($0.output.2).replacing(/<[^>]+>/, with: "") }
        #expect(key == ["map-group-0: Day 2 Fri, April 9 · 1–4", "map-group-1: Day 3 Sat, April 10 · 5–9"])
        #expect(figure.contains(#"<ul class="map-day-key" aria-label="Days on the map">"#))
        #expect(figure.contains(##"<a href="#day-2">Day 2</a>"##))
        // One route a day, no line from the last visit of one day to the first of the next; the stay has no day.
        #expect(
            figure.matches(of: /<path class="map-group-route map-group-(\d)"/).map { String($0.output.1) } == [
                "0", "1",
            ])
        #expect(!figure.contains(#"<path class="map-route""#))
        #expect(figure.matches(of: /class="map-point map-point--visit map-group-0"/).count == 4)
        #expect(figure.matches(of: /class="map-point map-point--visit map-group-1"/).count == 5)
        #expect(figure.contains(#"class="map-point map-point--stay" aria-label="10. Hotel Avenida Palace""#))
    }

    @Test func numbersAreListedAsRunsAndSingles() {
        #expect(MapMaker.numberList([1, 2, 3, 4]) == "1–4")
        #expect(MapMaker.numberList([5, 7]) == "5, 7")
        #expect(MapMaker.numberList([1, 2, 4, 5, 6, 9]) == "1, 2, 4–6, 9")
        #expect(MapMaker.numberList([3]) == "3")
    }
}
