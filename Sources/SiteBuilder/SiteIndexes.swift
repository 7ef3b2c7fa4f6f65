import Diagnostics
import Foundation
import SiteFormats
import SiteOutput
import TravelModel

/// The "write indexes and feeds" step: each trip's calendar and route, the sitemap, the Atom feed,
/// robots.txt and the search index, each made from the page registry. Unlisted trips get their calendar
/// and route, and appear in nothing else.
enum SiteIndexes {
    /// The Atom feed's file.
    static let feedPath = "feed.xml"
    /// The search index's file.
    static let searchIndexPath = "search/index.json"

    /// Every index file of the site: what `inputs` holds of it is what its pages were rendered from.
    static func files(_ inputs: RenderPages.Inputs) -> [OutputFile] {
        let trips = TripFiles(inputs)
        return inputs.graph.builtTrips.flatMap(trips.files(for:)) + siteFiles(inputs)
    }

    /// Writes each trip's calendar and route into `folder` on every core, each as soon as it is made, so
    /// none is held in memory; the first failure, in trip order, stops the step. Returns the file count.
    static func writeTripFiles(_ inputs: RenderPages.Inputs, into folder: OutputFolder) async throws(BuildFailure)
        -> Int
    {
        let trips = inputs.graph.builtTrips
        let maker = TripFiles(inputs)
        let queue = WorkQueue()
        let results = await withTaskGroup(of: (count: Int, failure: (Int, BuildFailure)?).self) { group in
            for _ in 0..<WorkQueue.workers(for: trips.count) {
                group.addTask {
                    var count = 0
                    while let index = queue.take(below: trips.count) {
                        for file in maker.files(for: trips[index]) {
                            do throws(BuildFailure) {
                                try SiteWriter.write(file, into: folder)
                            } catch {
                                queue.stop(at: index)
                                return (count, (index, error))
                            }
                            count += 1
                        }
                    }
                    return (count, nil)
                }
            }
            var results: [(count: Int, failure: (Int, BuildFailure)?)] = []
            for await result in group { results.append(result) }
            return results
        }
        if let first = results.compactMap(\.failure).min(by: { $0.0 < $1.0 }) { throw first.1 }
        return results.reduce(0) { $0 + $1.count }
    }

    /// Makes a trip's calendar and route.
    struct TripFiles: Sendable {
        let graph: SiteGraph
        let base: String?
        let host: String
        let now: Date

        init(_ inputs: RenderPages.Inputs) {
            graph = inputs.graph
            base = inputs.site.settings.baseURL
            host = base.flatMap { URL(string: $0)?.host } ?? "itineshary.invalid"
            now = inputs.now
        }

        /// The trip's `trip.ics` and `route.geojson`.
        func files(for trip: Trip) -> [OutputFile] {
            let (graph, base) = (graph, base)
            let folder = SitePaths.trip(trip)
            let pageURL = base.map { SitePaths.absolute(folder, baseURL: $0) }
            let calendar = ICalendar.calendar(
                for: trip, recommendations: graph.recommendations, stamp: now, uidDomain: host, url: pageURL)
            let route = GeoJSON.route(for: trip, recommendations: graph.recommendations) { point in
                guard let slug = point.recommendation, let recommendation = graph.recommendations[slug] else {
                    return nil
                }
                let path = SitePaths.recommendation(recommendation)
                return base.map { SitePaths.absolute(path, baseURL: $0) }
                    ?? SitePaths.link(from: folder + "index.html", toPage: path)
            }
            return [
                OutputFile(path: folder + "trip.ics", bytes: Array(calendar.utf8)),
                OutputFile(path: folder + "route.geojson", bytes: Array(route.utf8)),
            ]
        }
    }

