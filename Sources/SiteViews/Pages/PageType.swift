import Mustache
import SiteOutput
import SitePlan
import SiteSearch
import SiteTheme
import TravelModel

/// A type of page the site has, declared in one place by one type conforming to this protocol: its template,
/// which pages of it the site has and where each is written, what its incremental digest covers beyond the
/// build's global inputs (the executable, the theme, the options, every page's path), the values its template
/// is given, and which of the site's listings show its pages. A value of the type is one page's subject: what that page shows (a trip, a year, nothing
/// for the home page).
///
/// Each page type sits beside the struct of its template's values in `Sources/SiteViews/Pages/`, and is
/// listed once, in ``PageTypes/all``. Its template is `Templates/<template>.mustache`, and `docs/theme.md`
/// documents the values it is given.
package protocol PageType: Sendable {
    /// The page's own values, beside those every page gets (``PageFrame``).
    associatedtype Model: TemplateFields

    /// Its name for the theme: the value of `page.kind`, so the layout's `page-<name>` class.
    static var name: String { get }
    /// Its template's name in the theme.
    static var template: String { get }
    /// How share cards and the site's listings show its pages.
    static var listing: PageListing { get }
    /// Whether a reader can save its pages for offline: each then has its offline list (``OfflineList``) and, in
    /// the default theme, a "Save for offline" button.
    static var savesOffline: Bool { get }

    /// Every page of this type the site has, in the order they are rendered and listed, each with its
    /// subject and where it is written.
    static func pages(of graph: SiteGraph, includeDrafts: Bool) -> [SitePage]

    /// The content file the page is made from, named in errors; `nil` for a page made from the whole site.
    var source: String? { get }

    /// Adds what the page is made from, beyond the build's global inputs, to its digest; `false` for a page
    /// that is rendered on every build.
    func addInputs(to digest: inout ContentHash.State, from inputs: PageSources) -> Bool

    /// What its template is given: the values every page gets, and its own, from the page's context at its
    /// file (``PageContext``: the site, the graph, the words, images, links between pages, maps, lookups, the
    /// search index).
    func view(in context: PageContext) -> PageDocument<Model>

    /// Its entry of the search index, for a page type whose listing is in search.
    func searchEntry(folder: String, graph: SiteGraph, formatter: SiteFormatter) -> SearchEntry?

    /// The city its search entry is filed under: the search index numbers its entries city by city, so the
    /// pages of one city sit together in its shards. `nil` for a page of no city.
    var searchCity: CityKey? { get }
}

extension PageType {
    package static var savesOffline: Bool { false }

    /// The shape of what its template is given, on every page of the type: what `check` and `build` compare its
    /// template with before rendering any page.
    package static var templateShape: TemplateShape { PageDocument<Model>.templateShape }

    package var source: String? { nil }

    package func searchEntry(folder: String, graph: SiteGraph, formatter: SiteFormatter) -> SearchEntry? { nil }

    package var searchCity: CityKey? { nil }
}

/// How share cards and the site's listings (the sitemap, the feed, search) show a page type's listed pages.
package struct PageListing: Sendable {
    /// The Open Graph type of its pages: `article` or `website`.
    let openGraphType: String
    /// Whether its listed pages are in `sitemap.xml`.
    package let inSitemap: Bool
    /// Whether its listed pages are entries of `feed.xml`; the feed's entries are made from trips.
    let inFeed: Bool
    /// Whether its listed pages are entries of the search index (``PageType/searchEntry(folder:graph:formatter:)``).
    package let inSearch: Bool
}

/// Every page type, once.
package enum PageTypes {
    /// In the order of the site's pages (``SitePages``): the home page, the list of cities, the map, search, the 404
    /// page, the saved and offline pages, then the years of listed trips, the countries of listed cities, the built trips, the cities, the
    /// recommendations.
    package static let all: [any PageType.Type] = [
        HomePageType.self, CitiesPageType.self, MapPageType.self, SearchPageType.self, NotFoundPageType.self,
        SavedPageType.self, OfflinePageType.self, YearPageType.self, CountryPageType.self, TripPageType.self,
        CityPageType.self,
        RecommendationPageType.self,
    ]
}
