import TravelModel

/// `index.mustache`: the next upcoming trips and the latest past ones, a link to each year's trips, the
/// cities with recommendations (when there are not too many for one page), popular destinations.
struct HomePage: Encodable, Sendable {
    /// How many upcoming trips, and how many past ones, the home page shows; the year pages list them all.
    static let tripLimit = 12
    /// The most cities the home page lists; a site with more links to the list of cities instead.
    static let cityLimit = 60

    let upcoming: [TripCard]
    let past: [TripCard]
    let years: [YearLink]
    let cities: [CityCard]
    let popular: [CityCard]
    /// Whether the site has cities with recommendations that `cities` leaves out.
    let hasMoreCities: Bool
    /// The list of cities, linked when `cities` leaves some out.
    let citiesUrl: String

    init(context: PageContext) {
        let trips = context.graph.listedTrips
        upcoming = trips.lazy.filter { $0.end >= context.today }.prefix(Self.tripLimit).map {
            TripCard($0, context: context)
        }
        past = trips.reversed().lazy.filter { $0.end < context.today }.prefix(Self.tripLimit).map {
            TripCard($0, context: context)
        }
        years = YearLink.all(context: context)
        let all = context.graph.citiesWithRecommendations
        cities = all.count <= Self.cityLimit ? all.map { CityCard($0, context: context) } : []
        hasMoreCities = all.count > Self.cityLimit
        citiesUrl = context.link(SitePaths.cities)
        popular = Self.popular(context.graph).map { CityCard($0, context: context) }
    }

    /// Cities by how many listed trips go to them, then how many recommendations they have, then name.
    static func popular(_ graph: SiteGraph) -> [City] {
        graph.cities
            .map { ($0, graph.tripCount(visiting: $0), graph.recommendationCount(in: $0)) }
            .filter { $0.1 + $0.2 > 0 }
            .sorted { ($1.1, $1.2, $0.0.name) < ($0.1, $0.2, $1.0.name) }
            .prefix(6).map(\.0)
    }
}

/// A year of trips, linked from the home page, the search page and the other years.
struct YearLink: Encodable, Sendable {
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
struct YearPage: Encodable, Sendable {
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
struct CountryLink: Encodable, Sendable {
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

/// `country.mustache`: a country's listed cities (with recommendations or a page of their own), by name.
struct CountryPage: Encodable, Sendable {
    let name: String
    let cities: [CityCard]

    init(code: String, context: PageContext) {
        name = context.countryName(code)
        cities = context.graph.listedCities(inCountry: code)
            .sorted { ($0.name, $0.geonameID) < ($1.name, $1.geonameID) }
            .map { CityCard($0, context: context) }
    }
}

/// `cities.mustache`: every listed city (with recommendations or a page of their own), grouped by country,
/// each country linking to its page; a site with more cities than one page should hold lists the
/// countries alone.
struct CitiesPage: Encodable, Sendable {
    /// The most cities the page lists; a site with more lists its countries, each linking to its cities.
    static let cityLimit = 300

    /// A country's cities.
    struct Country: Encodable, Sendable {
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
struct SearchPage: Encodable, Sendable {
    /// The folder of the shards, from this page.
    let shards: String
    /// The site root, from this page: shards hold URLs from the root.
    let root: String
    /// The keys of split shards, separated by spaces.
    let split: String
    /// The common words, whose shards hold only their first entries, separated by spaces.
    let common: String
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
        split = index.split.map(SearchIndex.fileName).joined(separator: " ")
        common = index.common.map(SearchIndex.fileName).joined(separator: " ")
        let kinds = context.words.searchKinds
        self.kinds = [kinds.trip, kinds.city, kinds.recommendation].joined(separator: "|")
        resultOne = context.words.counts.result.one
        resultOther = context.words.counts.result.other
        years = YearLink.all(context: context)
        countries = CountryLink.all(context: context)
    }
}
/// `404.mustache`: no values of its own.
struct NotFoundPage: Encodable, Sendable {}

extension HomePage: TemplateFields {
    func add(to fields: inout TemplateFieldList) {
        fields.add("upcoming", upcoming)
        fields.add("past", past)
        fields.add("years", years)
        fields.add("cities", cities)
        fields.add("popular", popular)
        fields.add("has_more_cities", hasMoreCities)
        fields.add("cities_url", citiesUrl)
    }
}

extension YearLink: TemplateFields {
    func add(to fields: inout TemplateFieldList) {
        fields.add("year", year)
        fields.add("url", url)
        fields.add("count", count)
        fields.add("is_current", isCurrent)
    }
}

extension YearPage: TemplateFields {
    func add(to fields: inout TemplateFieldList) {
        fields.add("year", year)
        fields.add("trips", trips)
        fields.add("years", years)
    }
}

extension CountryLink: TemplateFields {
    func add(to fields: inout TemplateFieldList) {
        fields.add("name", name)
        fields.add("url", url)
        fields.add("count", count)
    }
}

extension CountryPage: TemplateFields {
    func add(to fields: inout TemplateFieldList) {
        fields.add("name", name)
        fields.add("cities", cities)
    }
}

extension CitiesPage.Country: TemplateFields {
    func add(to fields: inout TemplateFieldList) {
        fields.add("name", name)
        fields.add("url", url)
        fields.add("count", count)
        fields.add("cities", cities)
    }
}

extension CitiesPage: TemplateFields {
    func add(to fields: inout TemplateFieldList) {
        fields.add("countries", countries)
    }
}

extension SearchPage: TemplateFields {
    func add(to fields: inout TemplateFieldList) {
        fields.add("shards", shards)
        fields.add("root", root)
        fields.add("split", split)
        fields.add("common", common)
        fields.add("kinds", kinds)
        fields.add("result_one", resultOne)
        fields.add("result_other", resultOther)
        fields.add("years", years)
        fields.add("countries", countries)
    }
}

extension NotFoundPage: TemplateFields {
    func add(to fields: inout TemplateFieldList) {
    }
}
