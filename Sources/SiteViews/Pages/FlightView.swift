import TravelModel

/// A flight on a trip's page: local times at each airport with their offsets.
package struct FlightView: TemplateFields {
    /// An airport of a flight.
    package struct AirportView: TemplateFields {
        let code: String
        let name: String
        let city: String
        let zone: String

        init(_ airport: Airport) {
            code = airport.iata
            name = airport.name
            city = airport.city
            zone = airport.timeZone
        }
    }

    let from: AirportView
    let to: AirportView
    let depart: String
    let departIso: String
    let departZone: String
    let arrive: String
    let arriveIso: String
    let arriveZone: String
    let duration: String?
    let stops: String
    let airline: String?
    let number: String?
    let passengers: String
    let price: String?
    let booking: String?

    init(_ flight: Flight, context: PageContext) {
        let formatter = context.formatter
        let words = context.words
        from = AirportView(flight.from)
        to = AirportView(flight.to)
        depart = formatter.dateTime(flight.depart)
        departIso = flight.depart.date.description + "T" + flight.depart.time.description
        // The instants as `departureInstant` and `arrivalInstant` give them, through the build's zones.
        let departure = formatter.instant(flight.depart, inZone: flight.from.timeZone)
        let arrival = formatter.instant(flight.arrive, inZone: flight.to.timeZone)
        departZone = formatter.zoneOffset(flight.from.timeZone, at: departure)
        arrive = formatter.dateTime(flight.arrive)
        arriveIso = flight.arrive.date.description + "T" + flight.arrive.time.description
        arriveZone = formatter.zoneOffset(flight.to.timeZone, at: arrival)
        if let departure, let arrival {
            duration = formatter.duration(minutes: Flight.minutes(from: departure, to: arrival))
        } else {
            duration = nil
        }
        stops = flight.stops == 0 ? words.nonStop : words.counts.stop(flight.stops)
        airline = flight.airline
        number = flight.number
        passengers = words.counts.passenger(flight.passengers)
        price = flight.price.map(formatter.money)
        booking = flight.booking
    }
}
