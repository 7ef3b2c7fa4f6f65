import ContentLoading
import Diagnostics
import Foundation
import Gazetteer
import Markdown
import Templates
import TravelModel

/// `itineshary build`: content in, a site out, as a list of named steps. Content errors stop the build
/// before anything is written; the output folder is replaced only when every step has succeeded.
public struct SiteBuild: Sendable {
    /// What to build and where.
    public let options: BuildOptions

    /// Creates a build.
    public init(options: BuildOptions) {
        self.options = options
    }

    /// What a finished build made.
    public struct Summary: Sendable {
        /// The content's warnings (a build with errors does not finish).
        public let load: LoadResult
        /// Warnings of the build itself, such as lookups that failed.
        public let warnings: [Diagnostic]
        /// HTML pages written.
        public let pages: Int
        /// Files written in all.
        public let files: Int
        /// How long each step took, in order.
        public var timings: [(step: String, duration: Duration)] = []
    }

    /// The steps, in order.
    static let steps: [BuildStep] = [
        BuildStep("load and validate content", loadContent),
        BuildStep("compile templates", compileTemplates),
        BuildStep("build the site graph", buildGraph),
        BuildStep("enrich", EnrichSite.run),
        BuildStep("copy assets", copyAssets),
        BuildStep("prepare the output folder", SiteWriter.prepare),
        BuildStep("render pages", RenderPages.run),
        BuildStep("write indexes and feeds", SiteIndexes.run),
        BuildStep("write the site", SiteWriter.finish),
    ]

    /// Runs every step.
    /// - Throws: `BuildFailure.content` with every diagnostic when the content has errors, or
    ///   `BuildFailure.step` naming the step that failed.
    public func run() async throws(BuildFailure) -> Summary {
        var state = BuildState(options: options)
        let clock = ContinuousClock()
        var timings: [(String, Duration)] = []
        for step in Self.steps {
            let started = clock.now
            defer { timings.append((step.name, clock.now - started)) }
            do {
                try await step.run(&state)
            } catch let failure {
                // Nothing of a failed build reaches the output: the staging folder goes, the old site stays.
                state.output?.discard()
                if case .step(let name, _) = failure, name == step.name { throw failure }
                if case .content = failure { throw failure }
                throw .step(step.name, "\(failure)")
            }
        }
        let load = try state.require(state.load, "the content")
        return Summary(
            load: load, warnings: state.warnings, pages: state.pageCount, files: state.files.count + state.pageCount,
            timings: timings)
    }

    /// Runs only the steps that fill the lookup cache: load, graph, enrich. Nothing is written but the cache.
    public func enrich() async throws(BuildFailure) -> Summary {
        var state = BuildState(options: options)
        for step in Self.steps where ["load and validate content", "build the site graph", "enrich"].contains(step.name) {
            try await step.run(&state)
        }
        let load = try state.require(state.load, "the content")
        return Summary(load: load, warnings: state.warnings, pages: 0, files: 0)
    }

    static func loadContent(_ state: inout BuildState) async throws(BuildFailure) {
        let loader = ContentLoader(
            contentDirectory: state.options.contentDirectory, displayPath: state.options.contentDisplayPath)
        let result: LoadResult
        do {
            result = try await loader.load()
        } catch {
            throw .step("load and validate content", error.description)
        }
        guard var site = result.site else { throw .content(result) }
        if let baseURL = state.options.baseURL {
            site.settings.baseURL = baseURL.hasSuffix("/") ? baseURL : baseURL + "/"
        }
        state.load = result
        state.site = site
    }

    static func compileTemplates(_ state: inout BuildState) async throws(BuildFailure) {
        do {
            state.templates = try TemplateLibrary(directory: state.options.templatesDirectory)
        } catch {
            throw .step("compile templates", error.description)
        }
    }

    static func buildGraph(_ state: inout BuildState) async throws(BuildFailure) {
        let site = try state.require(state.site, "the site")
        state.graph = SiteGraph(site: site, includeDrafts: state.options.includeDrafts)
    }

    static func copyAssets(_ state: inout BuildState) async throws(BuildFailure) {
        let assets = try ThemeAssets.load(from: state.options.templatesDirectory)
        state.assets = assets
        state.files += assets.files.map { OutputFile(path: $0.path, bytes: $0.bytes) }
        state.files += state.enrichment.copies.map { OutputFile(path: $0.path, copying: $0.source) }
        // The content's own assets keep their paths, so `image: assets/x.jpg` is the same path in the site.
        let root = state.options.contentDirectory.appendingPathComponent("assets")
        guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey])
        else { return }
        let rootPath = root.standardizedFileURL.path
        var copies: [OutputFile] = []
        for case let url as URL in enumerator {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
            let relative = String(url.standardizedFileURL.path.dropFirst(rootPath.count + 1))
            guard !relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) else { continue }
            copies.append(OutputFile(path: "assets/" + relative, copying: url))
        }
        state.files += copies.sorted { $0.path < $1.path }
    }

}
