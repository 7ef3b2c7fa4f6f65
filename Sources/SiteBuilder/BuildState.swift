import ContentLoading
import Diagnostics
import Foundation
import SiteOutput
import Templates
import TravelModel

/// What the steps of a build hand on to each other.
struct BuildState: Sendable {
    let options: BuildOptions
    var load: LoadResult?
    var site: Site?
    var graph: SiteGraph?
    var templates: TemplateLibrary?
    var assets: ThemeAssets?
    /// Every file of the output, by path from the output root, in the order made.
    var files: [OutputFile] = []
    /// The number of HTML pages among the files.
    var pageCount = 0
    /// The staging output folder, written into as pages are rendered.
    var output: OutputFolder?
    /// The search index, made once for the search page and its JSON file.
    var searchEntries: [SearchEntry] = []
    /// What lookups found.
    var enrichment = EnrichmentData()
    /// Problems that do not stop the build: failed lookups.
    var warnings: [Diagnostic] = []

    init(options: BuildOptions) {
        self.options = options
    }

    /// The value a step needs from an earlier one; a missing one is a bug in the step list.
    func require<T>(_ value: T?, _ what: String) throws(BuildFailure) -> T {
        guard let value else { throw .step("build", "internal error: \(what) was not made by an earlier step") }
        return value
    }
}

/// A file of the output.
struct OutputFile: Sendable {
    /// The path from the output root: `trips/lisbon/index.html`.
    let path: String
    /// The content.
    let bytes: [UInt8]
    /// Or, for a file copied through unchanged, where it comes from.
    let source: URL?

    init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
        self.source = nil
    }

    init(path: String, copying source: URL) {
        self.path = path
        self.bytes = []
        self.source = source
    }
}
