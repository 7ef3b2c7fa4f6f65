import ContentLoading
import SiteOutput
import SitePlan
import TravelModel

/// What page types add to their pages' digests from (``PageType/addInputs(to:from:)``): the site's graph and the
/// identity of each page's content file, with the tables a large site's pages need worked out once.
package struct PageSources: Sendable {
    /// The site's graph.
    package let graph: SiteGraph
    /// For each city, its recommendations' files and its own page's.
    package let cityDigests: [CityKey: UInt64]
    /// Each listed trip's content file as ``file(_:sources:displayPath:)`` gives it, by the trip's position in
    /// the graph's `listedTrips`, and each recommendation's by its position in `recommendationsBySlug`: worked
    /// out once rather than looked up by path for every page that shows them.
    package let listedTripFiles: [UInt64?]
    package let recommendationFiles: [UInt64?]
    /// The identity of each page's content file, by the path the model names it with (the content folder as the
    /// user named it). A digest takes its path in the content folder from that path, not kept a second time.
    private let sources: SourceIdentities
    /// How the loader names content files, for a page's files' paths in the content folder.
    private let displayPath: String

    /// The identity of each page's content file, by the path the model names it with: a list of both and a table
    /// of positions in it, rather than a dictionary, for a large site's hundred thousand.
    package struct SourceIdentities: Sendable {
        private let paths: [String]
        private let identities: [UInt64]
        private let positions: PositionTable

        /// `paths` holds each path once; `identities` the identity of each.
        package init(paths: [String], identities: [UInt64]) {
            self.paths = paths
            self.identities = identities
            positions = PositionTable(count: paths.count) { paths[$0] }
        }

        /// The identity of the file `path` names, `nil` when it is not a page's.
        subscript(_ path: String) -> UInt64? {
            positions.position(of: path) { paths[$0] }.map { identities[$0] }
        }
    }

    /// The tables of `graph`'s pages, from the identities of their content files, which the loader names under
    /// `displayPath`.
    package init(graph: SiteGraph, sources: SourceIdentities, displayPath: String) {
        self.graph = graph
        self.sources = sources
        self.displayPath = displayPath
        func file(_ source: String) -> UInt64? { Self.file(source, sources: sources, displayPath: displayPath) }
        listedTripFiles = graph.listedTrips.map { file($0.sourcePath) }
        let recommendationFiles = graph.recommendationsBySlug.map { file($0.sourcePath) }
        self.recommendationFiles = recommendationFiles
        var cityDigests: [CityKey: UInt64] = [:]
        for city in graph.cities {
            var digest = ContentHash.State()
            digest.add(graph.cityIntro(for: city).flatMap { file($0.sourcePath) } ?? 0)
            for position in graph.recommendationPositions(in: city) {
                digest.add(recommendationFiles[Int(position)] ?? 0)
            }
            cityDigests[city.key] = digest.finish()
        }
        self.cityDigests = cityDigests
    }

    /// Adds the content file `source` (as the model names it), as ``file(_:sources:displayPath:)`` gives it;
    /// `false` when it is not known, and the page must be rendered.
    package func add(_ source: String, to digest: inout ContentHash.State) -> Bool {
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
}
