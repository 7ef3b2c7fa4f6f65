import Diagnostics
import Foundation
import SiteFormats
import SiteOutput
import SitePlan
import SiteSearch
import SiteTheme
import SiteViews
import TravelModel

/// The "write indexes and feeds" step: each trip's calendar and route, the sitemap, the Atom feed,
/// robots.txt and the search index's shards, each made from the page registry. Unlisted trips get their calendar
/// and route, and appear in nothing else.
enum SiteIndexes {

    /// Every index file of the site: what `inputs` holds of it is what its pages were rendered from.
    static func files(_ inputs: RenderPages.Inputs) -> [OutputFile] {
        let trips = TripFiles(inputs, digests: nil)
        var files = inputs.graph.builtTrips.flatMap { trips.files(for: $0) }
        siteFiles(inputs) { files.append($0) }
        return files
    }

    /// Writes each trip's calendar and route into `folder` on every core, each as soon as it is made, so
    /// none is held in memory; the first failure, in trip order, stops the step. Returns the file count.
    ///
    /// A trip's calendar and route are made from what its page is made from, so they carry its page's digest
    /// (with `digests`); those the previous output holds for the same digest are taken from it, not made again.
    static func writeTripFiles(
        _ inputs: RenderPages.Inputs, into folder: OutputFolder, digests: PageInputs? = nil
    ) async throws(BuildFailure) -> Int {
        let trips = inputs.graph.builtTrips
        let maker = TripFiles(inputs, digests: digests)
        let queue = WorkQueue()
        let results = await withTaskGroup(of: (count: Int, failure: (Int, BuildFailure)?).self) { group in
            for _ in 0..<WorkQueue.workers(for: trips.count) {
                group.addTask {
                    var count = 0
                    while let index = queue.take(below: trips.count) {
                        let reuse = { (path: String, digest: UInt64) in
                            (try? folder.reuse(path, inputs: digest)) ?? false
                        }
                        for file in maker.files(for: trips[index], reusing: reuse) {
                            do throws(BuildFailure) {
                                try SiteWriter.write(file, into: folder)
                            } catch {
                                queue.stop(at: index)
                                return (count, (index, error))
                            }
                        }
                        count += TripFiles.perTrip
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

    /// Makes a trip's files (``TripFileFormat``).
    struct TripFiles: Sendable {
        let context: TripFileContext
        let digests: PageInputs?
        /// Each built trip's page, to find the digest its files derive from.
        let pages: [Slug: SitePage]

        init(_ inputs: RenderPages.Inputs, digests: PageInputs?) {
            let base = inputs.site.settings.baseURL
            context = TripFileContext(
                graph: inputs.graph, baseURL: base,
                host: base.flatMap { URL(string: $0)?.host } ?? "itineshary.invalid",
                calendarWords: ThemeCalendarWords(words: inputs.formatter.words))
            self.digests = digests
            pages =
                digests == nil
                ? [:]
                : Dictionary(
                    inputs.pages.all.compactMap { page -> (Slug, SitePage)? in
                        (page.subject as? TripPageType).map { ($0.trip.id, page) }
                    }, uniquingKeysWith: { first, _ in first })
        }

        /// How many files each trip has.
        static var perTrip: Int { TripFileFormats.all.count }

        /// The trip's files, but those `reuse` takes from the previous output (given their path and digest): a
        /// trip's files are made from what its page is made from, so each carries a digest derived from the page's.
        func files(for trip: Trip, reusing reuse: (String, UInt64) -> Bool = { _, _ in false }) -> [OutputFile] {
            let folder = SitePaths.trip(trip)
            let pageDigest = pages[trip.id].flatMap { page in digests?.digest(of: page) }
            var files: [OutputFile] = []
            for format in TripFileFormats.all {
                let path = folder + format.fileName
                let digest = pageDigest.flatMap { digests?.derived($0, format.fileName) }
                if let digest, reuse(path, digest) { continue }
                files.append(OutputFile(path: path, bytes: format.bytes(for: trip, in: context), inputs: digest))
            }
            return files
        }
    }

    /// The index files of the whole site: the sitemap, robots.txt, the feed and the search index, each handed to
    /// `write` as soon as it is made: a large site's sitemap and feed are megabytes.
    static func siteFiles<Failure: Error>(
        _ inputs: RenderPages.Inputs, write: (OutputFile) throws(Failure) -> Void
    ) throws(Failure) {
        let (site, pages) = (inputs.site, inputs.pages)
        let base = site.settings.baseURL
        var robots = "User-agent: *\nAllow: /\n"
        if let base {
            robots += "Sitemap: \(base)sitemap.xml\n"
            try sitemap(pages: pages, base: base) { (path, bytes) throws(Failure) in
                try write(OutputFile(path: path, bytes: bytes))
            }
        }
        try write(OutputFile(path: "robots.txt", bytes: Array(robots.utf8)))
        try write(OutputFile(path: SitePaths.feed, bytes: feed(site: site.settings, pages: pages)))
        for file in inputs.search.files { try write(file) }
        for file in inputs.app?.files(settings: site.settings, assets: inputs.assets) ?? [] { try write(file) }
    }

    /// Every page the registry lists in the sitemap, at its absolute URL: `sitemap.xml`, and past the protocol's
    /// 50,000 URLs, the parts it is then the index of, each handed to `write` as it is made. The URLs are made
    /// as each part is, not all at once.
    static func sitemap<Failure: Error>(
        pages: SitePages, base: String, write: (_ path: String, _ bytes: [UInt8]) throws(Failure) -> Void
    ) throws(Failure) {
        let listed = pages.all.lazy.filter { $0.isListed && $0.type.listing.inSitemap }
        try Sitemap.write(
            count: listed.count,
            urls: listed.compactMap(\.folder).map {
                SitemapURL(loc: SitePaths.absolute($0, baseURL: base), lastmod: nil)
            },
            base: base, to: write)
    }

    /// A calendar's DTSTAMP: the trip's first day at midnight UTC. It comes from the content, not the clock, so
    /// the file changes only when the trip does.
    static func calendarStamp(_ trip: Trip) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let parts = DateComponents(year: trip.start.year, month: trip.start.month, day: trip.start.day)
        return calendar.date(from: parts) ?? Date(timeIntervalSince1970: 0)
    }

    /// The registry's feed pages, newest first. Entry times come from the trips' dates and the feed's own
    /// `updated` is its newest entry's (the Unix epoch for a feed with none), so the feed changes only when the
    /// content does.
    static func feed(site: SiteSettings, pages: SitePages) -> [UInt8] {
        let base = site.baseURL ?? "https://itineshary.invalid/"
        let trips = pages.inFeed.map { page -> Trip in
            guard let trip = (page.subject as? TripPageType)?.trip else {
                preconditionFailure(
                    "feed.xml's entries are trips; \(page.type.name) pages are not (PageListing.inFeed)")
            }
            return trip
        }.sorted { ($1.start, $1.id) < ($0.start, $0.id) }
        // Each entry is made as it is written, so their strings are not all held at once.
        let entries = trips.lazy.map { trip in
            let url = SitePaths.absolute(SitePaths.trip(trip), baseURL: base)
            return FeedEntry(
                title: trip.title, id: url, url: url, updated: "\(trip.start)T00:00:00Z",
                published: "\(trip.start)T00:00:00Z",
                summary: trip.summary ?? trip.title, contentHTML: nil)
        }
        return AtomFeed.bytes(
            feed: FeedInfo(
                title: site.title, id: base, selfURL: base + SitePaths.feed, siteURL: base,
                updated: entries.first?.updated ?? "1970-01-01T00:00:00Z",
                author: site.author),
            entries: entries, count: trips.count)
    }

    /// The entries of the registry's search pages, city by city, each made when it is read.
    static func searchEntries(pages: SitePages, graph: SiteGraph, formatter: SiteFormatter) -> SearchEntries {
        SearchEntries(pages: pages, graph: graph, formatter: formatter)
    }
}

/// The entries of the registry's search pages, city by city, each made when it is read rather than all held at
/// once: a large site's are tens of megabytes, made while the lookups run.
struct SearchEntries: RandomAccessCollection, Sendable {
    private let pages: SitePages
    /// Where each page search finds is in the registry.
    private let positions: [Int32]
    private let graph: SiteGraph
    private let formatter: SiteFormatter

    init(pages: SitePages, graph: SiteGraph, formatter: SiteFormatter) {
        self.pages = pages
        // City by city (by country and name), each city's pages in the registry's order (its trips, its page,
        // its recommendations), the pages of no city last. The entries a query finds tie on most things and are
        // shown in this order, so a city's pages, or a city's museums, sit together in few shards.
        var keyed: [(city: CityKey?, position: Int32)] = []
        for index in pages.all.indices {
            let page = pages.all[index]
            guard page.isListed && page.type.listing.inSearch else { continue }
            keyed.append((page.subject.searchCity, Int32(index)))
        }
        keyed.sort { a, b in
            switch (a.city, b.city) {
            case (let x?, let y?) where x != y: return x < y
            case (nil, _?): return false
            case (_?, nil): return true
            default: return a.position < b.position
            }
        }
        positions = keyed.map(\.position)
        self.graph = graph
        self.formatter = formatter
    }

    var startIndex: Int { 0 }
    var endIndex: Int { positions.count }

    subscript(position: Int) -> SearchEntry {
        let page = pages.all[Int(positions[position])]
        guard let entry = page.subject.searchEntry(folder: page.folder ?? page.file, graph: graph, formatter: formatter)
        else { preconditionFailure("\(page.type.name) pages make no search entry (PageListing.inSearch)") }
        // The kind's name finds its entries (`lisbon city`).
        let kinds = formatter.words.searchKinds
        let kind = [kinds.trip, kinds.city, kinds.recommendation][entry.kind.rawValue]
        return SearchEntry(
            title: entry.title, kind: entry.kind, folder: entry.folder, text: entry.text,
            keywords: entry.keywords + " " + kind, body: entry.body)
    }
}

extension SearchIndex {
    /// Every shard's file.
    var files: [OutputFile] { shards.map { OutputFile(path: $0.path, bytes: $0.bytes) } }
}
