import Foundation
import SiteOutput
import SitePlan
import SiteSearch
import SiteTheme
import TravelModel

/// `index.mustache`: the upcoming trips (the first, under way or next, shown large with where it stands on the
/// reader's date) and the latest past ones; the map of everything; popular destinations; a link to each year's trips.
package struct HomePage: TemplateFields {
    /// How many upcoming trips, and how many past ones, the home page shows; the year pages list them all.
    static let tripLimit = 12
    /// How many popular destinations the home page shows.
    static let popularLimit = 8

    /// `3 trips · 38 recommendations · 6 cities in 3 countries`.
    let stats: String
    /// What the script says of the upcoming trips from the reader's date: `Starts in 4 months`.
    let when: WhenView
    let upcoming: [TripCard]
    let past: [TripCard]
    let years: [YearLink]
    let popular: [CityCard]
    /// How many cities the list of cities has, and its link.
    let citiesCount: String
    let citiesUrl: String
    /// The map of everything, and the map page's link.
    let map: MapView?
    let mapUrl: String
    /// The mark of a trip under way on the reader's date (`Under way`), for the script that moves trips between
    /// `upcoming` and `past` when the reader's date is not the build's.
    let underWay: String

    init(context: PageContext, maps: MapMaker) {
        let trips = context.graph.listedTrips
        let counts = context.words.counts
        when = WhenView(context.words.when)
        upcoming = trips.lazy.filter { $0.end >= context.today }.prefix(Self.tripLimit).map {
            TripCard($0, context: context)
        }
        past = trips.reversed().lazy.filter { $0.end < context.today }.prefix(Self.tripLimit).map {
            TripCard($0, context: context)
        }
        years = YearLink.all(context: context)
        let cities = context.graph.listedCities
        let countries = Set(cities.map(\.countryCode)).count
        stats = [
            counts.trip(trips.count), counts.recommendation(context.graph.recommendations.count),
            context.words.pages.citiesInCountries.filling([
                "cities": counts.city(cities.count), "countries": counts.country(countries),
            ]),
        ].joined(separator: " · ")
        popular = Self.popular(context.graph).map { CityCard($0, context: context) }
        citiesCount = counts.city(cities.count)
        citiesUrl = context.link(SitePaths.cities)
        map = maps.siteMap(
            maps.siteContents(withRecommendations: false),
            title: context.words.maps.everythingTitle.filling(["site": context.site.title]),
            heading: context.words.maps.everything, idPrefix: "home-map", from: context.file)
        mapUrl = context.link(SitePaths.map)
        underWay = context.words.when.underWay
    }

    /// Listed cities by how many listed trips go to them, then how many recommendations they have, then name.
    static func popular(_ graph: SiteGraph) -> [City] {
        graph.listedCities
            .map { ($0, graph.tripCount(visiting: $0), graph.recommendationCount(in: $0)) }
            .sorted { ($1.1, $1.2, $0.0.name) < ($0.1, $0.2, $1.0.name) }
            .prefix(popularLimit).map(\.0)
    }
}

/// A year of trips, linked from the home page, the search page and the other years.
package struct YearLink: TemplateFields {
    let year: String
    let url: String
    /// How many listed trips start in it.
    let count: String
    /// Whether this is the page's own year.
    let isCurrent: Bool

    /// Every year of listed trips, the latest first.
    static func all(context: PageContext, current: Int? = nil) -> [YearLink] {
        context.graph.tripYears.reversed().map { year in
            YearLink(
                year: String(year), url: context.link(SitePaths.year(year)),
                count: context.words.counts.trip(context.graph.listedTrips(startingIn: year).count),
                isCurrent: year == current)
        }
    }
}

/// `year.mustache`: the listed trips that start in a year, by start, and links to the other years.
package struct YearPage: TemplateFields {
    let year: String
    let trips: [TripCard]
    let years: [YearLink]

    init(year: Int, context: PageContext) {
        self.year = String(year)
        trips = context.graph.listedTrips(startingIn: year).map { TripCard($0, context: context) }
        years = YearLink.all(context: context, current: year)
    }
}

