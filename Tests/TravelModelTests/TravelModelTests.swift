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
        #expect(
            Money(parsing: "usd 12.50", defaultCurrency: "EUR")
                == Money(amount: Decimal(string: "12.5")!, currency: "USD"))
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

    /// ASCII names are slugged from their bytes; every name gives what slugging its `Character`s gives.
    @Test(arguments: [
        "Café Lisboa (2).md", "CAFE_LISBOA.Md", "x.md.md", ".md", "md", "a.m", "e\u{301}clair.md", "-\u{301}x.md",
        "Łódź Ōsaka İstanbul.md", "Αθήνα ΣΟΦΙΑ.md", "Москва 2027.md", "القاهرة.md", "मुंबई.md", "ß ẞ ǅ.md",
        "🇵🇹 flag 👩‍👩‍👧 family.md", "tab\tand\r\nline.md", "١٢٣ ½ Ⅻ.md", "", "---", "A9z_Z0.MD", "@[`{.md",
    ])
    func bytesAndCharactersGiveTheSameSlug(_ name: String) {
        #expect(Slug(fileName: name).rawValue == Self.characterSlug(name))
    }

    /// Slugging a `Character` at a time, as it was done before ASCII names were slugged from their bytes.
    static func characterSlug(_ fileName: String) -> String {
        var name = Substring(fileName)
        if name.lowercased().hasSuffix(".md") { name = name.dropLast(3) }
        var result = ""
        var pendingHyphen = false
        for character in name.lowercased() {
            if character.isLetter || character.isNumber {
                if pendingHyphen && !result.isEmpty { result.append("-") }
                pendingHyphen = false
                result.append(character)
            } else {
                pendingHyphen = true
            }
        }
        return result
    }
}

/// One reading of a trip's costs, for both the budget and the exchange-rate lookups.
@Suite struct TripCostTests {
    static func date(_ text: String) -> LocalDate { LocalDate(parsing: text)! }

    @Test func costsAreFlightsThenBookedStaysThenVisitsEachAtItsOwnDate() {
        let airport = { (code: String) in
            Airport(
                iata: code, icao: "", name: code, city: code, countryCode: "PT",
                coordinate: Coordinate(latitude: 0, longitude: 0), timeZone: "UTC")
        }
        let flight = Flight(
            from: airport("JFK"), to: airport("LIS"), depart: LocalDateTime(parsing: "2027-04-08 22:00")!,
            arrive: LocalDateTime(parsing: "2027-04-09 09:30")!, price: Money(amount: 890, currency: "USD"))
        let booked = Stay(
            name: "Palace", checkIn: Self.date("2027-04-09"), checkOut: Self.date("2027-04-12"),
            price: Money(amount: 600, currency: "EUR"))
        let shortlisted = Stay(
            name: "Maybe", checkIn: Self.date("2027-04-12"), checkOut: Self.date("2027-04-15"),
            price: Money(amount: 700, currency: "EUR"),
            booked: false)
        let day = Day(
            date: Self.date("2027-04-10"), city: nil,
            visits: [
                Visit(
                    time: LocalTime(hour: 10, minute: 0), target: .place(name: "Tram", location: nil, address: nil),
                    cost: Money(amount: 3, currency: "EUR"))
            ])
        let trip = Trip(
            id: Slug(rawValue: "t"), title: "T", start: Self.date("2027-04-08"), end: Self.date("2027-04-15"),
            currency: "EUR",
            flights: [flight], stays: [shortlisted, booked], days: [day], body: MarkdownBody(text: "", firstLine: 1),
            sourcePath: "t.md")
        #expect(
            trip.costs == [
                TripCost(category: .flights, money: Money(amount: 890, currency: "USD"), date: Self.date("2027-04-08")),
                TripCost(category: .stays, money: Money(amount: 600, currency: "EUR"), date: Self.date("2027-04-09")),
                TripCost(category: .visits, money: Money(amount: 3, currency: "EUR"), date: Self.date("2027-04-10")),
            ])
    }
}

