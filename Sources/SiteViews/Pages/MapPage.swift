import Foundation
import SiteOutput
import SitePlan
import SiteTheme
import TravelModel

/// `map.mustache`: the map of everything, then each continent's part of it drawn closer, linked from the
/// top of the page: every listed trip's route and mark (the latest ``MapMaker/tripMarkLimit``), every listed
/// city, and on a continent's map the placed recommendations one by one where it has
/// ``MapMaker/recommendationMarkLimit`` or fewer; the countries trips visit shaded. A site on one continent gets
/// that continent's map alone.
package struct MapPage: TemplateFields {
    /// A continent's part of the map.
    package struct Region: TemplateFields {
        /// `Europe`.
        let name: String
        /// `europe`: the `id` of its section, which the links at the top of the page go to.
        let id: String
        let map: MapView
    }

    let map: MapView?
    /// Empty when everything is on one continent: the map of everything shows it as close.
    let regions: [Region]
    /// `The latest 40 of 1,000 trips; …`, when the maps leave out older trips; else `nil`.
    let moreTrips: String?

    init(context: PageContext, maps: MapMaker) {
        let words = context.words
        let present = Set(context.graph.listedCities.compactMap { context.continent($0.countryCode) })
        let drawn = Continent.allCases.filter(present.contains)
        map = maps.siteMap(
            maps.siteContents(withRecommendations: drawn.count < 2),
            title: words.maps.everythingTitle.filling(["site": context.site.title]),
            heading: words.maps.everything, idPrefix: "site-map", from: context.file)
        regions =
            drawn.count < 2
            ? []
            : drawn.compactMap { continent in
                let name = continent.name(words.continents)
                let contents = maps.siteContents { context.continent($0.countryCode) == continent }
                return maps.siteMap(
                    contents, title: words.maps.region.filling(["region": name]), heading: name,
                    idPrefix: "map-\(continent.slug)", from: context.file
                ).map { Region(name: name, id: continent.slug, map: $0) }
            }
        let trips = context.graph.listedTrips.count
        moreTrips =
            trips > MapMaker.tripMarkLimit
            ? words.maps.moreTrips.filling([
                "shown": String(MapMaker.tripMarkLimit), "total": context.formatter.number(Decimal(trips)),
            ]) : nil
    }
}

/// The map of everything.
package struct MapPageType: PageType {
    package static let name = "map"
    package static let template = "map"
    package static let listing = PageListing(openGraphType: "website", inSitemap: true, inFeed: false, inSearch: false)

    package static func pages(of graph: SiteGraph, includeDrafts: Bool) -> [SitePage] {
        [SitePage(MapPageType(), folder: SitePaths.map)]
    }

    /// Always rendered: it shows the whole site.
    package func addInputs(to digest: inout ContentHash.State, from inputs: PageSources) -> Bool { false }

    package func view(in context: PageContext) -> PageDocument<MapPage> {
        let words = context.words
        let frame = context.frame(
            for: Self.self, title: words.pages.mapTitle,
            description: words.pages.mapDescription.filling(["site": context.site.title]), hasMaps: true)
        return PageDocument(frame: frame, model: MapPage(context: context, maps: context.maps))
    }
}
