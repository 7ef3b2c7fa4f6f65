import ContentLoading
import Foundation
import Testing
import TravelModel

/// Valid content decodes by our schema, never by YAML 1.1's guesses.
@Suite struct GoodSiteTests {
    func site() async throws -> Site {
        let result = try await FixtureSite.load("GoodSite")
        #expect(result.diagnostics.map(\.description) == [])
        return try #require(result.site)
    }

    @Test func siteSettingsAreRead() async throws {
        let settings = try await site().settings
        #expect(settings.title == "Good fixture")
        #expect(settings.baseURL == "https://example.org/trips/")
        #expect(settings.language == "pt-PT")
        #expect(settings.timeZone == "Europe/Lisbon")
        #expect(settings.allFeatures.last == "tea")
    }

    @Test func countryNOIsNorwayAndCitiesMatchAnyCaseAndAlternateNames() async throws {
        let recommendations = try await site().recommendations
        let tim = try #require(recommendations.first { $0.id.rawValue == "tim-wendelboe" })
        #expect(tim.city.name == "Oslo")
        #expect(tim.city.countryCode == "NO")
        #expect(tim.features == ["coffee", "tea"])
        #expect(tim.price == .level(2))
        #expect(tim.body.firstLine == 10)
        let nicola = try #require(recommendations.first { $0.id.rawValue == "café-nicola" })
        #expect(nicola.city.name == "Lisbon")
        #expect(nicola.price == .amount(Money(amount: Decimal(string: "4.5")!, currency: "EUR")))
    }

    @Test func timesAreTimesAndCodesStayText() async throws {
        let trip = try #require(try await site().trips.first)
        let flight = try #require(trip.flights.first)
        #expect(flight.number == "0123")
        #expect(flight.from.iata == "LIS")
        #expect(flight.passengers == 2)
        #expect(flight.durationMinutes == 245)
        #expect(flight.price == Money(amount: 320, currency: "EUR"))
        let visit = try #require(trip.days.first?.visits.first)
        #expect(visit.time == LocalTime(hour: 10, minute: 0))
        #expect(visit.until == LocalTime(hour: 11, minute: 30))
        #expect(visit.target == .recommendation(Slug(rawValue: "tim-wendelboe")))
        #expect(visit.cost == Money(amount: 120, currency: "NOK"))
    }

    @Test func datesComeFromDaysAndCitiesCarryOver() async throws {
        let trip = try #require(try await site().trips.first)
        #expect(trip.start.description == "2027-06-18")
        #expect(trip.end.description == "2027-06-20")
        #expect(trip.durationDays == 3)
        #expect(trip.destination?.name == "Oslo")
        #expect(trip.days.map { $0.city?.name } == ["Oslo", "Bergen"])
        #expect(trip.budget == Money(amount: 9000, currency: "NOK"))
        let stay = try #require(trip.stays.first)
        #expect(stay.booked == false)
        #expect(stay.nights == 2)
        #expect(stay.total == Money(amount: 3000, currency: "NOK"))
        #expect(stay.city == nil)
    }

    @Test func aSiteCityPageIsRead() async throws {
        let pages = try await site().cityIntros
        #expect(pages.map(\.city.name) == ["Sintra"])
        #expect(pages.first?.summary == "Palaces in the hills.")
    }
}
