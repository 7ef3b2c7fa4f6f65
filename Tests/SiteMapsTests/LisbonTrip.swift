import SiteMaps

/// A realistic trip for tests: Lisbon and Porto, flying in from New York.
enum LisbonTrip {
    static let jfk = MapPoint(
        label: "JFK",
        coordinate: MapCoordinate(latitude: 40.6399, longitude: -73.7787),
        url: "../../airports/jfk/",
        kind: .airport
    )
    static let lis = MapPoint(
        label: "LIS",
        coordinate: MapCoordinate(latitude: 38.7813, longitude: -9.1359),
        url: "../../airports/lis/",
        kind: .airport
    )
    static let belem = MapPoint(
        label: "Pastéis de Belém",
        coordinate: MapCoordinate(latitude: 38.6975, longitude: -9.2033),
        url: "../../cities/pt/lisbon/pasteis-de-belem/",
        kind: .recommendation
    )
    static let castelo = MapPoint(
        label: "Castelo de São Jorge",
        coordinate: MapCoordinate(latitude: 38.7139, longitude: -9.1335),
        url: "../../cities/pt/lisbon/castelo-de-sao-jorge/",
        kind: .visit
    )
    static let timeOut = MapPoint(
        label: "Time Out Market",
        coordinate: MapCoordinate(latitude: 38.7069, longitude: -9.1459),
        url: "../../cities/pt/lisbon/time-out-market/",
        kind: .visit
    )
    static let caboDaRoca = MapPoint(
        label: "Cabo da Roca",
        coordinate: MapCoordinate(latitude: 38.7804, longitude: -9.4989),
        kind: .waypoint
    )
    static let lello = MapPoint(
        label: "Livraria Lello",
        coordinate: MapCoordinate(latitude: 41.1469, longitude: -8.6149),
        url: "../../cities/pt/porto/livraria-lello/",
        kind: .visit
    )
    static let opo = MapPoint(
        label: "OPO",
        coordinate: MapCoordinate(latitude: 41.2481, longitude: -8.6814),
        url: "../../airports/opo/",
        kind: .airport
    )

    /// The whole trip, in the order travelled.
    static let points = [jfk, lis, belem, castelo, timeOut, caboDaRoca, lello, opo]

    /// The whole trip, with the flight home from Porto.
    static var tripMap: RouteMap {
        RouteMap(
            points: points,
            route: points.map(\.coordinate) + [jfk.coordinate],
            title: "Lisbon and Porto",
            description: "From New York to Lisbon, Cabo da Roca and Porto, and back."
        )
    }

    /// The days in and around Lisbon.
    static var lisbonMap: RouteMap {
        let days = [lis, belem, castelo, timeOut, caboDaRoca]
        return RouteMap(points: days, route: days.map(\.coordinate), title: "Lisbon")
    }
}
