import Gazetteer
import Testing
import TravelModel

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

@Suite("Airports near a place")
struct NearbyAirportTests {
    @Test func theNearestAirportsForTravellersWithinTheRadius() {
        let london = Coordinate(latitude: 51.5085, longitude: -0.1257)
        let near = Gazetteer.shared.airports(near: london, within: 30, limit: 3)
        // RAF Northolt (21 km) is an air base: left out.
        #expect(near.map(\.airport.iata) == ["LCY", "BQH", "LHR"])
        #expect(near.map { Int($0.kilometres.rounded()) } == [13, 23, 24])
    }

    @Test func nothingBeyondTheRadius() {
        let pointNemo = Coordinate(latitude: -48.8767, longitude: -123.3933)
        #expect(Gazetteer.shared.airports(near: pointNemo, within: 100, limit: 3).isEmpty)
        let lisbon = Coordinate(latitude: 38.72, longitude: -9.14)
        #expect(Gazetteer.shared.airports(near: lisbon, within: 100, limit: 0).isEmpty)
    }
}
