import Enrichment
import Foundation
import Markdown
import SiteOutput
import TravelModel

/// `city.mustache`: everything in one dictionary, `city`.
struct CityPage: Encodable, Sendable {
    let city: CityView
}

/// A city: intro, recommendations grouped and filterable by feature, the map, the trips that go there;
/// "No recommendations added yet." where there are none.
struct CityView: Encodable, Sendable {
    /// The recommendations whose first feature is one feature.
    struct Group: Encodable, Sendable {
        let feature: String
        /// The feature with a capital first letter.
        let title: String
        let recommendations: [RecommendationCard]
    }

    /// A city's Wikipedia summary, with the link and licence its reuse requires.
    struct Wikipedia: Encodable, Sendable {
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

    init(
        _ city: City, page: TravelModel.CityPage?, intro: RenderedMarkdown?,
        map: (map: MapView, showsRecommendations: Bool)?, summary: CitySummary?,
        photo: String?, wikipediaPhoto: Bool, context: PageContext
    ) {
        let recommendations = context.graph.recommendations(in: city)
        name = city.name
        country = context.countryName(city.countryCode)
        countryCode = city.countryCode
        region = city.region.isEmpty ? nil : city.region
        coordinates = context.formatter.coordinates(city.coordinate)
        population = city.population > 0 ? context.formatter.number(Decimal(city.population)) : nil
        self.summary = page?.summary
        introHtml = intro?.html
        var groups: [Group] = []
        for feature in context.site.allFeatures {
            let members = recommendations.filter { $0.features.first == feature }
            guard !members.isEmpty else { continue }
            groups.append(
                Group(
                    feature: feature, title: feature.prefix(1).uppercased() + feature.dropFirst(),
                    recommendations: members.map { RecommendationCard($0, context: context) }))
        }
        self.groups = groups
        features = context.site.allFeatures.filter { feature in
            recommendations.contains { $0.features.contains(feature) }
        }
        hasRecommendations = !recommendations.isEmpty
        count = context.words.counts.recommendation(recommendations.count)
        trips = context.graph.trips(visiting: city).map { TripCard($0, context: context) }
        mapSvg = map?.map.svg
        mapLegend = map?.map.legend ?? []
        mapShowsRecommendations = map?.showsRecommendations ?? false
        wikipedia = summary.map { Wikipedia(extract: $0.extract, url: $0.pageURL, licence: $0.licence) }
        self.photo = context.images.view(ofPath: photo, alt: city.name, context: context)
        self.wikipediaPhoto = wikipediaPhoto && self.photo != nil
    }
}

extension CityPage: TemplateFields {
    func add(to fields: inout TemplateFieldList) {
        fields.add("city", city)
    }
}

extension CityView.Group: TemplateFields {
    func add(to fields: inout TemplateFieldList) {
        fields.add("feature", feature)
        fields.add("title", title)
        fields.add("recommendations", recommendations)
    }
}

extension CityView.Wikipedia: TemplateFields {
    func add(to fields: inout TemplateFieldList) {
        fields.add("extract", extract)
        fields.add("url", url)
        fields.add("licence", licence)
    }
}

extension CityView: TemplateFields {
    func add(to fields: inout TemplateFieldList) {
        fields.add("name", name)
        fields.add("country", country)
        fields.add("country_code", countryCode)
        fields.add("region", region)
        fields.add("coordinates", coordinates)
        fields.add("population", population)
        fields.add("summary", summary)
        fields.add("intro_html", introHtml)
        fields.add("groups", groups)
        fields.add("features", features)
        fields.add("has_recommendations", hasRecommendations)
        fields.add("count", count)
        fields.add("trips", trips)
        fields.add("map_svg", mapSvg)
        fields.add("map_legend", mapLegend)
        fields.add("map_shows_recommendations", mapShowsRecommendations)
        fields.add("wikipedia", wikipedia)
        fields.add("photo", photo)
        fields.add("wikipedia_photo", wikipediaPhoto)
    }
}

/// The page of each city of the site (``SiteGraph/cities``), with its own city page's content when it has one.
struct CityPageType: PageType {
    let city: City
    /// The city's own page in the content, if any.
    let page: TravelModel.CityPage?

    static let name = "city"
    static let template = "city"
    static let listing = PageListing(openGraphType: "website", inSitemap: true, inFeed: false, inSearch: true)
    static let savesOffline = true

    static func pages(of graph: SiteGraph, includeDrafts: Bool) -> [SitePage] {
        graph.cities.map { city in
            SitePage(CityPageType(city: city, page: graph.cityPage(for: city)), folder: SitePaths.city(city))
        }
    }

    var source: String? { page?.sourcePath }

    /// The city's recommendations, its own page, and the trips that go there.
    func addInputs(to digest: inout ContentHash.State, from inputs: PageInputs) -> Bool {
        digest.add(inputs.cityDigests[city.key] ?? 0)
        for position in inputs.graph.tripPositions(visiting: city) {
            guard let file = inputs.listedTripFiles[Int(position)] else { return false }
            digest.add(file)
        }
        return true
    }

    /// The introduction of its city page if it has one, its map, summary and photo.
    func view(in context: PageContext, with maker: RenderPages.PageMaker) -> any TemplateFields {
        let words = context.words
        let file = context.file
        let renderer = MarkdownRenderer(allowsRawHTML: maker.allowsRawHTML)
        let image = context.images.markdownImage(context: context)
        var intro: RenderedMarkdown?
        if let page {
            intro = renderer.render(page.body.text, resolve: maker.links.resolver(from: file), image: image)
        }
        // The site's own image of the city comes before the encyclopedia's.
        let ownPhoto = page?.image.flatMap(context.images.path(of:))
        let photo = ownPhoto ?? maker.enrichment.cityPhotos[city.key]
        let view = CityView(
            city, page: page, intro: intro, map: maker.maps.city(city, from: file),
            summary: maker.enrichment.cities[city.key], photo: photo, wikipediaPhoto: ownPhoto == nil,
            context: context)
        let description =
            page?.summary ?? intro?.firstParagraph.nonEmpty
            ?? words.pages.cityDescription.filling([
                "count": view.count, "city": city.name, "country": view.country,
            ])
        let frame = context.frame(
            for: Self.self, title: city.name, description: description, image: context.images.shareImage(of: photo),
            imageAlt: photo.map { _ in city.name }, hasMaps: true)
        return PageDocument(frame: frame, model: CityPage(city: view))
    }

    var searchCity: CityKey? { city.key }

    func searchEntry(folder: String, graph: SiteGraph, formatter: SiteFormatter) -> SearchEntry? {
        SearchEntry(
            title: city.name, kind: .city, folder: folder,
            text: formatter.words.counts.recommendation(graph.recommendationCount(in: city)),
            keywords: ([city.countryCode] + city.alternateNames.prefix(8)).joined(separator: " "))
    }
}
