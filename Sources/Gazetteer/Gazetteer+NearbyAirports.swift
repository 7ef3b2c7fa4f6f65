import TravelModel

/// An airport near a place, with its great-circle distance.
public struct NearbyAirport: Sendable, Hashable {
    /// The airport.
    public let airport: Airport
    /// How far it is, in kilometres.
    public let kilometres: Double

    /// An airport `kilometres` from a place.
    public init(airport: Airport, kilometres: Double) {
        self.airport = airport
        self.kilometres = kilometres
    }
}

extension Gazetteer {
    /// The airports with scheduled passenger service within `kilometres` of `coordinate`, nearest first
    /// (ties by code), at most `limit`. Air bases, heliports, private fields and closed airports have no
    /// scheduled service in the data, so they are never among them.
    public func airports(near coordinate: Coordinate, within kilometres: Double, limit: Int) -> [NearbyAirport] {
        guard limit > 0 else { return [] }
        var found: [NearbyAirport] = []
        // Read in place: only an airport within reach is copied, not each of the table's many thousands.
        let table = airportTable.value
        let airports = table.airports
        for index in airports.indices where table.scheduled[index] {
            let place = airports[index].coordinate
            // A degree of latitude is about 111 km: a cheap bound before the exact distance.
            guard abs(place.latitude - coordinate.latitude) * 111 <= kilometres + 1 else { continue }
            let distance = coordinate.kilometres(to: place)
            guard distance <= kilometres else { continue }
            found.append(NearbyAirport(airport: airports[index], kilometres: distance))
        }
        found.sort { ($0.kilometres, $0.airport.iata) < ($1.kilometres, $1.airport.iata) }
        return Array(found.prefix(limit))
    }

    /// Whether the airport with this IATA code has scheduled passenger service.
    public func hasScheduledService(iata code: String) -> Bool {
        let table = airportTable.value
        return table.byCode[code.trimmingWhitespace.uppercased()].map { table.scheduled[$0] } ?? false
    }
}
