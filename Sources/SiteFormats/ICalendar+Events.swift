import Foundation
import TravelModel

extension ICalendar {
    /// Every event of the trip, in the order the calendar lists them.
    static func events(
        for trip: Trip, recommendations: some RecommendationLookup, uidDomain: String, words: some CalendarWords
    ) -> [ICalendarEvent] {
        func uid(_ kind: String, _ index: String) -> String {
            "\(kind)-\(index)-\(trip.id.rawValue)@\(uidDomain)"
        }

        var events: [ICalendarEvent] = []
        let firstFlight = earliestFlight(trip.flights)
        for (index, flight) in trip.flights.enumerated() {
            var event = flightEvent(flight, uid: uid("flight", String(index + 1)), words: words)
            if index == firstFlight { event.alarm = words.departureReminder(event.summary) }
            events.append(event)
        }
        for (index, leg) in trip.transport.enumerated() {
            events.append(legEvent(leg, uid: uid("leg", String(index + 1)), words: words))
        }
        // Indexes count the shortlist too, so booking a stay does not renumber the others.
        for (index, stay) in trip.stays.enumerated() where stay.booked {
            events.append(
                ICalendarEvent(
                    uid: uid("stay", String(index + 1)), start: .date(stay.checkIn), end: .date(stay.checkOut),
                    summary: words.stay(stay.name), location: stay.address ?? stay.city?.name, geo: stay.location,
                    transparent: true))
        }
        for (dayIndex, day) in trip.days.enumerated() {
            let zone = knownZone(day.city?.timeZone ?? trip.destination?.timeZone)
            for (visitIndex, visit) in day.visits.enumerated() {
                let place = VisitPlace(visit.target, recommendations: recommendations)
                let start = LocalDateTime(date: day.date, time: visit.time)
                events.append(
                    ICalendarEvent(
                        uid: uid("visit", "\(dayIndex + 1)-\(visitIndex + 1)"), start: .local(start, zone: zone),
                        end: .local(visitEnd(start, until: visit.until), zone: zone), summary: place.name,
                        location: place.address, geo: place.location, description: visit.notes))
            }
        }
        if trip.flights.isEmpty {
            events.append(
                ICalendarEvent(
                    uid: uid("start", "1"), start: .date(trip.start), end: .date(trip.start.adding(days: 1)),
                    summary: words.tripBegins(trip.title), transparent: true, alarm: words.tripReminder(trip.title)))
        }
        return events
    }

    static func flightEvent(_ flight: Flight, uid: String, words: some CalendarWords) -> ICalendarEvent {
        let summary = words.flight(number: flight.number, from: flight.from.iata, to: flight.to.iata)
        var details: [String] = []
        if let airline = flight.airline { details.append(words.airline(airline)) }
        details.append(words.stops(flight.stops))
        details.append(words.passengers(flight.passengers))
        if let booking = flight.booking { details.append(words.booking(booking)) }
        return ICalendarEvent(
            uid: uid, start: .local(flight.depart, zone: knownZone(flight.from.timeZone)),
            end: .local(flight.arrive, zone: knownZone(flight.to.timeZone)), summary: summary,
            location: flight.from.name, description: details.joined(separator: "\n"))
    }

    /// A leg by train, bus, ferry, car or taxi, from its departure in its start's zone to its arrival in its
    /// end's; a rental car over several days leaves the time free, as a stay does.
    static func legEvent(_ leg: TransportLeg, uid: String, words: some CalendarWords) -> ICalendarEvent {
        // A rental car's number is its plate, a detail, not part of its title.
        let summary = words.leg(
            leg.mode, number: leg.mode == .car ? nil : leg.number, from: leg.from.name, to: leg.to.name)
        var details: [String] = []
        if let name = leg.operator { details.append(words.operatorName(name)) }
        if leg.mode == .car, let number = leg.number { details.append(words.car(number)) }
        if let seat = leg.seat { details.append(words.seat(seat)) }
        if let booking = leg.booking { details.append(words.booking(booking)) }
        if let address = leg.to.address { details.append(words.arrivesAt(leg.to.name, address: address)) }
        if let notes = leg.notes { details.append(notes) }
        return ICalendarEvent(
            uid: uid, start: .local(leg.depart, zone: knownZone(leg.from.timeZone)),
            end: .local(leg.arrive, zone: knownZone(leg.to.timeZone)), summary: summary,
            location: leg.from.address.map { "\(leg.from.name), \($0)" } ?? leg.from.name, geo: leg.from.location,
            description: details.isEmpty ? nil : details.joined(separator: "\n"),
            transparent: leg.mode == .car && leg.depart.date != leg.arrive.date)
    }

    /// The index of the flight that leaves first, by the instant where the zones are known; the first
    /// written among equals.
    static func earliestFlight(_ flights: [Flight]) -> Int? {
        func key(_ flight: Flight) -> Double {
            flight.departureInstant?.timeIntervalSince1970
                ?? Double(flight.depart.date.daysSinceEpoch * 86_400 + flight.depart.time.minutesSinceMidnight * 60)
        }
        return flights.indices.min { key(flights[$0]) < key(flights[$1]) }
    }

    /// The end of a visit: `until` the same day, or the next day when it is earlier than the start (a
    /// night out); an hour after the start when not given, or when it equals the start, as an event
    /// must end after it starts.
    static func visitEnd(_ start: LocalDateTime, until: LocalTime?) -> LocalDateTime {
        guard let until, until != start.time else { return ICalendarValue.adding(minutes: 60, to: start) }
        return LocalDateTime(date: until < start.time ? start.date.adding(days: 1) : start.date, time: until)
    }

    /// `identifier` when Foundation knows the zone, so every TZID written has its VTIMEZONE.
    static func knownZone(_ identifier: String?) -> String? {
        guard let identifier, TimeZone(identifier: identifier) != nil else { return nil }
        return identifier
    }
}
