import Enrichment
import Foundation
import Markdown
import SiteOutput
import SitePlan
import SiteSearch
import SiteTheme
import TravelModel

/// `city.mustache`: everything in one dictionary, `city`.
package struct CityPage: TemplateFields {
    let city: CityView
}

/// A city: intro, recommendations grouped and filterable by feature, the map, the trips that go there;
/// "No recommendations added yet." where there are none.
package struct CityView: TemplateFields {
    /// The recommendations whose first feature is one feature.
    package struct Group: TemplateFields {
        let feature: String
        /// The feature with a capital first letter.
        let title: String
        /// `125 recommendations`: all of the city's with this first feature, shown here or not.
        let count: String
        let recommendations: [RecommendationCard]
        /// On a big city's page: the link to the feature's own pages, which list all of them.
        let more: FeatureLink?
    }

    /// A link to the pages of a big city's recommendations of one feature.
    package struct FeatureLink: TemplateFields {
        let feature: String
        let title: String
        /// `12 recommendations`.
        let count: String
        let url: String
        /// Whether it is the feature of the page it is on.
        let isCurrent: Bool
    }

    /// Where a page of one feature's recommendations is among that feature's pages.
    package struct FeaturePage: TemplateFields {
        let feature: String
        let title: String
        /// `125 recommendations`: the feature's.
        let count: String
        /// `Page 2 of 3`; null when the feature has one page.
        let pageLabel: String?
        /// The city's own page.
        let cityUrl: String
        let pages: [PageNumber]
        let previousUrl: String?
        let nextUrl: String?
    }

    /// A page of a feature's recommendations, in their pagination.
    package struct PageNumber: TemplateFields {
        let number: Int
        let url: String
        let isCurrent: Bool
    }

    /// How many recommendations a city shows on one page; a city with more shows each feature's first
    /// ``previewCount`` and gives each feature pages of its own, ``featurePageSize`` to a page.
    static let onePageLimit = 40
    static let previewCount = 4
    static let featurePageSize = 30

    /// A city's Wikipedia summary, with the link and licence its reuse requires.
    package struct Wikipedia: TemplateFields {
        let extract: String
        let url: String
        let licence: String
    }

    let name: String
    /// The country's name.
    let country: String
    let countryCode: String
    let region: String?
    let coordinates: String
    let population: String?
    let summary: String?
    let introHtml: String?
    let groups: [Group]
    let features: [String]
    /// On a big city's pages: a link to each feature's pages, for every feature that is some recommendation's first.
    let featureLinks: [FeatureLink]
    /// On a page of one feature's recommendations: which one; null on the city's own page.
    let featurePage: FeaturePage?
    let hasRecommendations: Bool
    let count: String
    let trips: [TripCard]
    let mapSvg: String?
    /// The legend of the map's numbered markers.
    let mapLegend: [MapView.LegendItem]
    /// Whether the map shows the city's recommendations, rather than only where the city is.
    let mapShowsRecommendations: Bool
    let wikipedia: Wikipedia?
    /// The site's own image of the city, or else the encyclopedia's photo.
    let photo: ImageView?
    /// Whether the photo is the encyclopedia's, which its caption credits.
    let wikipediaPhoto: Bool

    /// What a city page is made from besides the city and its part.
    package struct Inputs {
        let page: CityIntro?
        let intro: RenderedMarkdown?
        let map: (map: MapView, showsRecommendations: Bool)?
        let summary: CitySummary?
        let photo: String?
        let wikipediaPhoto: Bool
    }

    init(_ city: City, part: CityPart?, inputs: Inputs, context: PageContext) {
        let graph = context.graph
        let all = graph.recommendationsBySlug
        let total = graph.recommendationCount(in: city)
        let isSplit = total > Self.onePageLimit
        name = city.name
        country = context.countryName(city.countryCode)
        countryCode = city.countryCode
        region = city.region.isEmpty ? nil : city.region
        coordinates = context.formatter.coordinates(city.coordinate)
        population = city.population > 0 ? context.formatter.number(Decimal(city.population)) : nil
        summary = inputs.page?.summary
        introHtml = part == nil ? inputs.intro?.html : nil
        let featureGroups = graph.featureGroups(in: city)
        groups = featureGroups.compactMap { feature, positions in
            guard let shown = Self.listed(positions, of: feature, part: part, isSplit: isSplit) else { return nil }
            let more = isSplit && part == nil && positions.count > shown.count
            return Group(
                feature: feature, title: Self.title(feature),
                count: context.words.counts.recommendation(positions.count),
                recommendations: shown.map { RecommendationCard(all[Int($0)], context: context) },
                more: more ? Self.link(city, feature, count: positions.count, current: nil, context) : nil)
        }
        features = graph.features.filter { feature in
            graph.recommendationPositions(in: city).contains { all[Int($0)].features.contains(feature) }
        }
        featureLinks =
            isSplit
            ? featureGroups.map { Self.link(city, $0.feature, count: $0.positions.count, current: part, context) } : []
        featurePage = part.map { part in
            let count = featureGroups.first { $0.feature == part.feature }?.positions.count ?? 0
            return Self.featurePage(city, part, count: count, context)
        }
        hasRecommendations = total > 0
        count = context.words.counts.recommendation(total)
        trips = part != nil ? [] : graph.trips(visiting: city).map { TripCard($0, context: context) }
        mapSvg = inputs.map?.map.svg
        mapLegend = inputs.map?.map.legend ?? []
        mapShowsRecommendations = inputs.map?.showsRecommendations ?? false
        wikipedia =
            part != nil
            ? nil : inputs.summary.map { Wikipedia(extract: $0.extract, url: $0.pageURL, licence: $0.licence) }
        photo = part != nil ? nil : context.images.view(ofPath: inputs.photo, alt: city.name, context: context)
        wikipediaPhoto = inputs.wikipediaPhoto && photo != nil
    }

    /// Those of a group of recommendations that a page lists: on a city's one page all, on a big city's
    /// own page the first few, on a page of their feature a page of them; nil when the page has not the group.
    static func listed(_ group: [Int32], of feature: String, part: CityPart?, isSplit: Bool) -> ArraySlice<Int32>? {
        guard let part else { return isSplit ? group.prefix(previewCount) : group[...] }
        guard part.feature == feature else { return nil }
        return group.dropFirst((part.page - 1) * featurePageSize).prefix(featurePageSize)
    }

    /// The feature with a capital first letter.
    static func title(_ feature: String) -> String { feature.prefix(1).uppercased() + feature.dropFirst() }

    /// The link to the first page of a feature's recommendations.
    private static func link(
        _ city: City, _ feature: String, count: Int, current: CityPart?, _ context: PageContext
    ) -> FeatureLink {
        FeatureLink(
            feature: feature, title: title(feature), count: context.words.counts.recommendation(count),
            url: context.link(SitePaths.cityFeature(city, feature: feature, page: 1)),
            isCurrent: current?.feature == feature)
    }

    private static func featurePage(_ city: City, _ part: CityPart, count: Int, _ context: PageContext) -> FeaturePage {
        let url = { (page: Int) in context.link(SitePaths.cityFeature(city, feature: part.feature, page: page)) }
        return FeaturePage(
            feature: part.feature, title: title(part.feature), count: context.words.counts.recommendation(count),
            pageLabel: part.pages > 1
                ? context.words.pages.pageOf.filling(["page": String(part.page), "pages": String(part.pages)]) : nil,
            cityUrl: context.link(SitePaths.city(city)),
            pages: part.pages > 1
                ? (1...part.pages).map { PageNumber(number: $0, url: url($0), isCurrent: $0 == part.page) } : [],
            previousUrl: part.page > 1 ? url(part.page - 1) : nil,
            nextUrl: part.page < part.pages ? url(part.page + 1) : nil)
    }
}

