import Markdown
import SiteOutput
import SitePlan
import SiteSearch
import SiteTheme
import TravelModel

/// `recommendation.mustache`: everything in one dictionary, `recommendation`.
package struct RecommendationPage: TemplateFields {
    let recommendation: RecommendationView
}

/// A recommendation, to share: notes, features, details, its point on a map, the trips that go to it.
package struct RecommendationView: TemplateFields {
    let name: String
    let city: CityLink
    /// The country's name.
    let country: String
    let features: [String]
    let address: String?
    let coordinates: String?
    let website: String?
    let price: String?
    let hours: String?
    let phone: String?
    /// The phone number's `tel:` link.
    let phoneUrl: String?
    let tags: [String]
    /// The image: a local asset, or the downloaded copy of a remote one.
    let image: ImageView?
    let notesHtml: String?
    let trips: [TripCard]
    let mapSvg: String?
    /// "Open in map" links to the location; null without one.
    let mapLinks: PlaceMapLinks?

    init(
        _ recommendation: Recommendation, notes: RenderedMarkdown, mapSVG: String?, context: PageContext
    ) {
        name = recommendation.name
        city = CityLink(recommendation.city, context: context)
        country = context.countryName(recommendation.city.countryCode)
        features = recommendation.features
        address = recommendation.address
        coordinates = recommendation.location.map(context.formatter.coordinates)
        website = recommendation.url
        price = recommendation.price.map(context.priceText)
        hours = recommendation.hours
        phone = recommendation.phone?.text
        phoneUrl = recommendation.phone?.uri
        tags = recommendation.tags
        image = context.images.view(of: recommendation.image, alt: recommendation.name, context: context)
        notesHtml = notes.html.isEmpty ? nil : notes.html
        trips = context.graph.trips(visitingRecommendation: recommendation.id).map { TripCard($0, context: context) }
        mapSvg = mapSVG
        mapLinks = PlaceMapLinks(name: name, coordinate: recommendation.location, words: context.words.mapLinks)
    }
}

/// The page of each recommendation, by slug (``SiteGraph/recommendationsBySlug``).
package struct RecommendationPageType: PageType {
    let recommendation: Recommendation

    package static let name = "recommendation"
    package static let template = "recommendation"
    package static let listing = PageListing(openGraphType: "article", inSitemap: true, inFeed: false, inSearch: true)
    package static let savesOffline = true

    package static func pages(of graph: SiteGraph, includeDrafts: Bool) -> [SitePage] {
        graph.recommendationsBySlug.map { recommendation in
            SitePage(
                RecommendationPageType(recommendation: recommendation),
                folder: SitePaths.recommendation(recommendation))
        }
    }

    package var source: String? { recommendation.sourcePath }

    /// The recommendation's file, and the trips that visit it.
    package func addInputs(to digest: inout ContentHash.State, from inputs: PageSources) -> Bool {
        guard let position = inputs.graph.recommendations.position(of: recommendation.id),
            let file = inputs.recommendationFiles[position]
        else { return false }
        digest.add(file)
        for trip in inputs.graph.tripPositions(visitingRecommendationAt: position) {
            guard let file = inputs.listedTripFiles[Int(trip)] else { return false }
            digest.add(file)
        }
        return true
    }

    /// Its notes rendered, and its map.
    package func view(in context: PageContext) -> PageDocument<RecommendationPage> {
        let words = context.words
        let file = context.file
        let renderer = MarkdownRenderer(allowsRawHTML: context.allowsRawHTML)
        let notes = renderer.render(
            recommendation.body.text, resolve: context.links.resolver(from: file),
            image: context.images.markdownImage(context: context))
        let view = RecommendationView(
            recommendation, notes: notes, mapSVG: context.maps.recommendation(recommendation, from: file),
            context: context)
        let photo = recommendation.image.flatMap(context.images.path(of:))
        let description =
            notes.firstParagraph.nonEmpty
            ?? words.pages.recommendationDescription.filling([
                "name": recommendation.name, "city": recommendation.city.name,
                "features": recommendation.features.joined(separator: ", "),
            ])
        let frame = context.frame(
            for: Self.self, title: recommendation.name, description: description,
            image: context.images.shareImage(of: photo), imageAlt: photo.map { _ in recommendation.name },
            hasMaps: true)
        return PageDocument(frame: frame, model: RecommendationPage(recommendation: view))
    }

    package var searchCity: CityKey? { recommendation.city.key }

    package func searchEntry(folder: String, graph: SiteGraph, formatter: SiteFormatter) -> SearchEntry? {
        SearchEntry(
            title: recommendation.name, kind: .recommendation, folder: folder,
            text: recommendation.city.name + " · " + recommendation.features.joined(separator: ", "),
            keywords: (recommendation.tags + [recommendation.address ?? ""]).joined(separator: " "),
            body: MarkdownText.visible(in: recommendation.body.text))
    }
}