    /// The index files of the whole site: the sitemap, robots.txt, the feed and the search index.
    static func siteFiles(_ inputs: RenderPages.Inputs) -> [OutputFile] {
        let (site, pages, now) = (inputs.site, inputs.pages, inputs.now)
        var files: [OutputFile] = []
        let base = site.settings.baseURL
        var robots = "User-agent: *\nAllow: /\n"
        if let base {
            robots += "Sitemap: \(base)sitemap.xml\n"
            files.append(OutputFile(path: "sitemap.xml", bytes: Array(sitemap(pages: pages, base: base).utf8)))
        }
        files.append(OutputFile(path: "robots.txt", bytes: Array(robots.utf8)))
        files.append(OutputFile(path: feedPath, bytes: Array(feed(site: site.settings, pages: pages, now: now).utf8)))
        files.append(OutputFile(path: searchIndexPath, bytes: Array(searchJSON(inputs.searchEntries).utf8)))
        return files
    }

    /// Every page the registry lists in the sitemap, at its absolute URL.
    static func sitemap(pages: SitePages, base: String) -> String {
        Sitemap.xml(
            urls: pages.inSitemap.compactMap { page in
                page.folder.map { SitemapURL(loc: SitePaths.absolute($0, baseURL: base), lastmod: nil) }
            })
    }

    /// The registry's feed pages, newest first. Entry times come from the trips' dates, so the feed is the
    /// same from build to build; the feed's own time is the build's (SOURCE_DATE_EPOCH).
    static func feed(site: SiteSettings, pages: SitePages, now: Date) -> String {
        let base = site.baseURL ?? "https://itineshary.invalid/"
        let stamp = ISO8601DateFormatter().string(from: now)
        let trips = pages.inFeed.compactMap { page -> Trip? in
            if case .trip(let trip) = page.subject { return trip }
            return nil
        }
        let entries = trips.sorted { ($1.start, $1.id) < ($0.start, $0.id) }.map { trip in
            let url = SitePaths.absolute(SitePaths.trip(trip), baseURL: base)
            return FeedEntry(
                title: trip.title, id: url, url: url, updated: "\(trip.start)T00:00:00Z",
                published: "\(trip.start)T00:00:00Z",
                summary: trip.summary ?? trip.title, contentHTML: nil)
        }
        return AtomFeed.xml(
            feed: FeedInfo(
                title: site.title, id: base, selfURL: base + feedPath, siteURL: base, updated: stamp,
                author: site.author),
            entries: entries)
    }

    /// The entries of the registry's search pages, in its order.
    static func searchEntries(pages: SitePages, graph: SiteGraph, formatter: SiteFormatter) -> [SearchEntry] {
        let words = formatter.words
        return pages.inSearch.compactMap { page -> SearchEntry? in
            switch page.subject {
            case .trip(let trip):
                return SearchEntry(
                    title: trip.title, kind: words.searchKinds.trip, path: page.file,
                    text: formatter.dateRange(trip.start, trip.end) + (trip.summary.map { " · " + $0 } ?? ""),
                    keywords: ([trip.destination?.name ?? ""] + trip.days.compactMap { $0.city?.name } + trip.travelers)
                        .joined(separator: " "))
            case .city(let city, _):
                return SearchEntry(
                    title: city.name, kind: words.searchKinds.city, path: page.file,
                    text: words.counts.recommendation(graph.recommendations(in: city).count),
                    keywords: ([city.countryCode] + city.alternateNames.prefix(8)).joined(separator: " "))
            case .recommendation(let recommendation):
                return SearchEntry(
                    title: recommendation.name, kind: words.searchKinds.recommendation, path: page.file,
                    text: recommendation.city.name + " · " + recommendation.features.joined(separator: ", "),
                    keywords: (recommendation.tags + [recommendation.address ?? ""]).joined(separator: " "))
            case .home, .cities, .search, .notFound:
                return nil
            }
        }
    }

    /// The search index as JSON, for tools: `[{"title", "kind", "url", "text", "keywords"}]` with URLs
    /// relative to the site root.
    static func searchJSON(_ entries: [SearchEntry]) -> String {
        "[\n"
            + entries.map { entry in
                "  {\"title\": \(JSONText.quote(entry.title)), \"kind\": \(JSONText.quote(entry.kind)), \"url\": \(JSONText.quote(SitePaths.encode(entry.path))), \"text\": \(JSONText.quote(entry.text)), \"keywords\": \(JSONText.quote(entry.keywords))}"
            }.joined(separator: ",\n") + "\n]\n"
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
