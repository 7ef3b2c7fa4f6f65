import SiteMaps
import SitePlan
import TravelModel

/// The maps of the whole site: everything on one map, each continent's part of it, and each country's.
extension MapMaker {
    /// What one of the site's maps marks: its cities, the trips through them (each route cut to these cities),
    /// and its recommendations one by one, or none when there are more than ``recommendationMarkLimit``: then
    /// each city's mark stands for its own, which its page's map shows.
    package struct SiteMapContents {
        var cities: [City]
        var trips: [Trip]
        var recommendations: [Recommendation]
    }

    /// The most recommendations a site map marks one by one.
    static let recommendationMarkLimit = 60
    /// The most trips a site map draws: the latest; every trip is on its year's page.
    static let tripMarkLimit = 40

    /// What the site's maps cover, from everything the site has: the cities with a page that listings show,
    /// the latest ``tripMarkLimit`` listed trips, and the placed recommendations unless `withRecommendations` is
    /// false (on a map of the world, where a city's recommendations would be a tangle of leader lines around it).
    func siteContents(withRecommendations: Bool = true, where included: (City) -> Bool = { _ in true })
        -> SiteMapContents
    {
        let cities = graph.listedCities.filter(included)
        let trips = graph.listedTrips.reversed().prefix(Self.tripMarkLimit).filter {
            $0.visitedCities.contains(where: included)
        }
        // One more than the limit is enough to know the map has too many.
        let placed =
            !withRecommendations
            ? []
            : Array(
                cities.lazy.flatMap { graph.recommendations(in: $0) }.filter { location(of: $0) != nil }
                    .prefix(Self.recommendationMarkLimit + 1))
        return SiteMapContents(
            cities: cities, trips: trips.reversed(),
            recommendations: placed.count > Self.recommendationMarkLimit ? [] : placed)
    }

    /// The countries that listed trips visit, shaded on the site's maps.
    var visitedCountries: Set<String> {
        Set(graph.listedTrips.flatMap { $0.visitedCities.map(\.countryCode) })
    }

    /// A site map of `contents`: the cities, then each trip's mark at the first of its cities here and its route
    /// through them in its own colour, then the recommendations; the countries trips visit shaded.
    func siteMap(_ contents: SiteMapContents, title: String, heading: String, idPrefix: String, from file: String)
        -> MapView?
    {
        let here = Set(contents.cities.map(\.key))
        var points = contents.cities.map { city in
            MapPoint(
                label: city.name, coordinate: Self.coordinate(city.coordinate),
                url: SitePaths.link(from: file, toPage: SitePaths.city(city)), kind: .city)
        }
        var routes: [MapRoute] = []
        for (index, trip) in contents.trips.enumerated() {
            let stops = trip.visitedCities.filter { here.contains($0.key) }
            guard let first = stops.first else { continue }
            points.append(
                MapPoint(
                    label: trip.title, coordinate: Self.coordinate(first.coordinate),
                    url: SitePaths.link(from: file, toPage: SitePaths.trip(trip)), kind: .trip, group: index))
            if stops.count > 1 {
                routes.append(MapRoute(coordinates: stops.map { Self.coordinate($0.coordinate) }, group: index))
            }
        }
        for recommendation in contents.recommendations {
            guard let location = location(of: recommendation) else { continue }
            points.append(
                MapPoint(
                    label: recommendation.name, coordinate: Self.coordinate(location),
                    url: SitePaths.link(from: file, toPage: SitePaths.recommendation(recommendation)),
                    kind: .recommendation))
        }
        guard !points.isEmpty else { return nil }
        var map = RouteMap(points: points, routes: routes, title: title)
        map.shadedCountries = visitedCountries
        return view(map, title: heading, idPrefix: idPrefix)
    }
}
