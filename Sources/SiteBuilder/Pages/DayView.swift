import Enrichment
import Foundation
import Markdown
import TravelModel

/// A day of a trip: its visits by time, suggestions from its city, its weather.
struct DayView: Encodable, Sendable {
    let dateIso: String
    let heading: String
    let title: String?
    let city: CityLink?
    let visits: [VisitView]
    /// Directions through the day's visits in order; null with fewer than two placed visits.
    let directions: DirectionsLink?
    let suggestions: [RecommendationCard]
    let weather: WeatherView?

    init(
        _ day: Day, suggestions: [Recommendation], weather: DayWeather?,
        renderMarkdown: (String) -> RenderedMarkdown, context: PageContext
    ) {
        dateIso = day.date.description
        heading = context.formatter.dayHeading(day.date)
        title = day.title
        city = day.city.map { CityLink($0, context: context) }
        visits = day.visits.sorted { $0.time < $1.time }.map {
            VisitView($0, city: day.city, renderMarkdown: renderMarkdown, context: context)
        }
        directions = DirectionsLink(
            stops: visits.compactMap(\.coordinate), day: heading, service: context.site.map.directions,
            words: context.words.mapLinks)
        self.suggestions = suggestions.map { RecommendationCard($0, context: context) }
        self.weather = weather.map { WeatherView($0, words: context.words.weather) }
    }
}

/// A visit of a day: a recommendation (linked to its page) or a free-text place.
struct VisitView: Encodable, Sendable {
    let time: String
    let until: String?
    let name: String
    /// The recommendation's page; null for a place.
    let url: String?
    let address: String?
    /// The recommendation's features; null for a place.
    let featuresText: String?
    let cost: String?
    let notesHtml: String?
    /// "Open in map" links: to the location, or a search for the address or the name in the day's city.
    let mapLinks: PlaceMapLinks?
    /// Where the visit is, for the day's directions; not a template value.
    let coordinate: Coordinate?

    private enum CodingKeys: String, CodingKey {
        case time, until, name, url, address, featuresText, cost, notesHtml, mapLinks
    }

    init(_ visit: Visit, city: City?, renderMarkdown: (String) -> RenderedMarkdown, context: PageContext) {
        let formatter = context.formatter
        time = formatter.time(visit.time)
        until = visit.until.map(formatter.time)
        notesHtml = visit.notes.map { renderMarkdown($0).html }
        cost = visit.cost.map(formatter.money)
        switch visit.target {
        case .recommendation(let slug):
            // `check` has made sure the slug names a recommendation.
            let recommendation = context.graph.recommendations[slug]
            name = recommendation?.name ?? slug.rawValue
            url = recommendation.map { context.link(SitePaths.recommendation($0)) }
            address = recommendation?.address
            featuresText = recommendation?.features.joined(separator: " · ") ?? ""
            coordinate = recommendation?.location
        case .place(let place, let location, let placeAddress):
            name = place
            url = nil
            address = placeAddress
            featuresText = nil
            coordinate = location
        }
        // Without a location, the map app searches for the address, or the name in the day's city.
        let query =
            address
            ?? ([name] + (city.map { [$0.name, context.countryName($0.countryCode)] } ?? []))
            .joined(separator: ", ")
        mapLinks = PlaceMapLinks(name: name, coordinate: coordinate, query: query, words: context.words.mapLinks)
    }
}

/// A day's weather from the lookup cache.
struct WeatherView: Encodable, Sendable {
    /// Forecast, observed, or typical for the date.
    let kind: String
    let summary: String
    let high: String
    let low: String
    let precipitation: String

    init(_ weather: DayWeather, words: ThemeStrings.Weather) {
        switch weather.kind {
        case .forecast: kind = words.forecast
        case .observed: kind = words.observed
        case .climate: kind = words.climate
        }
        summary = weather.summary
        high = words.temperature.filling(["value": String(Int(weather.maxTemperature.rounded()))])
        low = words.temperature.filling(["value": String(Int(weather.minTemperature.rounded()))])
        precipitation = words.precipitation.filling([
            "value": String(format: "%.1f", locale: Locale(identifier: "en_US_POSIX"), weather.precipitation)
        ])
    }
}

/// Up to three recommendations of a day's city that are not in the trip's plan, those that match the
/// trip's interests best first, then by name.
struct DaySuggestions {
    let graph: SiteGraph
    let planned: Set<Slug>
    let interests: Set<String>

    init(trip: Trip, graph: SiteGraph) {
        self.graph = graph
        planned = Set(
            trip.days.flatMap(\.visits).compactMap { visit -> Slug? in
                if case .recommendation(let slug) = visit.target { return slug }
                return nil
            })
        interests = Set(trip.interests)
    }

    func best(for day: Day) -> [Recommendation] {
        guard let city = day.city else { return [] }
        // The city's list is sorted by name, so keeping the three best scores in one pass, earlier entries
        // winning ties, gives the same order as sorting by (score, name) at a fraction of the cost.
        var best: [(Recommendation, Int)] = []
        for recommendation in graph.recommendations(in: city) where !planned.contains(recommendation.id) {
            let score = recommendation.features.reduce(0) { $0 + (interests.contains($1) ? 1 : 0) }
            guard best.count < 3 || score > best[best.count - 1].1 else { continue }
            let position = best.firstIndex { $0.1 < score } ?? best.count
            best.insert((recommendation, score), at: position)
            if best.count > 3 { best.removeLast() }
        }
        return best.map(\.0)
    }
}
