import Diagnostics
import Foundation
import TravelModel

/// The "write indexes and feeds" step: robots.txt and the search index.
enum SiteIndexes {
    static func run(_ state: inout BuildState) async throws(BuildFailure) {
        let site = try state.require(state.site, "the site")
        let graph = try state.require(state.graph, "the site graph")
        let formatter = SiteFormatter(language: site.settings.language)
        var robots = "User-agent: *\nAllow: /\n"
        if let base = site.settings.baseURL { robots += "Sitemap: \(base)sitemap.xml\n" }
        state.files.append(OutputFile(path: "robots.txt", bytes: Array(robots.utf8)))
        state.files.append(OutputFile(path: "search/index.json", bytes: Array(searchJSON(searchEntries(graph: graph, formatter: formatter)).utf8)))
    }

    /// Every listed trip, every city with a page and every recommendation; unlisted trips never appear.
    static func searchEntries(graph: SiteGraph, formatter: SiteFormatter) -> [SearchEntry] {
        var entries: [SearchEntry] = []
        for trip in graph.listedTrips {
            entries.append(
                SearchEntry(
                    title: trip.title, kind: "Trip", path: SitePaths.page(SitePaths.trip(trip)),
                    text: formatter.dateRange(trip.start, trip.end) + (trip.summary.map { " · " + $0 } ?? ""),
                    keywords: ([trip.destination?.name ?? ""] + trip.days.compactMap { $0.city?.name } + trip.travelers).joined(separator: " ")))
        }
        for city in graph.cities {
            entries.append(
                SearchEntry(
                    title: city.name, kind: "City", path: SitePaths.page(SitePaths.city(city)),
                    text: formatter.count(graph.recommendations(in: city).count, "recommendation"),
                    keywords: ([city.countryCode] + city.alternateNames.prefix(8)).joined(separator: " ")))
        }
        for recommendation in graph.recommendations.values.sorted(by: { $0.id < $1.id }) {
            entries.append(
                SearchEntry(
                    title: recommendation.name, kind: "Recommendation",
                    path: SitePaths.page(SitePaths.recommendation(recommendation)),
                    text: recommendation.city.name + " · " + recommendation.features.joined(separator: ", "),
                    keywords: (recommendation.tags + [recommendation.address ?? ""]).joined(separator: " ")))
        }
        return entries
    }

    /// The search index as JSON, for tools: `[{"title", "kind", "url", "text", "keywords"}]` with URLs
    /// relative to the site root.
    static func searchJSON(_ entries: [SearchEntry]) -> String {
        "[\n" + entries.map { entry in
            "  {\"title\": \(JSONText.quote(entry.title)), \"kind\": \(JSONText.quote(entry.kind)), \"url\": \(JSONText.quote(SitePaths.encode(entry.path))), \"text\": \(JSONText.quote(entry.text)), \"keywords\": \(JSONText.quote(entry.keywords))}"
        }.joined(separator: ",\n") + "\n]\n"
    }
}
