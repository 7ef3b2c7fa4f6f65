import Foundation
import Testing
import TravelModel

@testable import SiteFormats

/// A trip's ground legs in its calendar and its route file: a night train across a border, a ferry and a
/// rental car.
@Suite struct TransportFormatsTests {
    static let legs = [
        TransportLeg(
            mode: .ferry,
            from: .init(
                name: "Cais do Sodré", location: Coordinate(latitude: 38.7060, longitude: -9.1450),
                timeZone: "Europe/Lisbon"),
            to: .init(
                name: "Cacilhas", location: Coordinate(latitude: 38.6880, longitude: -9.1480),
                timeZone: "Europe/Lisbon"),
            depart: Fixtures.dateTime("2027-04-10 10:00"), arrive: Fixtures.dateTime("2027-04-10 10:10"),
            operator: "Transtejo", price: Money(amount: 3, currency: "EUR")),
        TransportLeg(
            mode: .car, from: .init(name: "Hertz Lisboa", timeZone: "Europe/Lisbon"),
            to: .init(name: "Hertz Faro", address: "Aeroporto de Faro", timeZone: "Europe/Lisbon"),
            depart: Fixtures.dateTime("2027-04-10 14:00"), arrive: Fixtures.dateTime("2027-04-11 18:00"),
            booking: "H-12345"),
        TransportLeg(
            mode: .train,
            from: .init(
                name: "Lisboa Oriente", location: Coordinate(latitude: 38.7678, longitude: -9.0990),
                timeZone: "Europe/Lisbon"),
            to: .init(
                name: "Madrid Chamartín", location: Coordinate(latitude: 40.4722, longitude: -3.6825),
                timeZone: "Europe/Madrid"),
            depart: Fixtures.dateTime("2027-04-11 21:30"), arrive: Fixtures.dateTime("2027-04-12 08:40"),
            operator: "Renfe", number: "Lusitânia", seat: "berth 23"),
    ]

    static var trip: Trip {
        var trip = Fixtures.makeTrip(flights: [Fixtures.flight])
        trip.transport = legs
        return trip
    }

    /// Each leg is written in the zones of its ends; Tests/Browser/calendar_checks.py reads the instants back
    /// with the `icalendar` package, a parser that shares no code with ours.
    @Test func eachLegIsWrittenInItsZones() {
        let text = ICalendar.calendar(
            for: Self.trip, recommendations: Fixtures.recommendations, stamp: Fixtures.stamp,
            uidDomain: "itineshary.invalid", url: nil, words: EnglishCalendarWords())
        #expect(
            text.contains("DTSTART;TZID=Europe/Lisbon:20270410T100000\r\nDTEND;TZID=Europe/Lisbon:20270410T101000\r\n"))
        #expect(
            text.contains("DTSTART;TZID=Europe/Lisbon:20270410T140000\r\nDTEND;TZID=Europe/Lisbon:20270411T180000\r\n"))
        // The night train leaves in Lisbon's zone and arrives in Madrid's, which has its own VTIMEZONE.
        #expect(text.contains("DTSTART;TZID=Europe/Lisbon:20270411T213000\r\n"))
        #expect(text.contains("DTEND;TZID=Europe/Madrid:20270412T084000\r\n"))
        #expect(text.contains("BEGIN:VTIMEZONE\r\nTZID:Europe/Madrid\r\n"))
    }

    @Test func theRentalCarLeavesTheDaysFreeAndTheDescriptionsCarryTheDetails() {
        let events = ICalendar.events(
            for: Self.trip, recommendations: Fixtures.recommendations, uidDomain: "x", words: EnglishCalendarWords())
        let car = events.first { $0.uid.hasPrefix("leg-2-") }
        #expect(car?.transparent == true)
        #expect(car?.description == "Booking reference: H-12345\nArrives at: Hertz Faro, Aeroporto de Faro")
        let train = events.first { $0.uid.hasPrefix("leg-3-") }
        #expect(train?.transparent == false)
        #expect(train?.description == "Operator: Renfe\nSeat: berth 23")
        #expect(train?.geo == Coordinate(latitude: 38.7678, longitude: -9.0990))
    }

    @Test func eachPlacedLegIsALineStringWithItsMode() {
        let text = GeoJSON.route(for: Self.trip, recommendations: Fixtures.recommendations) { _ in nil }
        let legs = text.split(separator: "\n").filter { $0.contains(#""kind":"leg""#) }
        #expect(
            legs == [
                #"{"type":"Feature","geometry":{"type":"LineString","coordinates":[[-9.145,38.706],[-9.148,38.688]]},"properties":{"name":"Cais do Sodré → Cacilhas","kind":"leg","mode":"ferry","depart":"2027-04-10 10:00","arrive":"2027-04-10 10:10"}},"#,
                #"{"type":"Feature","geometry":{"type":"LineString","coordinates":[[-9.099,38.7678],[-3.6825,40.4722]]},"properties":{"name":"Lisboa Oriente → Madrid Chamartín","kind":"leg","mode":"train","depart":"2027-04-11 21:30","arrive":"2027-04-12 08:40"}},"#,
            ])
        // The route goes through the legs' placed ends after the flight's airports.
        #expect(text.contains("[-9.099,38.7678],[-3.6825,40.4722]]},\"properties\":{\"name\":\"Lisbon in spring\""))
    }
}
