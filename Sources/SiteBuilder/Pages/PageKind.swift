/// The kinds of page a site has, each declared once: the template that renders it, how share cards
/// describe it, and which of the site's listings (the sitemap, the feed, search) show its pages.
enum PageKind: String, Encodable, Sendable, CaseIterable {
    case home
    case cities
    case search
    case notFound = "404"
    case year
    case country
    case trip
    case city
    case recommendation

    /// The template's name in the theme.
    var template: String {
        switch self {
        case .home: return "index"
        case .cities: return "cities"
        case .search: return "search"
        case .notFound: return "404"
        case .year: return "year"
        case .country: return "country"
        case .trip: return "trip"
        case .city: return "city"
        case .recommendation: return "recommendation"
        }
    }

    /// The Open Graph type of its pages.
    var openGraphType: String { self == .trip || self == .recommendation ? "article" : "website" }

    /// Whether its listed pages are in `sitemap.xml`.
    var inSitemap: Bool {
        switch self {
        case .home, .cities, .year, .country, .trip, .city, .recommendation: return true
        case .search, .notFound: return false
        }
    }

    /// Whether its listed pages are entries of `feed.xml`.
    var inFeed: Bool { self == .trip }

    /// Whether its listed pages are entries of the search index.
    var inSearch: Bool { self == .trip || self == .city || self == .recommendation }
}