/// A page of a big city's recommendations of one feature (``CityView/onePageLimit``).
package struct CityPart: Sendable, Hashable {
    let feature: String
    /// Counted from 1.
    let page: Int
    /// How many pages the feature has.
    let pages: Int
}

/// The page of each city of the site (``SiteGraph/cities``), with its own city page's content when it has one;
/// and a big city's pages of one feature's recommendations each.
package struct CityPageType: PageType {
    let city: City
    /// The city's own page in the content, if any.
    let page: CityIntro?
    /// Which feature's recommendations, and which page of them; nil for the city's own page.
    var part: CityPart? = nil

    package static let name = "city"
    package static let template = "city"
    package static let listing = PageListing(openGraphType: "website", inSitemap: true, inFeed: false, inSearch: true)
    package static let savesOffline = true

    package static func pages(of graph: SiteGraph, includeDrafts: Bool) -> [SitePage] {
        graph.cities.flatMap { city in
            let page = graph.cityIntro(for: city)
            var pages = [SitePage(CityPageType(city: city, page: page), folder: SitePaths.city(city))]
            guard graph.recommendationCount(in: city) > CityView.onePageLimit else { return pages }
            for (feature, positions) in graph.featureGroups(in: city) {
                let count = (positions.count + CityView.featurePageSize - 1) / CityView.featurePageSize
                for number in 1...count {
                    let part = CityPart(feature: feature, page: number, pages: count)
                    // Search and the sitemap list the city's own page, which links to these.
                    pages.append(
                        SitePage(
                            CityPageType(city: city, page: page, part: part),
                            folder: SitePaths.cityFeature(city, feature: feature, page: number), isListed: false))
                }
            }
            return pages
        }
    }

    package var source: String? { page?.sourcePath }

    /// The city's recommendations, its own page, and the trips that go there.
    package func addInputs(to digest: inout ContentHash.State, from inputs: PageSources) -> Bool {
        digest.add(inputs.cityDigests[city.key] ?? 0)
        for position in inputs.graph.tripPositions(visiting: city) {
            guard let file = inputs.listedTripFiles[Int(position)] else { return false }
            digest.add(file)
        }
        return true
    }

    /// The introduction of its city page if it has one, its map, summary and photo.
    package func view(in context: PageContext) -> PageDocument<CityPage> {
        let words = context.words
        let file = context.file
        let renderer = MarkdownRenderer(allowsRawHTML: context.allowsRawHTML)
        let image = context.images.markdownImage(context: context)
        var intro: RenderedMarkdown?
        if let page, part == nil {
            intro = renderer.render(page.body.text, resolve: context.links.resolver(from: file), image: image)
        }
        let photo = PageContext.cityPhoto(
            city, page: page, images: context.images, enrichment: context.enrichment)
        let inputs = CityView.Inputs(
            page: page, intro: intro, map: context.maps.city(city, showing: shown(context.graph), from: file),
            summary: context.enrichment.cities[city.key], photo: photo?.path, wikipediaPhoto: photo?.isOwn != true)
        let view = CityView(city, part: part, inputs: inputs, context: context)
        var title = city.name
        var description =
            page?.summary ?? intro?.firstParagraph.nonEmpty
            ?? words.pages.cityDescription.filling([
                "count": view.count, "city": city.name, "country": view.country,
            ])
        if let part, let group = view.groups.first {
            title = words.pages.cityFeatureTitle.filling(["city": city.name, "feature": part.feature])
            if let label = view.featurePage?.pageLabel { title += " · " + label }
            description = words.pages.cityFeatureDescription.filling([
                "count": group.count, "city": city.name, "country": view.country, "feature": part.feature,
            ])
        }
        let frame = context.frame(
            for: Self.self, title: title, description: description, image: context.images.shareImage(of: photo?.path),
            imageAlt: photo.map { _ in city.name }, hasMaps: true)
        return PageDocument(frame: frame, model: CityPage(city: view))
    }

    /// The recommendations the page's map numbers, the others being dots: a page of a feature's, those it lists;
    /// a big city's own page, none (its list shows a few of each feature); nil for a city on one page, all.
    private func shown(_ graph: SiteGraph) -> [Int32]? {
        guard graph.recommendationCount(in: city) > CityView.onePageLimit else { return nil }
        guard part != nil else { return [] }
        return graph.featureGroups(in: city).flatMap { feature, positions in
            CityView.listed(positions, of: feature, part: part, isSplit: true) ?? []
        }
    }

    package var searchCity: CityKey? { city.key }

    package func searchEntry(folder: String, graph: SiteGraph, formatter: SiteFormatter) -> SearchEntry? {
        SearchEntry(
            title: city.name, kind: .city, folder: folder,
            text: formatter.words.counts.recommendation(graph.recommendationCount(in: city)),
            keywords: ([city.countryCode] + city.alternateNames.prefix(8)).joined(separator: " "))
    }
}
