import TravelModel

/// The pages a site has and how they refer to each other: which trips are built and listed, which
/// cities get a page, the recommendations of each city and the trips that visit each city and place.
struct SiteGraph: Sendable {
    /// Trips built into pages: public and unlisted, and drafts when asked for; sorted by start, then slug.
    let builtTrips: [Trip]
    /// Trips shown in listings, the sitemap, the feed and search: public ones (and drafts when asked for).
    let listedTrips: [Trip]
    /// Every city with a page, sorted by country code then name.
    let cities: [City]
    /// Recommendations by city key, sorted by name.
    let recommendationsByCity: [String: [Recommendation]]
    /// Recommendations by slug.
    let recommendations: [Slug: Recommendation]
    /// The site's own city pages by city key.
    let cityPages: [String: CityPage]
    /// Listed trips that visit each city, by city key, sorted by start.
    let tripsByCity: [String: [Trip]]
    /// Listed trips that visit each recommendation, by slug.
    let tripsByRecommendation: [Slug: [Trip]]

    /// The key of a city: its folder.
    static func key(_ city: City) -> String { SitePaths.city(city) }

    init(site: Site, includeDrafts: Bool) {
        builtTrips = site.trips.filter {
            $0.visibility == .public || $0.visibility == .unlisted || ($0.visibility == .draft && includeDrafts)
        }
        listedTrips = builtTrips.filter { $0.visibility != .unlisted }

        var recommendations: [Slug: Recommendation] = [:]
        var byCity: [String: [Recommendation]] = [:]
        var cities: [String: City] = [:]
        for recommendation in site.recommendations {
            recommendations[recommendation.id] = recommendation
            byCity[Self.key(recommendation.city), default: []].append(recommendation)
            cities[Self.key(recommendation.city)] = recommendation.city
        }
        var pages: [String: CityPage] = [:]
        for page in site.cityPages {
            pages[Self.key(page.city)] = page
            cities[Self.key(page.city)] = page.city
        }
        var tripsByCity: [String: [Trip]] = [:]
        var tripsByRecommendation: [Slug: [Trip]] = [:]
        for trip in builtTrips {
            var visited: [City] = trip.days.compactMap(\.city)
            if let destination = trip.destination { visited.insert(destination, at: 0) }
            var seenCities = Set<String>()
            for city in visited where seenCities.insert(Self.key(city)).inserted {
                cities[Self.key(city)] = cities[Self.key(city)] ?? city
                if trip.visibility != .unlisted { tripsByCity[Self.key(city), default: []].append(trip) }
            }
            guard trip.visibility != .unlisted else { continue }
            var seenPlaces = Set<Slug>()
            for day in trip.days {
                for visit in day.visits {
                    if case let .recommendation(slug) = visit.target, seenPlaces.insert(slug).inserted {
                        tripsByRecommendation[slug, default: []].append(trip)
                    }
                }
            }
        }
        self.recommendations = recommendations
        recommendationsByCity = byCity.mapValues { $0.sorted { ($0.name, $0.id) < ($1.name, $1.id) } }
        cityPages = pages
        self.cities = cities.values.sorted { ($0.countryCode, $0.name, $0.geonameID) < ($1.countryCode, $1.name, $1.geonameID) }
        self.tripsByCity = tripsByCity
        self.tripsByRecommendation = tripsByRecommendation
    }

    /// The recommendations of a city.
    func recommendations(in city: City) -> [Recommendation] { recommendationsByCity[Self.key(city)] ?? [] }
}
