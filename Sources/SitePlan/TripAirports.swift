import Gazetteer
import TravelModel

/// The airports a trip page lists as nearby: the trip's own, then others near its destination.
package enum TripAirports {
    /// The airports of `trip`'s flights that lie within `radius` kilometres of a city the trip is in, in the
    /// order the flights use them, each with its distance from the nearest such city; then the airports with
    /// scheduled service near the destination (`nearby`, nearest first) that are not among them, up to
    /// `limit` airports in all. The trip's own airports are always listed, whether or not the data knows them
    /// to have scheduled service: the trip flies there.
    package static func list(
        of trip: Trip, nearby: [NearbyAirport], radius: Double, limit: Int
    ) -> [NearbyAirport] {
        var places: [Coordinate] = []
        for city in [trip.destination] + trip.days.map(\.city) + trip.stays.map(\.city) {
            if let city, !places.contains(city.coordinate) { places.append(city.coordinate) }
        }
        var listed: [NearbyAirport] = []
        for airport in trip.flights.flatMap({ [$0.from, $0.to] })
        where !listed.contains(where: { $0.airport.iata == airport.iata }) {
            guard let distance = places.map({ $0.kilometres(to: airport.coordinate) }).min(), distance <= radius
            else { continue }
            listed.append(NearbyAirport(airport: airport, kilometres: distance))
        }
        for other in nearby
        where listed.count < limit && !listed.contains(where: { $0.airport.iata == other.airport.iata }) {
            listed.append(other)
        }
        return listed
    }
}
