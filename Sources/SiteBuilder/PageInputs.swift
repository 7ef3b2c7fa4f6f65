import ConfinedFiles
import ContentLoading
import Foundation
import SiteOutput
import SitePlan
import TravelModel

/// What each page is made from, as one digest per page, so that a rebuild renders only the pages whose inputs
/// changed and takes the others from the previous output (``OutputFolder/reuse(_:inputs:)``).
///
/// A page's digest covers the build's global inputs — the executable, the theme, the options, the date taken as
/// today, the lookup cache, every content file that is not a trip, recommendation or city page (`site.yml`,
/// images, …) and the path of every page (so a link to any page is current) — and the content files of what the
/// page shows, as its page type adds them (``PageType/addInputs(to:from:)``): a trip, the recommendations of every city it goes to and every place it visits, and those cities'
/// own pages; a city, its recommendations, its own page and the trips that go there; a recommendation, and the
/// trips that visit it. Content files are known by their size, inode and times, read before the content is
/// loaded: a file changed while the build runs changes the next build's digests. The listings (home, cities,
/// countries, years, search, 404) are always rendered.
struct PageInputs: Sendable {
    /// Each content file's state (``FileState``) as a digest, by its path in the content folder, so the
    /// digests do not depend on how the folder was named on the command line.
    struct Snapshot: Sendable {
        var files: [String: UInt64] = [:]

        /// The files under `folder` (or its `subfolder`), walked as the content folder is: links and special
        /// files are not followed, and the loader refuses them anyway.
        init(folder: URL, under subfolder: String? = nil) {
            let root = subfolder.map { folder.appendingPathComponent($0) } ?? folder
            let prefix = subfolder.map { $0 + "/" } ?? ""
            for file in FolderWalk(root, recursive: true, statuses: true).files {
                if let status = file.status {
                    files[prefix + file.relativePath] = FileState(path: file.path, status: status).digest
                }
            }
        }
    }

    private let global: UInt64
    /// How the loader names content files, for a page's files' paths in the content folder.
    private let displayPath: String
    /// The site's graph; this and the tables below are what page types add to their pages' digests from.
    let graph: SiteGraph
    /// For each city, its recommendations' files and its own page's.
    let cityDigests: [CityKey: UInt64]
    /// The identity of each page's content file, by the path the model names it with (the content folder as the
    /// user named it). A digest takes its path in the content folder from that path, not kept a second time.
    private let sources: SourceIdentities
    /// Each listed trip's content file as ``file(_:sources:displayPath:)`` gives it, by the trip's position in
    /// the graph's `listedTrips`, and each recommendation's by its position in `recommendationsBySlug`: worked
    /// out once rather than looked up by path for every page that shows them.
    let listedTripFiles: [UInt64?]
    let recommendationFiles: [UInt64?]

    /// The identity of each page's content file, by the path the model names it with: a list of both and a table
    /// of positions in it, rather than a dictionary, for a large site's hundred thousand.
    struct SourceIdentities: Sendable {
        private let paths: [String]
        private let identities: [UInt64]
        private let positions: PositionTable

        /// `paths` holds each path once; `identities` the identity of each.
        init(paths: [String], identities: [UInt64]) {
            self.paths = paths
            self.identities = identities
            positions = PositionTable(count: paths.count) { paths[$0] }
        }

        /// The identity of the file `path` names, `nil` when it is not a page's.
        subscript(_ path: String) -> UInt64? {
            positions.position(of: path) { paths[$0] }.map { identities[$0] }
        }
    }

    /// The content files' identities once the site is loaded: those of pages' files by the path the model names
    /// each with, the others' by their path in the content folder. A large site's snapshot, a path for every
    /// file, is let go for it before the lookups and the pages.
    struct ContentIdentities: Sendable {
        /// The identity of each page's content file, by the path the model names it with.
        let sources: SourceIdentities
        /// The identity of every other content file (`site.yml`, images, the lookup cache, …), by its path in
        /// the content folder.
        let others: [String: UInt64]

        /// Splits `snapshot`, taken before `site` was loaded from the folder the loader names `displayPath`.
        init(_ snapshot: consuming Snapshot, site: Site, displayPath: String) {
            var others = snapshot.files
            // The snapshot's table, changed in place rather than copied.
            snapshot.files = [:]
            var paths: [String] = []
            var identities: [UInt64] = []
            paths.reserveCapacity(site.trips.count + site.recommendations.count + site.cityPages.count)
            identities.reserveCapacity(paths.capacity)
            func add(_ source: String) {
                if let identity = others.removeValue(forKey: String(ContentLoader.relative(source, under: displayPath)))
                {
                    paths.append(source)
                    identities.append(identity)
                }
            }
            for trip in site.trips { add(trip.sourcePath) }
            for recommendation in site.recommendations { add(recommendation.sourcePath) }
            for page in site.cityPages { add(page.sourcePath) }
            self.sources = SourceIdentities(paths: paths, identities: identities)
            // Made anew: the snapshot's table, emptied of the pages' files, would keep its room for all of them.
            self.others = Dictionary(uniqueKeysWithValues: others.lazy.map { ($0.key, $0.value) })
        }
    }

