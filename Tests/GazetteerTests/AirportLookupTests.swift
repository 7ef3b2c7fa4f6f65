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
    @Test func theNearestAirportsWithScheduledServiceWithinTheRadius() {
        let london = Coordinate(latitude: 51.5085, longitude: -0.1257)
        let near = Gazetteer.shared.airports(near: london, within: 45, limit: 4)
        // RAF Northolt (21 km), an air base, and Biggin Hill (23 km), for business jets, have no scheduled
        // service: left out.
        #expect(near.map(\.airport.iata) == ["LCY", "LHR", "LGW", "LTN"])
        #expect(near.map { Int($0.kilometres.rounded()) } == [13, 24, 40, 44])
    }

    @Test func lisbonAndPortoGetTheirAirportsButNotSines() {
        let gazetteer = Gazetteer.shared
        let lisbon = Coordinate(latitude: 38.71667, longitude: -9.13333)
        // Sines (90 km) has no scheduled service; Cascais has, Sevenair's regional flights.
        #expect(gazetteer.airports(near: lisbon, within: 100, limit: 3).map(\.airport.iata) == ["LIS", "CAT"])
        let porto = Coordinate(latitude: 41.14961, longitude: -8.61099)
        #expect(gazetteer.airports(near: porto, within: 50, limit: 3).map(\.airport.iata) == ["OPO"])
    }

    @Test(arguments: [("LIS", true), ("opo", true), ("CAT", true), ("SIE", false), ("OKO", false), ("NHT", false)])
    func theDataSaysWhichAirportsHaveScheduledService(code: String, scheduled: Bool) {
        #expect(Gazetteer.shared.hasScheduledService(iata: code) == scheduled)
        // Every airport with an IATA code stays known, for flights, scheduled or not.
        #expect(Gazetteer.shared.airport(iata: code) != nil)
    }

    @Test func nothingBeyondTheRadius() {
        let pointNemo = Coordinate(latitude: -48.8767, longitude: -123.3933)
        #expect(Gazetteer.shared.airports(near: pointNemo, within: 100, limit: 3).isEmpty)
        let lisbon = Coordinate(latitude: 38.72, longitude: -9.14)
        #expect(Gazetteer.shared.airports(near: lisbon, within: 100, limit: 0).isEmpty)
    }
}
