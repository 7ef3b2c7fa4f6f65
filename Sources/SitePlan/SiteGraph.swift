import SiteFormats
import TravelModel

/// The pages a site has and how they refer to each other: which trips are built and listed, which
/// cities get a page, the recommendations of each city and the trips that go to each city and place.
package struct SiteGraph: Sendable {
    /// Trips built into pages: public and unlisted, and drafts when asked for; sorted by start, then slug.
    package let builtTrips: [Trip]
    /// Trips shown in listings, the sitemap, the feed and search: public ones (and drafts when asked for).
    package let listedTrips: [Trip]
    /// Every city with a page, sorted by country code then name.
    package let cities: [City]
    /// Every city with a page, by key.
    package let citiesByKey: [CityKey: City]
    /// Recommendations by slug, found in ``recommendationsBySlug``.
    package let recommendations: SiteRecommendations
    /// Every recommendation, sorted by slug.
    package var recommendationsBySlug: [Recommendation] { recommendations.all }
    // The groupings hold positions in `recommendationsBySlug` and `listedTrips` rather than copies of
    // the values: recommendations and trips are large structs, and copies would stay for the whole build.
    private let recommendationsByCity: [CityKey: [Int32]]
    private let cityIntros: [CityKey: CityIntro]
    private let tripsByCity: [CityKey: [Int32]]
    /// The listed trips that visit each recommendation, by the recommendation's position in
    /// ``recommendationsBySlug``: one list for all (a large site's recommendations are a hundred thousand, and a
    /// list and a table slot each would cost more than the positions they hold).
    private let tripsByRecommendation: PositionLists
    /// The cities the list of cities and the country pages show: those with recommendations, a page of their
    /// own in `Content/cities/`, or a listed trip that goes there, by country code, then name — every city
    /// with a page (``Site/citiesWithPages(includingDrafts:)``). A city only unlisted or private trips visit
    /// has neither a page nor a place in a listing.
    package let listedCities: [City]
    /// ``listedCities`` by country code.
    private let listedCitiesByCountry: [String: [City]]
    /// The `app:` settings: whether the site has its saved and offline pages.
    package let app: AppSettings
    /// Every feature a recommendation may have, the built-in ones first, in the order city pages group them.
    package let features: [String]

    /// - Parameter everyTrip: builds private and draft trips too (listed as usual), for `serve`'s preview.
    package init(site: Site, includeDrafts: Bool, everyTrip: Bool = false) {
        app = site.settings.app
        features = site.settings.allFeatures
        builtTrips = site.trips.filter { everyTrip || $0.visibility.isBuilt(includingDrafts: includeDrafts) }
        listedTrips = builtTrips.filter { $0.visibility.isListed(includingDrafts: includeDrafts) }

        // The loader hands the recommendations over sorted by slug already: sharing its array rather than
        // sorting a copy saves a copy of every recommendation for the whole build.
        let sortedAlready = zip(site.recommendations, site.recommendations.dropFirst()).allSatisfy { $0.id < $1.id }
        let recommendationsBySlug: [Recommendation]
        if sortedAlready {
            recommendationsBySlug = site.recommendations
        } else {
            var bySlug: [Slug: Recommendation] = [:]
            for recommendation in site.recommendations { bySlug[recommendation.id] = recommendation }
            recommendationsBySlug = bySlug.values.sorted { $0.id < $1.id }
        }
        var byCity: [CityKey: [Int32]] = [:]
        for (position, recommendation) in recommendationsBySlug.enumerated() {
            byCity[recommendation.city.key, default: []].append(Int32(position))
        }
        var pages: [CityKey: CityIntro] = [:]
        for page in site.cityIntros { pages[page.city.key] = page }
        recommendations = SiteRecommendations(recommendationsBySlug)
        var tripsByCity: [CityKey: [Int32]] = [:]
        // Each recommendation with each trip that visits it, once, in the order of the trips.
        var visits: [(key: Int32, position: Int32)] = []
        for (position, trip) in listedTrips.enumerated() {
            for city in trip.visitedCities { tripsByCity[city.key, default: []].append(Int32(position)) }
            var seenPlaces = Set<Slug>()
            for day in trip.days {
                for visit in day.visits {
                    if case .recommendation(let slug) = visit.target, seenPlaces.insert(slug).inserted,
                        let recommendation = recommendations.position(of: slug)
                    {
                        visits.append((Int32(recommendation), Int32(position)))
                    }
                }
            }
        }
        tripsByRecommendation = PositionLists(visits, count: recommendationsBySlug.count)
        citiesByKey = site.citiesWithPages(includingDrafts: includeDrafts)
        cities = citiesByKey.values.sorted {
            ($0.countryCode, $0.name, $0.geonameID) < ($1.countryCode, $1.name, $1.geonameID)
        }
        recommendationsByCity = byCity.mapValues { positions in
            positions.sorted { a, b in
                let (a, b) = (recommendationsBySlug[Int(a)], recommendationsBySlug[Int(b)])
                return (a.name, a.id) < (b.name, b.id)
            }
        }
        cityIntros = pages
        self.tripsByCity = tripsByCity
        // Made once: every listing page shows them.
        listedCities = cities
        listedCitiesByCountry = Dictionary(grouping: listedCities, by: \.countryCode)
    }

    /// A country's listed cities.
    package func listedCities(inCountry code: String) -> [City] { listedCitiesByCountry[code] ?? [] }

    /// The recommendations of a city, by name.
    package func recommendations(in city: City) -> [Recommendation] {
        recommendationPositions(in: city).map { recommendationsBySlug[Int($0)] }
    }

    /// A city's recommendations grouped by their first feature, in the order of ``features``, each group by name:
    /// positions in ``recommendationsBySlug``.
    package func featureGroups(in city: City) -> [(feature: String, positions: [Int32])] {
        let all = recommendationsBySlug
        let byFeature = Dictionary(grouping: recommendationPositions(in: city)) { all[Int($0)].features.first ?? "" }
        return features.compactMap { feature in byFeature[feature].map { (feature, $0) } }
    }

    /// How many recommendations a city has, without gathering them.
    package func recommendationCount(in city: City) -> Int { recommendationsByCity[city.key]?.count ?? 0 }

    /// How many listed trips go to a city, without gathering them.
    package func tripCount(visiting city: City) -> Int { tripsByCity[city.key]?.count ?? 0 }

    /// A city's intro, from `Content/cities/`.
    package func cityIntro(for city: City) -> CityIntro? { cityIntros[city.key] }

    /// Listed trips that go to a city, by start.
    package func trips(visiting city: City) -> [Trip] { tripPositions(visiting: city).map { listedTrips[Int($0)] } }

    /// Listed trips with a visit to a recommendation, by start.
    package func trips(visitingRecommendation slug: Slug) -> [Trip] {
        guard let position = recommendations.position(of: slug) else { return [] }
        return tripPositions(visitingRecommendationAt: position).map { listedTrips[Int($0)] }
    }

    /// The positions in ``listedTrips`` of the trips that go to a city, by start.
    package func tripPositions(visiting city: City) -> [Int32] { tripsByCity[city.key] ?? [] }

    /// The positions in ``listedTrips`` of the trips with a visit to the recommendation at `position` in
    /// ``recommendationsBySlug``, by start.
    package func tripPositions(visitingRecommendationAt position: Int) -> ArraySlice<Int32> {
        tripsByRecommendation[position]
    }

    /// The positions in ``recommendationsBySlug`` of a city's recommendations, by name.
    package func recommendationPositions(in city: City) -> [Int32] { recommendationsByCity[city.key] ?? [] }
}