    /// - Parameters:
    ///   - content: the content files as they were before loading.
    ///   - cache: the lookup cache's files as they are after the lookups, which may have added to it.
    ///   - imageLibrary: what read the site's images (``PageImages/library``): with no libvips, pages leave them out.
    init(
        content: ContentIdentities, cache: Snapshot, site: Site, graph: SiteGraph, pages: SitePages, theme: Theme,
        options: BuildOptions, today: LocalDate, imageLibrary: String
    ) {
        self.graph = graph
        displayPath = options.contentDisplayPath
        var files = content.others
        for path in files.keys where path.hasPrefix(EnrichSite.cacheFolder + "/") { files[path] = nil }
        files.merge(cache.files) { _, new in new }
        let sources = content.sources
        self.sources = sources
        var digest = ContentHash.State()
        digest.add("itineshary page inputs 1")
        digest.add(Self.executableIdentity)
        digest.add(theme.digest)
        digest.add(options.baseURL ?? "")
        for flag in [options.includeDrafts, options.buildsEveryTrip, options.offline, options.refresh] {
            digest.add(flag ? 1 : 0)
        }
        digest.add(today.description)
        digest.add(imageLibrary)
        for (path, identity) in files.sorted(by: { $0.key < $1.key }) {
            digest.add(path)
            digest.add(identity)
        }
        for page in pages.all {
            digest.add(page.file)
            digest.add(page.isListed ? 1 : 0)
        }
        global = digest.finish()

        let displayPath = displayPath
        func file(_ source: String) -> UInt64? { Self.file(source, sources: sources, displayPath: displayPath) }
        listedTripFiles = graph.listedTrips.map { file($0.sourcePath) }
        let recommendationFiles = graph.recommendationsBySlug.map { file($0.sourcePath) }
        self.recommendationFiles = recommendationFiles
        var cityDigests: [CityKey: UInt64] = [:]
        for city in graph.cities {
            var digest = ContentHash.State()
            digest.add(graph.cityPage(for: city).flatMap { file($0.sourcePath) } ?? 0)
            for position in graph.recommendationPositions(in: city) {
                digest.add(recommendationFiles[Int(position)] ?? 0)
            }
            cityDigests[city.key] = digest.finish()
        }
        self.cityDigests = cityDigests
    }

    /// The digest of `page`'s inputs, or `nil` for a page that is always rendered: the global inputs, the name
    /// of its page type, and what the page type adds (``PageType/addInputs(to:from:)``).
    func digest(of page: SitePage) -> UInt64? {
        var digest = ContentHash.State()
        digest.add(global)
        digest.add(page.type.name)
        guard page.subject.addInputs(to: &digest, from: self) else { return nil }
        return digest.finish()
    }

    /// The digest of a file made from the same inputs as the page of digest `page`, such as a trip's calendar.
    func derived(_ page: UInt64, _ file: String) -> UInt64 {
        var digest = ContentHash.State()
        digest.add(page)
        digest.add(file)
        return digest.finish()
    }

    /// Adds the content file `source` (as the model names it), as ``file(_:sources:displayPath:)`` gives it;
    /// `false` when it is not known, and the page must be rendered.
    func add(_ source: String, to digest: inout ContentHash.State) -> Bool {
        guard let file = Self.file(source, sources: sources, displayPath: displayPath) else { return false }
        digest.add(file)
        return true
    }

    /// The content file `source` (as the model names it) as a page's digest takes it: its path in the content
    /// folder and its identity; `nil` when it is not known.
    private static func file(_ source: String, sources: SourceIdentities, displayPath: String) -> UInt64? {
        guard let identity = sources[source] else { return nil }
        var digest = ContentHash.State()
        digest.add(ContentLoader.relative(source, under: displayPath))
        digest.add(identity)
        return digest.finish()
    }

    /// The running executable's identity: a new build of itineshary renders every page again.
    /// When the executable cannot be found, a number of this run alone: every page is rendered.
    static let executableIdentity: UInt64 =
        FileState(URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath())?.digest
        ?? FileState(URL(fileURLWithPath: CommandLine.arguments[0]))?.digest ?? UInt64.random(in: .min ... .max)
}
