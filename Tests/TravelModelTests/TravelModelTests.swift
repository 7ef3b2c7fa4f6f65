import Foundation
import Testing
import TravelModel

@Suite struct LocalDateTests {
    @Test(arguments: ["2027-02-29", "2027-13-01", "2027-04-31", "27-04-01", "2027-4-1", "2027/04/01", "tomorrow"])
    func rejectsDatesThatAreNotRealOrNotISO(_ text: String) {
        #expect(LocalDate(parsing: text) == nil)
    }

    @Test func readsAndWritesISODates() {
        #expect(LocalDate(parsing: "2028-02-29")?.description == "2028-02-29")
    }

    @Test func countsDaysAcrossMonthsAndLeapYears() {
        let start = LocalDate(parsing: "2028-02-27")!
        #expect(start.adding(days: 3).description == "2028-03-01")
        #expect(start.days(until: LocalDate(parsing: "2029-02-27")!) == 366)
        #expect(LocalDate(parsing: "1970-01-01")!.daysSinceEpoch == 0)
        #expect(LocalDate(daysSinceEpoch: -1).description == "1969-12-31")
    }

    @Test func knowsTheWeekday() {
        #expect(LocalDate(parsing: "2026-11-21")!.weekday == 6)  // a Saturday
    }
}

@Suite struct LocalTimeTests {
    @Test func readsTwentyFourHourTimes() {
        #expect(LocalTime(parsing: "09:30") == LocalTime(hour: 9, minute: 30))
        #expect(LocalTime(parsing: "9:05")?.description == "09:05")
        #expect(LocalTime(parsing: "24:00") == nil)
        #expect(LocalTime(parsing: "10:60") == nil)
        #expect(LocalTime(parsing: "1030") == nil)
    }
}

@Suite struct FlightTests {
    let jfk = Airport(
        iata: "JFK", icao: "KJFK", name: "John F Kennedy International Airport", city: "New York", countryCode: "US",
        coordinate: Coordinate(latitude: 40.64, longitude: -73.78), timeZone: "America/New_York")
    let lis = Airport(
        iata: "LIS", icao: "LPPT", name: "Humberto Delgado Airport", city: "Lisbon", countryCode: "PT",
        coordinate: Coordinate(latitude: 38.78, longitude: -9.14), timeZone: "Europe/Lisbon")

    @Test func durationComesFromBothAirportsTimeZones() {
        let flight = Flight(
            from: jfk, to: lis, depart: LocalDateTime(parsing: "2027-04-08 21:50")!,
            arrive: LocalDateTime(parsing: "2027-04-09 09:35")!)
        // 21:50 EDT is 01:50 UTC; 09:35 WEST is 08:35 UTC: 6 h 45 min.
        #expect(flight.durationMinutes == 405)
    }
}

@Suite struct MoneyTests {
    @Test func readsAmountsWithTheCodeOnEitherSideOrNone() {
        #expect(Money(parsing: "240 EUR", defaultCurrency: "USD") == Money(amount: 240, currency: "EUR"))
        #expect(Money(parsing: "usd 12.50", defaultCurrency: "EUR") == Money(amount: Decimal(string: "12.5")!, currency: "USD"))
        #expect(Money(parsing: "30", defaultCurrency: "JPY") == Money(amount: 30, currency: "JPY"))
    }

    @Test(arguments: ["-5 EUR", "1e3 EUR", "12,50 EUR", "EUR", "12 EURO", "12. EUR", "€12"])
    func rejectsOtherShapes(_ text: String) {
        #expect(Money(parsing: text, defaultCurrency: "EUR") == nil)
    }

    @Test func addsInDecimalNotBinaryFloatingPoint() {
        let a = Money(parsing: "0.1", defaultCurrency: "EUR")!.amount
        let b = Money(parsing: "0.2", defaultCurrency: "EUR")!.amount
        #expect(a + b == Decimal(string: "0.3")!)
    }
}

@Suite struct SlugTests {
    @Test(arguments: [
        ("Pastéis de Belém.md", "pastéis-de-belém"),
        ("A  --  B.md", "a-b"),
        ("-edge-.md", "edge"),
        ("東京タワー.md", "東京タワー"),
        ("Time Out Market (2).MD", "time-out-market-2"),
    ])
    func slugsComeFromFileNames(_ name: String, _ slug: String) {
        #expect(Slug(fileName: name).rawValue == slug)
    }
}
