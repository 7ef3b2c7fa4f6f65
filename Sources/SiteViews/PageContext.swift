import Gazetteer
import SiteEnrichment
import SitePlan
import SiteSearch
import SiteTheme
import TravelModel

/// What every page is made with, the one thing a page type's view is given: the site, the graph, the words,
/// images, links between pages, maps, lookups and the search index, where the page is, and how to link from
/// it. Made once for a build and moved to each page's file (``moved(to:)``), so a page costs nothing until it
/// is made.
package final class PageContext: Sendable {
    let site: SiteSettings
    let graph: SiteGraph
    let formatter: SiteFormatter
    let assets: ThemeAssets
    /// The images pages show, with their sizes and narrower copies.
    let images: PageImages
    let today: LocalDate
    /// A country's name from its code, from the gazetteer the build was given.
    let countryName: @Sendable (String) -> String
    /// A country's continent from its code, from the gazetteer the build was given; `nil` for a code it lacks.
    let continent: @Sendable (String) -> Continent?
    /// The airports that serve a place, nearest first, from the gazetteer the build was given.
    let nearbyAirports: @Sendable (Coordinate) -> [NearbyAirport]
    /// The page's file, relative to the output root: `trips/lisbon/index.html`.
    let file: String
    /// The pages that show private details a build leaves out: trip pages in `serve`, whose site is not the
    /// published one (``TravelModel/Site/published``); none in a build.
    let unpublishedDetailPages: Set<String>
    /// The path of the app's icon, when the site is an app.
    let appIcon: String?
    /// The path in the output of each city's photo for listings: its own page's image, else the encyclopedia's
    /// from the cache, else the image of its first recommendation that has one.
    let cityPhotos: [CityKey: String]
    /// Links between pages, from the content's own links (`trip:`, `city:`, a recommendation's slug).
    let links: InternalLinks
    /// The maps drawn for pages.
    let maps: MapMaker
    /// What the lookups found.
    let enrichment: EnrichmentData
    /// The search index, cut into shards.
    let search: SearchIndex
    /// Whether Markdown may hold raw HTML (`allow_raw_html` in `site.yml`).
    let allowsRawHTML: Bool

    package init(
        site: SiteSettings, graph: SiteGraph, formatter: SiteFormatter, assets: ThemeAssets, images: PageImages,
        today: LocalDate, countryName: @escaping @Sendable (String) -> String,
        continent: @escaping @Sendable (String) -> Continent?,
        nearbyAirports: @escaping @Sendable (Coordinate) -> [NearbyAirport], file: String,
        unpublishedDetailPages: Set<String> = [], appIcon: String? = nil, cityPhotos: [CityKey: String] = [:],
        links: InternalLinks, maps: MapMaker, enrichment: EnrichmentData, search: SearchIndex, allowsRawHTML: Bool
    ) {
        self.site = site
        self.graph = graph
        self.formatter = formatter
        self.assets = assets
        self.images = images
        self.today = today
        self.countryName = countryName
        self.continent = continent
        self.nearbyAirports = nearbyAirports
        self.file = file
        self.unpublishedDetailPages = unpublishedDetailPages
        self.appIcon = appIcon
        self.cityPhotos = cityPhotos
        self.links = links
        self.maps = maps
        self.enrichment = enrichment
        self.search = search
        self.allowsRawHTML = allowsRawHTML
    }

    /// The theme's words for the site's language.
    var words: ThemeStrings { formatter.words }

    /// The relative URL of another page's folder, as `../../cities/pt/lisbon/index.html`.
    func link(_ folder: String) -> String { SitePaths.link(from: file, toPage: folder) }

    /// The relative URL of any output file.
    func fileLink(_ path: String) -> String { SitePaths.relative(from: file, to: path) }

    /// The same context for another page.
    func moved(to file: String) -> PageContext {
        PageContext(
            site: site, graph: graph, formatter: formatter, assets: assets, images: images, today: today,
            countryName: countryName, continent: continent, nearbyAirports: nearbyAirports, file: file,
            unpublishedDetailPages: unpublishedDetailPages, appIcon: appIcon, cityPhotos: cityPhotos, links: links,
            maps: maps, enrichment: enrichment, search: search, allowsRawHTML: allowsRawHTML)
    }

    /// A city's photo, as its page shows it: the image of its own page in `Content/cities/`, else the
    /// encyclopedia's from the cache; `isOwn` says which.
    package static func cityPhoto(
        _ city: City, page: CityIntro?, images: PageImages, enrichment: EnrichmentData
    ) -> (path: String, isOwn: Bool)? {
        if let own = page?.image.flatMap(images.path(of:)) { return (own, true) }
        return enrichment.cityPhotos[city.key].map { ($0, false) }
    }

    /// What the template of `page` is given: its page type makes it (``PageType/view(in:)``) in this context,
    /// moved to the page's file.
    package func document(of page: SitePage) -> any TemplateFields {
        document(of: page.subject, at: page.file)
    }

    private func document<Subject: PageType>(of subject: Subject, at file: String) -> any TemplateFields {
        subject.view(in: moved(to: file))
    }

    /// `€€` or an amount.
    func priceText(_ price: Price) -> String {
        switch price {
        case .level(let level): return String(repeating: "€", count: level)
        case .amount(let money): return formatter.money(money)
        }
    }

    /// The values every page gets.
    /// - Parameters:
    ///   - type: the page's type.
    ///   - image: the page's own share image, a path in the output; the theme's `share.png` otherwise.
    ///   - hasMaps: whether the page shows maps, which load the live map when the site shows map tiles.
    func frame(
        for type: any PageType.Type, title: String, description: String, noindex: Bool = false,
        image: String? = nil, imageAlt: String? = nil, hasMaps: Bool = false
    ) -> PageFrame {
        let base = site.baseURL
        // A page kept out of search engines names no canonical URL, which would invite them back.
        let canonical =
            noindex
            ? nil
            : base.map {
                SitePaths.absolute(file.hasSuffix("index.html") ? String(file.dropLast(10)) : file, baseURL: $0)
            }
        let page = PageFrame.PageInfo(
            title: title,
            fullTitle: title == site.title ? title : words.fullTitle.filling(["title": title, "site": site.title]),
            description: description, kind: type.name, ogType: type.listing.openGraphType, noindex: noindex,
            canonical: canonical,
            image: base.map { SitePaths.absolute(image ?? assets.shareImage, baseURL: $0) },
            imageAlt: base.map { _ in imageAlt ?? site.title },
            unpublishedNotice: unpublishedDetailPages.contains(file) ? words.unpublishedDetails : nil)
        return PageFrame(
            site: PageFrame.SiteInfo(title: site.title, language: site.language, author: site.author), page: page,
            nav: navigation(type),
            assets: PageFrame.AssetLinks(css: fileLink(assets.stylesheet), js: fileLink(assets.script)),
            liveMap: hasMaps ? liveMap() : nil, year: String(today.year), app: appLinks(type))
    }

    /// The app's links from this page, when the site is an app: icons drawn by ``AppFiles``, whose paths
    /// `appIcon` gives.
    private func appLinks(_ type: any PageType.Type) -> PageFrame.AppLinks? {
        guard graph.app.enabled, let appIcon else { return nil }
        return PageFrame.AppLinks(
            manifest: fileLink(SitePaths.manifest), icon: fileLink(appIcon), themeColor: site.app.themeColour,
            serviceWorker: fileLink(SitePaths.serviceWorker), saved: link(SitePaths.saved),
            offlineList: type.savesOffline && file.hasSuffix("index.html") ? SitePaths.offlineList : nil)
    }

    private func liveMap() -> PageFrame.LiveMap? {
        guard let tiles = site.map.tiles else { return nil }
        let files = LiveMapAssets.embedded
        return PageFrame.LiveMap(
            css: fileLink(files.stylesheet), leaflet: fileLink(files.leaflet), script: fileLink(files.script),
            tiles: tiles, attribution: site.map.attribution ?? "")
    }

    private func navigation(_ type: any PageType.Type) -> PageFrame.Navigation {
        PageFrame.Navigation(
            home: link(SitePaths.home), cities: link(SitePaths.cities), search: link(SitePaths.search),
            map: link(SitePaths.map), feed: fileLink(SitePaths.feed), isHome: type == HomePageType.self,
            isCities: type == CitiesPageType.self, isSearch: type == SearchPageType.self,
            isMap: type == MapPageType.self)
    }
}