/// A recommendation is a value: a change to one copy is not seen through another.
@Suite struct RecommendationValueTests {
    @Test func aChangedCopyLeavesTheOriginalAsItWas() {
        let lisbon = City(
            geonameID: 2_267_057, name: "Lisbon", alternateNames: [], countryCode: "PT", region: "Lisbon",
            coordinate: Coordinate(latitude: 38.72, longitude: -9.14), population: 517_802, timeZone: "Europe/Lisbon")
        let original = Recommendation(
            id: Slug(fileName: "ramiro"), name: "Cervejaria Ramiro", city: lisbon, features: ["food"],
            tags: ["seafood"], body: MarkdownBody(text: "Prawns.", firstLine: 9), sourcePath: "Content/ramiro.md")
        var copy = original
        #expect(copy == original)
        copy.name = "Ramiro"
        copy.tags.append("beer")
        #expect(original.name == "Cervejaria Ramiro")
        #expect(original.tags == ["seafood"])
        #expect(copy.name == "Ramiro")
        #expect(copy.tags == ["seafood", "beer"])
        #expect(copy != original)
        var same = copy
        same.name = "Cervejaria Ramiro"
        same.tags = ["seafood"]
        // Equal by their fields; and equal values hash alike.
        #expect(same == original)
        #expect(Set([same, original]).count == 1)
    }
}

/// A city is a value, as a recommendation is, and shows the fields it stores, not its key, which is made from them.
@Suite struct CityValueTests {
    @Test func aChangedCopyLeavesTheOriginalAsItWas() {
        let original = City(
            geonameID: 2_267_057, name: "Lisbon", alternateNames: ["Lisboa"], countryCode: "PT", region: "Lisbon",
            coordinate: Coordinate(latitude: 38.72, longitude: -9.14), population: 517_802, timeZone: "Europe/Lisbon")
        var copy = original
        #expect(copy == original)
        copy.alternateNames.append("Lissabon")
        copy.population += 1
        #expect(original.alternateNames == ["Lisboa"])
        #expect(original.population == 517_802)
        #expect(copy.alternateNames == ["Lisboa", "Lissabon"])
        #expect(copy != original)
        var same = copy
        same.alternateNames = ["Lisboa"]
        same.population = 517_802
        #expect(same == original)
        #expect(Set([same, original]).count == 1)
        #expect(
            Mirror(reflecting: original).children.map(\.label) == [
                "geonameID", "name", "alternateNames", "countryCode", "region", "coordinate", "population", "timeZone",
            ])
    }
}

/// A visit is the same value however its fields were given.
@Suite struct VisitValueTests {
    static let cost = Money(amount: 12, currency: "EUR")

    @Test func theEndCostAndBookingReadBackAsGivenOrSet() {
        let given = Visit(
            time: LocalTime(hour: 9, minute: 30), until: LocalTime(hour: 11, minute: 0),
            target: .place(name: "Castelo", location: Coordinate(latitude: 38.71, longitude: -9.13), address: nil),
            notes: "Early.", cost: Self.cost, booking: "B-12")
        var set = Visit(
            time: LocalTime(hour: 9, minute: 30),
            target: .place(name: "Castelo", location: Coordinate(latitude: 38.71, longitude: -9.13), address: nil),
            notes: "Early.")
        #expect(set != given)
        set.until = LocalTime(hour: 11, minute: 0)
        set.cost = Self.cost
        set.booking = "B-12"
        #expect(set == given)
        #expect(Set([set, given]).count == 1)
        #expect(set.until == LocalTime(hour: 11, minute: 0))
        #expect(set.cost == Self.cost)
        #expect(set.booking == "B-12")
        if case .place(let name, let location, let address) = set.target {
            #expect(name == "Castelo")
            #expect(location == Coordinate(latitude: 38.71, longitude: -9.13))
            #expect(address == nil)
        } else {
            Issue.record("the target is not the place given")
        }
    }

    @Test func aTimeReadsBackItsHourAndMinute() {
        var time = LocalTime(hour: 23, minute: 59)
        #expect((time.hour, time.minute, time.minutesSinceMidnight) == (23, 59, 1439))
        time.hour = 0
        #expect(time.description == "00:59")
        #expect(Mirror(reflecting: time).children.map(\.label) == ["hour", "minute"])
    }
}
