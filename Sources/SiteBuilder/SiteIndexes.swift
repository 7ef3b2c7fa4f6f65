import Diagnostics
import Foundation
import SiteFormats
import TravelModel

/// The "write indexes and feeds" step: each trip's calendar and route, the sitemap, the Atom feed,
/// robots.txt and the search index. Unlisted trips get their calendar and route, and appear in nothing else.
enum SiteIndexes {
    static func run(_ state: inout BuildState) async throws(BuildFailure) {
        let site = try state.require(state.site, "the site")
        let graph = try state.require(state.graph, "the site graph")
        let base = site.settings.baseURL
        let host = base.flatMap { URL(string: $0)?.host } ?? "itineshary.invalid"
        for trip in graph.builtTrips {
            let folder = SitePaths.trip(trip)
            let pageURL = base.map { SitePaths.absolute(folder, baseURL: $0) }
            let calendar = ICalendar.calendar(
                for: trip, recommendations: graph.recommendations, stamp: state.options.now, uidDomain: host, url: pageURL)
            state.files.append(OutputFile(path: folder + "trip.ics", bytes: Array(calendar.utf8)))
            let route = GeoJSON.route(for: trip, recommendations: graph.recommendations) { point in
                guard let slug = point.recommendation, let recommendation = graph.recommendations[slug] else { return nil }
                let path = SitePaths.recommendation(recommendation)
                return base.map { SitePaths.absolute(path, baseURL: $0) } ?? SitePaths.link(from: folder + "index.html", toPage: path)
            }
            state.files.append(OutputFile(path: folder + "route.geojson", bytes: Array(route.utf8)))
        }

        var robots = "User-agent: *\nAllow: /\n"
        if let base {
            robots += "Sitemap: \(base)sitemap.xml\n"
            state.files.append(OutputFile(path: "sitemap.xml", bytes: Array(sitemap(graph: graph, base: base).utf8)))
        }
        state.files.append(OutputFile(path: "robots.txt", bytes: Array(robots.utf8)))
        state.files.append(
            OutputFile(path: "feed.xml", bytes: Array(feed(site: site.settings, graph: graph, now: state.options.now).utf8)))
        state.files.append(OutputFile(path: "search/index.json", bytes: Array(searchJSON(state.searchEntries).utf8)))
    }

    /// Every listed page, at its absolute URL; unlisted trips, search and 404 are left out.
    static func sitemap(graph: SiteGraph, base: String) -> String {
        var urls = [SitemapURL(loc: base, lastmod: nil), SitemapURL(loc: SitePaths.absolute(SitePaths.cities, baseURL: base), lastmod: nil)]
        urls += graph.listedTrips.map { SitemapURL(loc: SitePaths.absolute(SitePaths.trip($0), baseURL: base), lastmod: nil) }
        urls += graph.cities.map { SitemapURL(loc: SitePaths.absolute(SitePaths.city($0), baseURL: base), lastmod: nil) }
        urls += graph.recommendations.values.sorted { $0.id < $1.id }.map {
            SitemapURL(loc: SitePaths.absolute(SitePaths.recommendation($0), baseURL: base), lastmod: nil)
        }
        return Sitemap.xml(urls: urls)
    }

    /// The listed trips, newest first. Entry times come from the trips' dates, so the feed is the same
    /// from build to build; the feed's own time is the build's (SOURCE_DATE_EPOCH).
    static func feed(site: SiteSettings, graph: SiteGraph, now: Date) -> String {
        let base = site.baseURL ?? "https://itineshary.invalid/"
        let stamp = ISO8601DateFormatter().string(from: now)
        let entries = graph.listedTrips.sorted { ($1.start, $1.id) < ($0.start, $0.id) }.map { trip in
            let url = SitePaths.absolute(SitePaths.trip(trip), baseURL: base)
            return FeedEntry(
                title: trip.title, id: url, url: url, updated: "\(trip.start)T00:00:00Z", published: "\(trip.start)T00:00:00Z",
                summary: trip.summary ?? trip.title, contentHTML: nil)
        }
        return AtomFeed.xml(
            feed: FeedInfo(
                title: site.title, id: base, selfURL: base + "feed.xml", siteURL: base, updated: stamp, author: site.author),
            entries: entries)
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
