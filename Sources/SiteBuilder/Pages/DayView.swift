import Enrichment
import Foundation
import Markdown
import TravelModel

/// A day of a trip: its visits by time, suggestions from its city, its weather.
struct DayView: Encodable, Sendable {
    /// The day of the trip, counted from its start date: the trip's first date is day 1, so a day's number
    /// stays the same when another day is added before it.
    let number: Int
    /// The day's id on the trip page, `day-<number>`, for the day index and links from elsewhere.
    let anchor: String
    let dateIso: String
    let heading: String
    let title: String?
    let city: CityLink?
    let visits: [VisitView]
    let suggestions: [RecommendationCard]
    let weather: WeatherView?

    init(
        _ day: Day, tripStart: LocalDate, suggestions: [Recommendation], weather: DayWeather?,
        renderMarkdown: (String) -> RenderedMarkdown, context: PageContext
    ) {
        number = tripStart.days(until: day.date) + 1
        anchor = "day-\(number)"
        dateIso = day.date.description
        heading = context.formatter.dayHeading(day.date)
        title = day.title
        city = day.city.map { CityLink($0, context: context) }
        visits = day.visits.sorted { $0.time < $1.time }.map {
            VisitView($0, renderMarkdown: renderMarkdown, context: context)
        }
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

    init(_ visit: Visit, renderMarkdown: (String) -> RenderedMarkdown, context: PageContext) {
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
        case .place(let place, _, let placeAddress):
            name = place
            url = nil
            address = placeAddress
            featuresText = nil
        }
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
