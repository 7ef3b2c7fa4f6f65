import TravelModel

/// `index.mustache`: upcoming and past trips, every city with recommendations, popular destinations.
struct HomePage: Encodable, Sendable {
    let upcoming: [TripCard]
    let past: [TripCard]
    let cities: [CityCard]
    let popular: [CityCard]

    init(context: PageContext) {
        let trips = context.graph.listedTrips
        upcoming = trips.filter { $0.end >= context.today }.map { TripCard($0, context: context) }
        past = trips.filter { $0.end < context.today }.reversed().map { TripCard($0, context: context) }
        cities = context.graph.citiesWithRecommendations.map { CityCard($0, context: context) }
        popular = Self.popular(context.graph).map { CityCard($0, context: context) }
    }

    /// Cities by how many listed trips go to them, then how many recommendations they have, then name.
    static func popular(_ graph: SiteGraph) -> [City] {
        graph.cities
            .map { ($0, graph.trips(visiting: $0).count, graph.recommendations(in: $0).count) }
            .filter { $0.1 + $0.2 > 0 }
            .sorted { ($1.1, $1.2, $0.0.name) < ($0.1, $0.2, $1.0.name) }
            .prefix(6).map(\.0)
    }
}

/// `cities.mustache`: every city with recommendations, grouped by country.
struct CitiesPage: Encodable, Sendable {
    /// A country's cities.
    struct Country: Encodable, Sendable {
        let name: String
        let cities: [CityCard]
    }

    let countries: [Country]

    init(context: PageContext) {
        var groups: [(String, [City])] = []
        let named = context.graph.citiesWithRecommendations.map { (context.countryName($0.countryCode), $0) }
        for (country, city) in named.sorted(by: { ($0.0, $0.1.name) < ($1.0, $1.1.name) }) {
            if groups.last?.0 == country {
                groups[groups.count - 1].1.append(city)
            } else {
                groups.append((country, [city]))
            }
        }
        countries = groups.map { Country(name: $0.0, cities: $0.1.map { CityCard($0, context: context) }) }
    }
}

/// `search.mustache`: every listed trip, city and recommendation, for the search script to filter.
struct SearchPage: Encodable, Sendable {
    /// One entry, with its link from the search page.
    struct Entry: Encodable, Sendable {
        let title: String
        let kind: String
        let url: String
        let text: String
        let keywords: String
    }

    let entries: [Entry]
    /// The same entries as JSON.
    let indexJson: String

    init(entries: [SearchEntry], context: PageContext) {
        self.entries = entries.map {
            Entry(title: $0.title, kind: $0.kind, url: context.fileLink($0.path), text: $0.text, keywords: $0.keywords)
        }
        indexJson = context.fileLink(SiteIndexes.searchIndexPath)
    }
}

/// `404.mustache`: no values of its own.
struct NotFoundPage: Encodable, Sendable {}
