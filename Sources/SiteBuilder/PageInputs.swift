import ConfinedFiles
import ContentLoading
import Foundation
import SiteOutput
import SitePlan
import SiteViews
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
    /// What page types add to their pages' digests from: the graph and the content files' identities.
    let sources: PageSources

    /// The content files' identities once the site is loaded: those of pages' files by the path the model names
    /// each with, the others' by their path in the content folder. A large site's snapshot, a path for every
    /// file, is let go for it before the lookups and the pages.
    struct ContentIdentities: Sendable {
        /// The identity of each page's content file, by the path the model names it with.
        let sources: PageSources.SourceIdentities
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
            paths.reserveCapacity(site.trips.count + site.recommendations.count + site.cityIntros.count)
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
            for page in site.cityIntros { add(page.sourcePath) }
            self.sources = PageSources.SourceIdentities(paths: paths, identities: identities)
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
        var files = content.others
        for path in files.keys where path.hasPrefix(EnrichSite.cacheFolder + "/") { files[path] = nil }
        files.merge(cache.files) { _, new in new }
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
        sources = PageSources(graph: graph, sources: content.sources, displayPath: options.contentDisplayPath)
    }

    /// The digest of `page`'s inputs, or `nil` for a page that is always rendered: the global inputs, the name
    /// of its page type, and what the page type adds (``PageType/addInputs(to:from:)``).
    func digest(of page: SitePage) -> UInt64? {
        var digest = ContentHash.State()
        digest.add(global)
        digest.add(page.type.name)
        guard page.subject.addInputs(to: &digest, from: sources) else { return nil }
        return digest.finish()
    }

    /// The digest of a file made from the same inputs as the page of digest `page`, such as a trip's calendar.
    func derived(_ page: UInt64, _ file: String) -> UInt64 {
        var digest = ContentHash.State()
        digest.add(page)
        digest.add(file)
        return digest.finish()
    }

    /// The running executable's identity: a new build of itineshary renders every page again.
    /// When the executable cannot be found, a number of this run alone: every page is rendered.
    static let executableIdentity: UInt64 =
        FileState(URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath())?.digest
        ?? FileState(URL(fileURLWithPath: CommandLine.arguments[0]))?.digest ?? UInt64.random(in: .min ... .max)
}
