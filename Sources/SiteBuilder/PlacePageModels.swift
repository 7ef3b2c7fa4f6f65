import Enrichment
import Markdown
import Templates
import TravelModel

/// The view models of a city's page and a recommendation's page.
enum PlacePageModels {
    /// `city.mustache`: intro, recommendations grouped by their first feature and filterable by any,
    /// the map, the trips that visit the city; "No recommendations added yet." where there are none.
    static func city(
        _ context: PageContext, city: City, countryName: String, intro: RenderedMarkdown?, mapSVG: String?,
        summary: CitySummary? = nil, photo: String? = nil
    ) -> TemplateValue {
        let recommendations = context.graph.recommendations(in: city)
        let page = context.graph.cityPages[SiteGraph.key(city)]
        var values = context.common(
            title: city.name,
            description: page?.summary ?? intro?.firstParagraph.nonEmpty
                ?? "\(context.formatter.count(recommendations.count, "recommendation")) in \(city.name), \(countryName).",
            kind: "city")
        var groups: [(String, [Recommendation])] = []
        for feature in context.site.allFeatures {
            let members = recommendations.filter { $0.features.first == feature }
            if !members.isEmpty { groups.append((feature, members)) }
        }
        let features = context.site.allFeatures.filter { feature in recommendations.contains { $0.features.contains(feature) } }
        var model: [String: TemplateValue] = [
            "name": .string(city.name), "country": .string(countryName), "country_code": .string(city.countryCode),
            "region": city.region.isEmpty ? .null : .string(city.region),
            "coordinates": .string(TripPageModel.coordinates(city.coordinate)),
            "population": city.population > 0 ? .string(context.formatter.number(.init(city.population))) : .null,
            "summary": page?.summary.map(TemplateValue.string) ?? .null,
            "intro_html": intro.map { .string($0.html) } ?? .null,
            "groups": .array(
                groups.map { group in
                    [
                        "feature": .string(group.0), "title": .string(group.0.prefix(1).uppercased() + group.0.dropFirst()),
                        "recommendations": .array(group.1.map(context.recommendationCard)),
                    ]
                }),
            "features": .array(features.map { .string($0) }),
            "has_recommendations": .bool(!recommendations.isEmpty),
            "count": .string(context.formatter.count(recommendations.count, "recommendation")),
            "trips": .array((context.graph.tripsByCity[SiteGraph.key(city)] ?? []).map(context.tripCard)),
            "map_svg": mapSVG.map(TemplateValue.string) ?? .null,
        ]
        model["wikipedia"] = wikipedia(summary)
        model["photo"] = photo.map { TemplateValue.string(context.fileLink($0)) } ?? .null
        values["city"] = .flagged(model)
        return .dictionary(values)
    }

    /// A city's Wikipedia summary, with the link and licence its reuse requires.
    static func wikipedia(_ summary: CitySummary?) -> TemplateValue {
        guard let summary else { return .null }
        return [
            "extract": .string(summary.extract), "url": .string(summary.pageURL), "licence": .string(summary.licence),
        ]
    }

    /// `recommendation.mustache`: the notes, features, details, its point on a map, the trips that visit it.
    static func recommendation(
        _ context: PageContext, _ recommendation: Recommendation, countryName: String, notes: RenderedMarkdown,
        mapSVG: String?, remoteImage: String? = nil
    ) -> TemplateValue {
        let photo = recommendation.image.flatMap { $0.hasPrefix("http") ? nil : $0 }
        var values = context.common(
            title: recommendation.name,
            description: notes.firstParagraph.nonEmpty
                ?? "\(recommendation.name), \(recommendation.city.name): \(recommendation.features.joined(separator: ", ")).",
            kind: "recommendation", image: photo, imageAlt: photo.map { _ in recommendation.name })
        var model: [String: TemplateValue] = [
            "name": .string(recommendation.name),
            "city": context.cityLink(recommendation.city),
            "country": .string(countryName),
            "features": .array(recommendation.features.map { .string($0) }),
            "address": recommendation.address.map(TemplateValue.string) ?? .null,
            "coordinates": recommendation.location.map { .string(TripPageModel.coordinates($0)) } ?? .null,
            "website": recommendation.url.map(TemplateValue.string) ?? .null,
            "price": recommendation.price.map { .string(context.priceText($0)) } ?? .null,
            "hours": recommendation.hours.map(TemplateValue.string) ?? .null,
            "phone": recommendation.phone.map(TemplateValue.string) ?? .null,
            "tags": .array(recommendation.tags.map { .string($0) }),
            "notes_html": notes.html.isEmpty ? .null : .string(notes.html),
            "trips": .array((context.graph.tripsByRecommendation[recommendation.id] ?? []).map(context.tripCard)),
            "map_svg": mapSVG.map(TemplateValue.string) ?? .null,
        ]
        if let image = recommendation.image.flatMap({ $0.hasPrefix("http") ? remoteImage : $0 }) {
            model["image"] = .string(context.fileLink(image))
        }
        values["recommendation"] = .flagged(model)
        return .dictionary(values)
    }
}

extension String {
    /// `nil` for the empty string, so `??` can fall through to the next choice.
    var nonEmpty: String? { isEmpty ? nil : self }
}