/// A country of listed cities (with recommendations or a page of their own), linked from the list of
/// cities and the search page.
package struct CountryLink: TemplateFields {
    let name: String
    let url: String
    /// How many of its cities are listed.
    let count: String

    /// Every country of listed cities, by name.
    static func all(context: PageContext) -> [CountryLink] {
        context.graph.listedCountries
            .map { (context.countryName($0), $0) }
            .sorted { ($0.0, $0.1) < ($1.0, $1.1) }
            .map { name, code in
                CountryLink(
                    name: name, url: context.link(SitePaths.country(code)),
                    count: context.words.counts.city(context.graph.listedCities(inCountry: code).count))
            }
    }
}

/// `country.mustache`: a country's map, the listed trips that go there, its listed cities, and its
/// recommendations city by city (the first few of each, with a link to the city for the rest).
package struct CountryPage: TemplateFields {
    /// How many recommendations of each city the page shows.
    static let recommendationLimit = 8

    /// A city's recommendations on the country page.
    package struct CityRecommendations: TemplateFields {
        let city: CityLink
        let recommendations: [RecommendationCard]
        /// `All 250 recommendations in Vienna`, when the page shows only the first few; else `nil`.
        let more: String?
    }

    let name: String
    let map: MapView?
    let trips: [TripCard]
    let cities: [CityCard]
    let recommendations: [CityRecommendations]

    init(code: String, context: PageContext, maps: MapMaker) {
        let graph = context.graph
        name = context.countryName(code)
        let cities = graph.listedCities(inCountry: code)
            .sorted { ($0.name, $0.geonameID) < ($1.name, $1.geonameID) }
        self.cities = cities.map { CityCard($0, context: context) }
        let keys = Set(cities.map(\.key))
        trips = graph.listedTrips.reversed().filter { $0.visitedCities.contains { keys.contains($0.key) } }
            .map { TripCard($0, context: context) }
        recommendations = cities.compactMap { city in
            let all = graph.recommendations(in: city)
            guard !all.isEmpty else { return nil }
            let shown = all.prefix(Self.recommendationLimit).map { RecommendationCard($0, context: context) }
            let more = context.words.pages.allInCity.filling([
                "count": context.words.counts.recommendation(all.count), "city": city.name,
            ])
            return CityRecommendations(
                city: CityLink(city, context: context), recommendations: shown,
                more: all.count > shown.count ? more : nil)
        }
        map = maps.siteMap(
            maps.siteContents(where: { $0.countryCode == code }),
            title: context.words.maps.country.filling(["country": name]), heading: name, idPrefix: "country-map",
            from: context.file)
    }
}

/// `cities.mustache`: every listed city (with recommendations or a page of their own), grouped by country,
/// each country linking to its page; a site with more cities than one page should hold lists the
/// countries alone.
package struct CitiesPage: TemplateFields {
    /// The most cities the page lists; a site with more lists its countries, each linking to its cities.
    static let cityLimit = 300

    /// A country's cities.
    package struct Country: TemplateFields {
        let name: String
        let url: String
        let count: String
        /// Empty when the site has more than `cityLimit` cities.
        let cities: [CityCard]
    }

    let countries: [Country]

    init(context: PageContext) {
        let showsCities = context.graph.listedCities.count <= Self.cityLimit
        var groups: [String: [City]] = [:]
        if showsCities {
            for city in context.graph.listedCities {
                groups[context.countryName(city.countryCode), default: []].append(city)
            }
        }
        countries = CountryLink.all(context: context).map { link in
            Country(
                name: link.name, url: link.url, count: link.count,
                cities: (groups[link.name] ?? []).sorted { ($0.name, $0.geonameID) < ($1.name, $1.geonameID) }
                    .map { CityCard($0, context: context) })
        }
    }
}

