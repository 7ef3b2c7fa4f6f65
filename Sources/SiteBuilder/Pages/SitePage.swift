import TravelModel

/// One page of the site: what it shows, the file it is written to, the content file it comes from, and
/// whether the site's listings show it.
struct SitePage: Sendable {
    /// What a page shows, in one word: a trip, a city page or a country code is held in a box of its own, and a
    /// recommendation is one reference already, so the registry and every list made from it copy references, not
    /// the values' fields. A large site has a hundred thousand pages.
    enum Subject: Sendable {
        case home
        case cities
        case search
        case notFound
        /// The listed trips that start in a year.
        case year(Int)
        /// A country's cities with recommendations, by its code.
        indirect case country(String)
        indirect case trip(Trip)
        indirect case city(City, page: TravelModel.CityPage?)
        case recommendation(Recommendation)
    }

    let subject: Subject
    /// Where it is written, from the output root: `trips/lisbon/index.html`. Kept rather than its folder: the
    /// output's record of every file written holds this same text, and a large site has a hundred thousand pages.
    let file: String
    /// Its folder, for links and absolute URLs: `trips/lisbon/`; `nil` for the 404 page, which is a file. Made
    /// from the file when asked for.
    var folder: String? { kind == .notFound ? nil : String(file.dropLast(SitePaths.page("").count)) }
    /// The content file it is made from, named in errors: its subject's.
    var source: String? {
        switch subject {
        case .trip(let trip): return trip.sourcePath
        case .city(_, let page): return page?.sourcePath
        case .recommendation(let recommendation): return recommendation.sourcePath
        case .home, .cities, .search, .notFound, .year, .country: return nil
        }
    }
    /// Whether listings, the sitemap, the feed and search show it (unlisted trips are not listed).
    let isListed: Bool

    /// The page of `subject` in `folder` (`nil` for the 404 page).
    init(subject: Subject, folder: String?, isListed: Bool) {
        self.subject = subject
        file = folder.map(SitePaths.page) ?? SitePaths.notFound
        self.isListed = isListed
    }

    var kind: PageKind {
        switch subject {
        case .home: return .home
        case .cities: return .cities
        case .search: return .search
        case .notFound: return .notFound
        case .year: return .year
        case .country: return .country
        case .trip: return .trip
        case .city: return .city
        case .recommendation: return .recommendation
        }
    }
}

/// Every page of a site, declared once, in a fixed order: home, cities, search, 404, the years of listed
/// trips, the countries of cities with recommendations (both by number and code), the built trips,
/// the cities with a page, the recommendations by slug. Rendering, the sitemap, the feed and the search
/// index all read this list.
struct SitePages: Sendable {
    let all: [SitePage]

    init(graph: SiteGraph, includeDrafts: Bool) {
        func fixed(_ subject: SitePage.Subject, _ folder: String) -> SitePage {
            SitePage(subject: subject, folder: folder, isListed: true)
        }
        var pages = [
            fixed(.home, SitePaths.home), fixed(.cities, SitePaths.cities), fixed(.search, SitePaths.search),
            SitePage(subject: .notFound, folder: nil, isListed: false),
        ]
        let years = graph.tripYears
        let countries = graph.listedCountries
        // Sized up front: the pages stay for the whole build, and growing by doubling would leave up to
        // half the array spare.
        pages.reserveCapacity(
            pages.count + years.count + countries.count + graph.builtTrips.count + graph.cities.count
                + graph.recommendationsBySlug.count)
        for year in years { pages.append(fixed(.year(year), SitePaths.year(year))) }
        for country in countries {
            pages.append(fixed(.country(country), SitePaths.country(country)))
        }
        for trip in graph.builtTrips {
            let folder = SitePaths.trip(trip)
            pages.append(
                SitePage(
                    subject: .trip(trip), folder: folder,
                    isListed: trip.visibility.isListed(includingDrafts: includeDrafts)
                ))
        }
        for city in graph.cities {
            let folder = SitePaths.city(city)
            let page = graph.cityPage(for: city)
            pages.append(
                SitePage(subject: .city(city, page: page), folder: folder, isListed: true))
        }
        for recommendation in graph.recommendationsBySlug {
            let folder = SitePaths.recommendation(recommendation)
            pages.append(
                SitePage(subject: .recommendation(recommendation), folder: folder, isListed: true))
        }
        all = pages
    }

    /// The pages `feed.xml` has entries for.
    var inFeed: [SitePage] { all.filter { $0.isListed && $0.kind.inFeed } }
}
