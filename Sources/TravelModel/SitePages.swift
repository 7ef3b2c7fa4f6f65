extension Visibility {
    /// Whether a trip of this visibility gets pages: public and unlisted ones, and drafts when asked for.
    public func isBuilt(includingDrafts: Bool) -> Bool {
        switch self {
        case .public, .unlisted: return true
        case .draft: return includingDrafts
        case .private: return false
        }
    }

    /// Whether a trip of this visibility is shown in listings, the sitemap, the feed and search: public
    /// ones, and drafts when asked for.
    public func isListed(includingDrafts: Bool) -> Bool {
        self == .public || (self == .draft && includingDrafts)
    }
}

extension Trip {
    /// The cities the trip goes to, each once: the destination, the days' cities, then the booked stays'.
    public var visitedCities: [City] {
        var cities: [City] = []
        var seen = Set<CityKey>()
        let candidates =
            [destination].compactMap { $0 } + days.compactMap(\.city) + stays.filter(\.booked).compactMap(\.city)
        for city in candidates where seen.insert(city.key).inserted { cities.append(city) }
        return cities
    }
}

extension Site {
    /// The one rule for which cities get a page: every city with a recommendation or a page of its own in
    /// `Content/cities/`, and every city a listed trip goes to (a public one, or a draft with `--drafts`). A
    /// city only unlisted or private trips (or, without `--drafts`, drafts) go to has no page — its page, its
    /// place in the sitemap, the search index and the maps would say where those trips went — so a `city:`
    /// link to it is a content error; an unlisted trip's own page names it without a link.
    ///
    /// - Returns: the cities by key; a city's own page gives the record under its key, else the last
    ///   recommendation's (they come from one gazetteer), else the first trip's.
    public static func citiesWithPages(
        recommendations: [Recommendation], cityIntros: [CityIntro], trips: [Trip], includingDrafts: Bool
    ) -> [CityKey: City] {
        var cities: [CityKey: City] = [:]
        for recommendation in recommendations { cities[recommendation.city.key] = recommendation.city }
        // A city's own page describes the city, so its record wins over a recommendation's.
        for page in cityIntros { cities[page.city.key] = page.city }
        for trip in trips where trip.visibility.isListed(includingDrafts: includingDrafts) {
            for city in trip.visitedCities where cities[city.key] == nil { cities[city.key] = city }
        }
        return cities
    }

    /// The cities with a page in this site (see ``citiesWithPages(recommendations:cityIntros:trips:includingDrafts:)``).
    public func citiesWithPages(includingDrafts: Bool) -> [CityKey: City] {
        Self.citiesWithPages(
            recommendations: recommendations, cityIntros: cityIntros, trips: trips, includingDrafts: includingDrafts)
    }
}
