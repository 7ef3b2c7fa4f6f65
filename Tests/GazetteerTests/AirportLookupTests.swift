import Gazetteer
import Testing

@Suite("Airports")
struct AirportLookupTests {
    let gazetteer = Gazetteer.shared

    @Test func lisbon() throws {
        let lis = try #require(gazetteer.airport(iata: "LIS"))
        #expect(lis.icao == "LPPT")
        #expect(lis.name == "Lisbon Portela Airport")
        #expect(lis.city == "Lisbon")
        #expect(lis.countryCode == "PT")
        #expect(lis.timeZone == "Europe/Lisbon")
        #expect(gazetteer.airport(iata: "lis") == lis)
    }

    @Test func unknownCode() {
        #expect(gazetteer.airport(iata: "QQQ") == nil)
        #expect(gazetteer.airport(iata: "") == nil)
    }

    @Test func suggestionsPreferASwapAndBigCities() {
        // LSI itself is Sumburgh (Shetland); the swap LIS comes right after it.
        let codes = gazetteer.airportSuggestions(for: "LSI").map(\.iata)
        #expect(codes.contains("LIS"))
        #expect(codes.prefix(2) == ["LSI", "LIS"])
        #expect(gazetteer.airportSuggestions(for: "JKF").first?.iata == "JFK")
        #expect(gazetteer.airportSuggestions(for: "OPO", limit: 5).count == 5)
    }
}
