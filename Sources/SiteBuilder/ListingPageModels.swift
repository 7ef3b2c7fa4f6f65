import Foundation
import Markdown
import Templates
import TravelModel

/// The view models of the home page, the list of cities, the search page and the 404 page.
enum ListingPageModels {
    /// `index.mustache`: upcoming and past trips, every city with recommendations, popular destinations.
    static func home(_ context: PageContext) -> TemplateValue {
        var values = context.common(
            title: context.site.title,
            description: "Trips and city recommendations: \(context.formatter.count(context.graph.listedTrips.count, "trip")), \(context.formatter.count(context.graph.recommendations.count, "recommendation")).",
            kind: "home")
        let trips = context.graph.listedTrips
        let upcoming = trips.filter { $0.end >= context.today }
        let past = trips.filter { $0.end < context.today }.reversed()
        let cities = citiesWithRecommendations(context)
        let popular = popular(context)
        values["upcoming"] = .array(upcoming.map(context.tripCard))
        values["past"] = .array(past.map(context.tripCard))
        values["cities"] = .array(cities.map { cityCard(context, $0) })
        values["popular"] = .array(popular.map { cityCard(context, $0) })
        values["has_upcoming"] = .bool(!upcoming.isEmpty)
        values["has_past"] = .bool(!past.isEmpty)
        values["has_cities"] = .bool(!cities.isEmpty)
        values["has_popular"] = .bool(!popular.isEmpty)
        return .dictionary(values)
    }

    /// `cities.mustache`: every city with recommendations, grouped by country.
    static func cities(_ context: PageContext, countryName: (String) -> String) -> TemplateValue {
        var values = context.common(
            title: "Cities", description: "Every city with recommendations on \(context.site.title).", kind: "cities")
        let cities = citiesWithRecommendations(context)
        var groups: [(String, [City])] = []
        for city in cities.sorted(by: { (countryName($0.countryCode), $0.name) < (countryName($1.countryCode), $1.name) }) {
            let name = countryName(city.countryCode)
            if groups.last?.0 == name { groups[groups.count - 1].1.append(city) } else { groups.append((name, [city])) }
        }
        values["countries"] = .array(
            groups.map { group in
                ["name": .string(group.0), "cities": .array(group.1.map { cityCard(context, $0) })]
            })
        values["has_cities"] = .bool(!cities.isEmpty)
        return .dictionary(values)
    }

    /// `search.mustache`: every listed trip, city and recommendation, for the search script to filter.
    static func search(_ context: PageContext, entries: [SearchEntry]) -> TemplateValue {
        var values = context.common(
            title: "Search", description: "Find a trip, a city or a recommendation.", kind: "search")
        values["entries"] = .array(
            entries.map { entry in
                [
                    "title": .string(entry.title), "kind": .string(entry.kind),
                    "url": .string(context.fileLink(entry.path)), "text": .string(entry.text),
                    "keywords": .string(entry.keywords),
                ]
            })
        values["index_json"] = .string(context.fileLink("search/index.json"))
        return .dictionary(values)
    }

    /// `404.mustache`: hosts serve it for a missing page at any depth, so its links are path-absolute
    /// (`/travel/assets/…`) from the path of `base_url`; without one, the site is assumed at the root.
    static func notFound(_ context: PageContext) -> TemplateValue {
        var values = context.common(
            title: "Page not found", description: "This page does not exist.", kind: "404", noindex: true)
        var base = context.site.baseURL.flatMap { URL(string: $0)?.path } ?? "/"
        if !base.hasSuffix("/") { base += "/" }
        values["nav"] = [
            "home": .string(base), "cities": .string(base + SitePaths.cities),
            "search": .string(base + SitePaths.search), "feed": .string(base + "feed.xml"),
        ]
        values["assets"] = [
            "css": .string(base + SitePaths.encode(context.assets.stylesheet)),
            "js": .string(base + SitePaths.encode(context.assets.script)),
        ]
        return .dictionary(values)
    }

    static func citiesWithRecommendations(_ context: PageContext) -> [City] {
        context.graph.cities.filter { !context.graph.recommendations(in: $0).isEmpty }
    }

    /// Cities by how many listed trips visit them, then how many recommendations they have.
    static func popular(_ context: PageContext) -> [City] {
        context.graph.cities
            .map { ($0, context.graph.tripsByCity[SiteGraph.key($0)]?.count ?? 0, context.graph.recommendations(in: $0).count) }
            .filter { $0.1 + $0.2 > 0 }
            .sorted { ($1.1, $1.2, $0.0.name) < ($0.1, $0.2, $1.0.name) }
            .prefix(6).map(\.0)
    }

    static func cityCard(_ context: PageContext, _ city: City) -> TemplateValue {
        let count = context.graph.recommendations(in: city).count
        let trips = context.graph.tripsByCity[SiteGraph.key(city)]?.count ?? 0
        return [
            "name": .string(city.name), "url": .string(context.link(SitePaths.city(city))),
            "country": .string(city.countryCode),
            "count": .string(context.formatter.count(count, "recommendation")),
            "trips": .string(context.formatter.count(trips, "trip")),
        ]
    }
}

/// One entry of the search index.
struct SearchEntry: Sendable {
    let title: String
    let kind: String
    /// The page's file, from the output root.
    let path: String
    let text: String
    let keywords: String
}