/// `search.mustache`: the search form, what its script needs to find a query's shard, and links to
/// every year of trips and every country of cities, for readers without JavaScript.
package struct SearchPage: TemplateFields {
    /// The folder of the shards, from this page.
    let shards: String
    /// The site root, from this page: shards hold URLs from the root.
    let root: String
    /// The keys of the dictionary's shards, as file names, separated by spaces.
    let words: String
    /// The keys of the dictionary's shards split into longer ones, as file names, separated by spaces.
    let split: String
    /// How many entries an entries shard holds.
    let block: Int
    /// The most letters of a word the index keeps: the script cuts a query's words to as many.
    let wordLimit: Int
    /// The names of entry kinds, in the shards' numbering, separated by `|`.
    let kinds: String
    /// "{n} result" and "{n} results", from the theme's words.
    let resultOne: String
    let resultOther: String
    let years: [YearLink]
    let countries: [CountryLink]

    init(index: SearchIndex, context: PageContext) {
        shards = context.fileLink(SearchIndex.folder)
        root = context.fileLink("")
        words = index.dictionary.map(SearchIndex.fileName).joined(separator: " ")
        split = index.split.map(SearchIndex.fileName).joined(separator: " ")
        block = SearchIndex.blockSize
        wordLimit = SearchIndex.wordLimit
        let kinds = context.words.searchKinds
        self.kinds = [kinds.trip, kinds.city, kinds.recommendation].joined(separator: "|")
        resultOne = context.words.counts.result.one
        resultOther = context.words.counts.result.other
        years = YearLink.all(context: context)
        countries = CountryLink.all(context: context)
    }
}
/// `404.mustache`: no values of its own.
package struct NotFoundPage: TemplateFields {}

/// The home page.
package struct HomePageType: PageType {
    package static let name = "home"
    package static let template = "index"
    package static let listing = PageListing(openGraphType: "website", inSitemap: true, inFeed: false, inSearch: false)

    package static func pages(of graph: SiteGraph, includeDrafts: Bool) -> [SitePage] {
        [SitePage(HomePageType(), folder: SitePaths.home)]
    }

    /// Always rendered: it lists the whole site.
    package func addInputs(to digest: inout ContentHash.State, from inputs: PageSources) -> Bool { false }

    package func view(in context: PageContext) -> PageDocument<HomePage> {
        let graph = context.graph
        let description = context.words.pages.homeDescription.filling([
            "trips": context.words.counts.trip(graph.listedTrips.count),
            "recommendations": context.words.counts.recommendation(graph.recommendations.count),
        ])
        let frame = context.frame(for: Self.self, title: context.site.title, description: description, hasMaps: true)
        return PageDocument(frame: frame, model: HomePage(context: context, maps: context.maps))
    }
}

/// The list of cities.
package struct CitiesPageType: PageType {
    package static let name = "cities"
    package static let template = "cities"
    package static let listing = PageListing(openGraphType: "website", inSitemap: true, inFeed: false, inSearch: false)

    package static func pages(of graph: SiteGraph, includeDrafts: Bool) -> [SitePage] {
        [SitePage(CitiesPageType(), folder: SitePaths.cities)]
    }

    /// Always rendered: it lists the whole site.
    package func addInputs(to digest: inout ContentHash.State, from inputs: PageSources) -> Bool { false }

    package func view(in context: PageContext) -> PageDocument<CitiesPage> {
        let words = context.words
        let frame = context.frame(
            for: Self.self, title: words.pages.citiesTitle,
            description: words.pages.citiesDescription.filling(["site": context.site.title]))
        return PageDocument(frame: frame, model: CitiesPage(context: context))
    }
}

/// The search page.
package struct SearchPageType: PageType {
    package static let name = "search"
    package static let template = "search"
    package static let listing = PageListing(openGraphType: "website", inSitemap: false, inFeed: false, inSearch: false)

    package static func pages(of graph: SiteGraph, includeDrafts: Bool) -> [SitePage] {
        [SitePage(SearchPageType(), folder: SitePaths.search)]
    }

    /// Always rendered: it lists the whole site.
    package func addInputs(to digest: inout ContentHash.State, from inputs: PageSources) -> Bool { false }

    package func view(in context: PageContext) -> PageDocument<SearchPage> {
        let words = context.words
        let frame = context.frame(
            for: Self.self, title: words.pages.searchTitle, description: words.pages.searchDescription)
        return PageDocument(frame: frame, model: SearchPage(index: context.search, context: context))
    }
}

