import Diagnostics
import Foundation
import SiteFormats
import TravelModel

/// The "write indexes and feeds" step: each trip's calendar and route, the sitemap, the Atom feed,
/// robots.txt and the search index's shards, each made from the page registry. Unlisted trips get their calendar
/// and route, and appear in nothing else.
enum SiteIndexes {
    /// The Atom feed's file.
    static let feedPath = "feed.xml"

    /// Every index file of the site: what `inputs` holds of it is what its pages were rendered from.
    static func files(_ inputs: RenderPages.Inputs) -> [OutputFile] {
        let (site, graph, pages, now) = (inputs.site, inputs.graph, inputs.pages, inputs.now)
        var files: [OutputFile] = []
        let base = site.settings.baseURL
        let host = base.flatMap { URL(string: $0)?.host } ?? "itineshary.invalid"
        for trip in graph.builtTrips {
            let folder = SitePaths.trip(trip)
            let pageURL = base.map { SitePaths.absolute(folder, baseURL: $0) }
            let calendar = ICalendar.calendar(
                for: trip, recommendations: graph.recommendations, stamp: now, uidDomain: host, url: pageURL)
            files.append(OutputFile(path: folder + "trip.ics", bytes: Array(calendar.utf8)))
            let route = GeoJSON.route(for: trip, recommendations: graph.recommendations) { point in
                guard let slug = point.recommendation, let recommendation = graph.recommendations[slug] else {
                    return nil
                }
                let path = SitePaths.recommendation(recommendation)
                return base.map { SitePaths.absolute(path, baseURL: $0) }
                    ?? SitePaths.link(from: folder + "index.html", toPage: path)
            }
            files.append(OutputFile(path: folder + "route.geojson", bytes: Array(route.utf8)))
        }

        var robots = "User-agent: *\nAllow: /\n"
        if let base {
            robots += "Sitemap: \(base)sitemap.xml\n"
            files.append(OutputFile(path: "sitemap.xml", bytes: Array(sitemap(pages: pages, base: base).utf8)))
        }
        files.append(OutputFile(path: "robots.txt", bytes: Array(robots.utf8)))
        files.append(OutputFile(path: feedPath, bytes: Array(feed(site: site.settings, pages: pages, now: now).utf8)))
        files += inputs.search.files
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
                    title: trip.title, kind: .trip, path: page.file,
                    text: formatter.dateRange(trip.start, trip.end) + (trip.summary.map { " · " + $0 } ?? ""),
                    keywords: ([trip.destination?.name ?? ""] + trip.days.compactMap { $0.city?.name } + trip.travelers)
                        .joined(separator: " "))
            case .city(let city, _):
                return SearchEntry(
                    title: city.name, kind: .city, path: page.file,
                    text: words.counts.recommendation(graph.recommendations(in: city).count),
                    keywords: ([city.countryCode] + city.alternateNames.prefix(8)).joined(separator: " "))
            case .recommendation(let recommendation):
                return SearchEntry(
                    title: recommendation.name, kind: .recommendation, path: page.file,
                    text: recommendation.city.name + " · " + recommendation.features.joined(separator: ", "),
                    keywords: (recommendation.tags + [recommendation.address ?? ""]).joined(separator: " "))
            case .home, .cities, .search, .notFound, .year, .country:
                return nil
            }
        }
    }
}

/// One entry of the search index.
struct SearchEntry: Sendable {
    /// What an entry is; its number is the one shards hold.
    enum Kind: Int, Sendable {
        case trip, city, recommendation
    }

    let title: String
    let kind: Kind
    /// The page's file, from the output root.
    let path: String
    let text: String
    let keywords: String
}
