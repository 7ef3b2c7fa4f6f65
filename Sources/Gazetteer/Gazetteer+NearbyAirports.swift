import TravelModel

/// An airport near a place, with its great-circle distance.
public struct NearbyAirport: Sendable, Hashable {
    /// The airport.
    public let airport: Airport
    /// How far it is, in kilometres.
    public let kilometres: Double
}

extension Gazetteer {
    /// Words in an airport's name that mark it as not for travellers: air bases, heliports, seaplane bases,
    /// stations. The data does not say which airports have scheduled flights; this leaves out those that
    /// plainly have none.
    static let notForTravellers: Set<String> = [
        "airbase", "army", "bus", "heliport", "military", "naval", "raf", "seaplane", "station",
    ]
    /// Two-word marks of the same: `Air Base`, `Air Force`.
    static let notForTravellersPairs: Set<String> = ["air base", "air force"]

    /// The airports within `kilometres` of `coordinate`, nearest first (ties by code), at most `limit`,
    /// leaving out air bases, heliports, seaplane bases and stations.
    public func airports(near coordinate: Coordinate, within kilometres: Double, limit: Int) -> [NearbyAirport] {
        guard limit > 0 else { return [] }
        var found: [NearbyAirport] = []
        // Read in place: only an airport within reach is copied, not each of the table's many thousands.
        let airports = airportTable.value.airports
        for index in airports.indices {
            let place = airports[index].coordinate
            // A degree of latitude is about 111 km: a cheap bound before the exact distance.
            guard abs(place.latitude - coordinate.latitude) * 111 <= kilometres + 1 else { continue }
            let distance = coordinate.kilometres(to: place)
            guard distance <= kilometres else { continue }
            let airport = airports[index]
            guard Self.isForTravellers(airport) else { continue }
            found.append(NearbyAirport(airport: airport, kilometres: distance))
        }
        found.sort { ($0.kilometres, $0.airport.iata) < ($1.kilometres, $1.airport.iata) }
        return Array(found.prefix(limit))
    }

    /// Whether no word of the airport's name marks it as an air base, heliport, seaplane base or station.
    static func isForTravellers(_ airport: Airport) -> Bool {
        let words = airport.name.lowercased().split { !$0.isLetter }
        if words.contains(where: { notForTravellers.contains(String($0)) }) { return false }
        return !zip(words, words.dropFirst()).contains { notForTravellersPairs.contains("\($0) \($1)") }
    }
}