/// The 404 page: a file of its own, `404.html`, that hosts serve for a missing page at any depth.
package struct NotFoundPageType: PageType {
    package static let name = "404"
    package static let template = "404"
    package static let listing = PageListing(openGraphType: "website", inSitemap: false, inFeed: false, inSearch: false)

    package static func pages(of graph: SiteGraph, includeDrafts: Bool) -> [SitePage] {
        [SitePage(NotFoundPageType(), folder: nil, isListed: false)]
    }

    /// Always rendered: it links to the whole site.
    package func addInputs(to digest: inout ContentHash.State, from inputs: PageSources) -> Bool { false }

    package func view(in context: PageContext) -> PageDocument<NotFoundPage> {
        PageDocument(frame: Self.frame(context), model: NotFoundPage())
    }

    /// Hosts serve the 404 page for a missing page at any depth, so its links are path-absolute
    /// (`/travel/assets/…`) from the path of `base_url`; without one, the site is assumed at the root.
    static func frame(_ context: PageContext) -> PageFrame {
        let words = context.words
        let frame = context.frame(
            for: Self.self, title: words.pages.notFoundTitle, description: words.pages.notFoundDescription,
            noindex: true)
        var base = context.site.baseURL.flatMap { URL(string: $0)?.path } ?? "/"
        if !base.hasSuffix("/") { base += "/" }
        return PageFrame(
            site: frame.site, page: frame.page,
            nav: PageFrame.Navigation(
                home: base, cities: base + SitePaths.cities, search: base + SitePaths.search,
                map: base + SitePaths.map, feed: base + SitePaths.feed, isHome: false, isCities: false,
                isSearch: false, isMap: false),
            assets: PageFrame.AssetLinks(
                css: base + SitePaths.encode(context.assets.stylesheet),
                js: base + SitePaths.encode(context.assets.script)),
            liveMap: nil, year: frame.year)
    }
}

/// The page of each year that listed trips start in (``SiteGraph/tripYears``).
package struct YearPageType: PageType {
    let year: Int

    package static let name = "year"
    package static let template = "year"
    package static let listing = PageListing(openGraphType: "website", inSitemap: true, inFeed: false, inSearch: false)

    package static func pages(of graph: SiteGraph, includeDrafts: Bool) -> [SitePage] {
        graph.tripYears.map { SitePage(YearPageType(year: $0), folder: SitePaths.year($0)) }
    }

    /// Always rendered: it lists trips and links to the other years.
    package func addInputs(to digest: inout ContentHash.State, from inputs: PageSources) -> Bool { false }

    package func view(in context: PageContext) -> PageDocument<YearPage> {
        let filling: KeyValuePairs = ["year": String(year), "site": context.site.title]
        let frame = context.frame(
            for: Self.self, title: context.words.pages.yearTitle.filling(filling),
            description: context.words.pages.yearDescription.filling(filling))
        return PageDocument(frame: frame, model: YearPage(year: year, context: context))
    }
}

/// The page of each country of listed cities (``SiteGraph/listedCountries``), by its code.
package struct CountryPageType: PageType {
    let code: String

    package static let name = "country"
    package static let template = "country"
    package static let listing = PageListing(openGraphType: "website", inSitemap: true, inFeed: false, inSearch: false)

    package static func pages(of graph: SiteGraph, includeDrafts: Bool) -> [SitePage] {
        graph.listedCountries.map { SitePage(CountryPageType(code: $0), folder: SitePaths.country($0)) }
    }

    /// Always rendered: it lists cities.
    package func addInputs(to digest: inout ContentHash.State, from inputs: PageSources) -> Bool { false }

    package func view(in context: PageContext) -> PageDocument<CountryPage> {
        let name = context.countryName(code)
        let frame = context.frame(
            for: Self.self, title: name,
            description: context.words.pages.countryDescription.filling(["country": name, "site": context.site.title]),
            hasMaps: true)
        return PageDocument(frame: frame, model: CountryPage(code: code, context: context, maps: context.maps))
    }
}
