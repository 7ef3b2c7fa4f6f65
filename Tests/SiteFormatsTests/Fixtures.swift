import Foundation
import TravelModel

@testable import SiteFormats

/// A trip to Lisbon built in code, and the pieces it is made of.
enum Fixtures {
    static let jfk = Airport(
        iata: "JFK", icao: "KJFK", name: "John F. Kennedy International Airport", city: "New York",
        countryCode: "US", coordinate: Coordinate(latitude: 40.639751, longitude: -73.778925),
        timeZone: "America/New_York")

    static let lis = Airport(
        iata: "LIS", icao: "LPPT", name: "Humberto Delgado Airport", city: "Lisbon", countryCode: "PT",
        coordinate: Coordinate(latitude: 38.7813, longitude: -9.13592), timeZone: "Europe/Lisbon")

    static let lisbon = City(
        geonameID: 2_267_057, name: "Lisbon", alternateNames: ["Lisboa"], countryCode: "PT",
        coordinate: Coordinate(latitude: 38.71667, longitude: -9.13333), population: 517_802,
        timeZone: "Europe/Lisbon")

    static let pasteis = Recommendation(
        id: Slug(rawValue: "pasteis-de-belem"), name: "Pastéis de Belém", city: lisbon,
        features: ["breakfast", "coffee"], address: "Rua de Belém 84-92, Lisboa",
        location: Coordinate(latitude: 38.697524, longitude: -9.203235), body: MarkdownBody(text: "", firstLine: 1),
        sourcePath: "recommendations/lisbon/pasteis-de-belem.md")

    static let recommendations: [Slug: Recommendation] = [pasteis.id: pasteis]

    static let flight = Flight(
        from: jfk, to: lis, depart: dateTime("2027-04-08 22:00"), arrive: dateTime("2027-04-09 09:30"),
        airline: "TAP Air Portugal", number: "TP 210", stops: 0, passengers: 2, booking: "X7K9QZ")

    static let bookedStay = Stay(
        name: "Casa do Príncipe", city: lisbon, address: "Praça do Príncipe Real 23, Lisboa",
        location: Coordinate(latitude: 38.7166, longitude: -9.1488), checkIn: date("2027-04-09"),
        checkOut: date("2027-04-12"), booked: true)

    static let shortlistedStay = Stay(
        name: "Hotel Avenida", city: lisbon, address: "Avenida da Liberdade 1, Lisboa",
        location: Coordinate(latitude: 38.7197, longitude: -9.1437), checkIn: date("2027-04-09"),
        checkOut: date("2027-04-12"), booked: false)

    static let days = [
        Day(
            date: date("2027-04-09"), city: lisbon, title: "Belém",
            visits: [
                Visit(
                    time: LocalTime(hour: 15, minute: 0), until: LocalTime(hour: 16, minute: 30),
                    target: .recommendation(pasteis.id), notes: "Custard tarts; get a box, to go.")
            ]),
        Day(
            date: date("2027-04-10"), city: lisbon,
            visits: [
                Visit(
                    time: LocalTime(hour: 10, minute: 0),
                    target: .place(
                        name: "Castelo de São Jorge", location: Coordinate(latitude: 38.7139, longitude: -9.1335),
                        address: "R. de Santa Cruz do Castelo, Lisboa"))
            ]),
    ]

    static let waypoint = Waypoint(name: "Cabo da Roca", location: Coordinate(latitude: 38.7804, longitude: -9.4989))

    /// The whole trip: a flight, a booked and a shortlisted stay, two days of visits, a waypoint.
    static let trip = makeTrip(
        flights: [flight], stays: [bookedStay, shortlistedStay], days: days, waypoints: [waypoint])

    /// A small trip: one flight, one stay.
    static let smallTrip = makeTrip(flights: [flight], stays: [bookedStay])

    /// The build time the tests stamp calendars with: 2027-01-01T12:00:00Z.
    static let stamp = Date(timeIntervalSince1970: 1_798_804_800)

    static func makeTrip(
        flights: [Flight] = [], stays: [Stay] = [], days: [Day] = [], waypoints: [Waypoint] = []
    ) -> Trip {
        Trip(
            id: Slug(rawValue: "lisbon-2027"), title: "Lisbon in spring", start: date("2027-04-08"),
            end: date("2027-04-12"), travelers: ["Ana", "Ben"], destination: lisbon, currency: "EUR",
            flights: flights, stays: stays, days: days, waypoints: waypoints,
            body: MarkdownBody(text: "", firstLine: 1), sourcePath: "trips/lisbon-2027.md")
    }

    static func date(_ text: String) -> LocalDate { LocalDate(parsing: text)! }
    static func dateTime(_ text: String) -> LocalDateTime { LocalDateTime(parsing: text)! }
}

/// The calendar's words as the default theme's `strings/en.json` has them, for tests that read the calendar's text.
struct EnglishCalendarWords: CalendarWords {
    func flight(number: String?, from: String, to: String) -> String {
        number.map { "Flight \($0) \(from) → \(to)" } ?? "Flight \(from) → \(to)"
    }
    func departureReminder(_ flight: String) -> String { "Departure tomorrow: " + flight }
    func stay(_ name: String) -> String { "Stay: " + name }
    func tripBegins(_ title: String) -> String { title + " begins" }
    func tripReminder(_ title: String) -> String { "Tomorrow: " + title }
    func airline(_ name: String) -> String { "Airline: " + name }
    func stops(_ count: Int) -> String { count == 0 ? "Direct" : count == 1 ? "1 stop" : "\(count) stops" }
    func passengers(_ count: Int) -> String { "Passengers: \(count)" }
    func booking(_ reference: String) -> String { "Booking reference: " + reference }
    func leg(_ mode: TransportLeg.Mode, number: String?, from: String, to: String) -> String {
        let route = "\(from) → \(to)"
        switch mode {
        case .car: return "Rental car: " + route
        case .other: return number.map { "\($0): \(route)" } ?? route
        default:
            let name = mode.rawValue.prefix(1).uppercased() + mode.rawValue.dropFirst()
            return number.map { "\(name) \($0): \(route)" } ?? "\(name): \(route)"
        }
    }
    func operatorName(_ name: String) -> String { "Operator: " + name }
    func car(_ number: String) -> String { "Car: " + number }
    func seat(_ seat: String) -> String { "Seat: " + seat }
    func arrivesAt(_ place: String, address: String) -> String { "Arrives at: \(place), \(address)" }
}