/// The site's recommendations by slug: positions in its one list sorted by slug, so each recommendation is held
/// once, not again in a dictionary of copies.
package struct SiteRecommendations: RecommendationLookup, Sendable {
    /// Every recommendation, sorted by slug.
    let all: [Recommendation]
    private let positions: PositionTable

    /// `all` must hold each slug once.
    init(_ all: [Recommendation]) {
        self.all = all
        positions = PositionTable(count: all.count) { all[$0].id }
    }

    package var count: Int { all.count }

    package subscript(_ slug: Slug) -> Recommendation? { position(of: slug).map { all[$0] } }

    /// The position of the recommendation `slug` names in ``all``.
    package func position(of slug: Slug) -> Int? { positions.position(of: slug) { all[$0].id } }
}

/// Lists of positions, one for each of `count` keys numbered from 0, held in one array: the lists one after
/// another, and where each ends.
package struct PositionLists: Sendable {
    private let positions: [Int32]
    /// Where the list of key `k` ends in `positions`; it starts where key `k - 1`'s ends.
    private let ends: [Int32]

    /// The lists of `pairs`, each key's positions in the order given.
    package init(_ pairs: [(key: Int32, position: Int32)], count: Int) {
        var ends = [Int32](repeating: 0, count: count)
        for pair in pairs { ends[Int(pair.key)] += 1 }
        var total: Int32 = 0
        for key in ends.indices {
            total += ends[key]
            ends[key] = total
        }
        // Filled from the back, so each list keeps the order given.
        var next = ends
        var positions = [Int32](repeating: 0, count: pairs.count)
        for pair in pairs.reversed() {
            next[Int(pair.key)] -= 1
            positions[Int(next[Int(pair.key)])] = pair.position
        }
        self.positions = positions
        self.ends = ends
    }

    /// The positions of key `key`, in order.
    package subscript(_ key: Int) -> ArraySlice<Int32> {
        positions[(key == 0 ? 0 : Int(ends[key - 1]))..<Int(ends[key])]
    }
}
