import CAllocator
import ConfinedFiles
import ContentLoading
import Diagnostics
import Foundation
import Gazetteer
import Markdown
import Mustache
import SiteEnrichment
import SiteOutput
import SitePlan
import SiteSearch
import SiteTheme
import SiteViews
import Synchronization
import TravelModel

/// `itineshary build`: content in, a site out, as a list of named steps. Each step takes what earlier
/// steps made as arguments, so a step cannot run without them. Content errors stop the build before
/// anything is written; the output folder is replaced only when every step has succeeded.
public struct SiteBuild: Sendable {
    /// What to build and where.
    public let options: BuildOptions
    /// The countries, cities and airports the content is checked against and pages name.
    public let gazetteer: Gazetteer

    /// Creates a build.
    public init(options: BuildOptions, gazetteer: Gazetteer) {
        self.options = options
        self.gazetteer = gazetteer
    }

    /// What a finished build made.
    public struct Summary: Sendable {
        /// The content's warnings (a build with errors does not finish).
        public let load: LoadResult
        /// Warnings of the build itself, such as lookups that failed.
        public let warnings: [Diagnostic]
        /// HTML pages written.
        public let pages: Int
        /// Files of the site in all.
        public let files: Int
        /// Pages taken from the previous output because their inputs had not changed (``PageInputs``), not
        /// rendered.
        public var reusedPages = 0
        /// The search index's entries, and whether the index was read back from the last build, made from the same
        /// entries, rather than made anew.
        public var searchIndex = (entries: 0, reused: false)
        /// What the build changed in the output folder: files written, left as they were, removed.
        public var changes = OutputChanges()
        /// How long each step took, in order.
        public var timings: [(step: BuildStep, duration: Duration)] = []
        /// For a build that found every input as the last build left it, and so left the output as it was: what
        /// that build reported. `nil` for a build that ran its steps.
        public var unchanged: Unchanged? = nil
    }

    /// What the last build reported, for a build that found nothing changed since (``BuildStamp``).
    public struct Unchanged: Sendable {
        /// Its warnings as `build` printed them, without the summary line; empty when it had none.
        public let report: String
        /// How many warnings that was.
        public let warnings: Int
        /// How many files the output folder holds.
        public let outputFiles: Int
    }

    /// Runs every step.
    /// - Throws: `BuildFailure.content` with every diagnostic when the content has errors, or
    ///   `BuildFailure.step` naming the step that failed.
    public func run() async throws(BuildFailure) -> Summary {
        var steps = StepClock()
        // The files' identities before they are read: a file changed while the build runs is new to the next. Timed
        // as part of loading the content, the step they belong to.
        let started = ContinuousClock.now
        let snapshot = PageInputs.Snapshot(folder: options.contentDirectory)
        let stampInputs = BuildStamp.inputs(options: options, content: snapshot)
        if let stampInputs, let stamp = BuildStamp.current(inputs: stampInputs, options: options) {
            var summary = Summary(
                load: LoadResult(unchangedFileCount: stamp.files), warnings: [], pages: stamp.pages,
                files: stamp.siteFiles)
            summary.reusedPages = stamp.pages
            summary.changes.unchanged = stamp.outputFiles
            summary.unchanged = Unchanged(
                report: stamp.report, warnings: stamp.warnings, outputFiles: stamp.outputFiles)
            return summary
        }
        // The output is about to change, or the content to be refused: the stamp no longer says what it holds.
        OutputFolder.forgetKeptFile(BuildStamp.fileName, of: options.outputDirectory)
        steps.record(.loadContent, ContinuousClock.now - started)
        let (load, site, contentFiles) = try await steps.time(.loadContent) {
            () async throws(BuildFailure) in
            // The gazetteer is read, and the folder listed, on other threads: the first city needs the gazetteer,
            // and loading the listing.
            gazetteer.loadInBackground()
            async let listed = contentLoader().list()
            let files = snapshot
            let (load, loaded) = try await loadContent(listed: await listed)
            // What is published leaves out trips' private details unless the content says to publish them: every
            // page, calendar, route, feed and search entry is made from this site.
            return (load, loaded.published, files)
        }
        let theme = try await steps.time(.compileTemplates) { () async throws(BuildFailure) in
            try Theme(overriding: options.themeFolder, language: site.settings.language)
        }
        // Nothing from here to the commit throws but what the `catch` below handles.
        let output = try await steps.time(.prepareOutput) { () async throws(BuildFailure) in
            try SiteWriter.prepare(options)
        }
        let contentIdentities = PageInputs.ContentIdentities(
            consume contentFiles, site: site, displayPath: options.contentDisplayPath)
        let graph = await steps.time(.buildGraph) { SiteGraph(site: site, includeDrafts: options.includeDrafts) }
        let formatter = SiteFormatter(language: site.settings.language, words: theme.strings)
        let pages = SitePages(graph: graph, includeDrafts: options.includeDrafts)
        // The search index needs no lookup: it is read back or made on the other core while the lookups and
        // images are.
        async let search = SearchIndex.made(
            entries: SiteIndexes.searchEntries(pages: pages, graph: graph, formatter: formatter), keptIn: output,
            executable: PageInputs.executableIdentity)
        let (enrichment, warnings) = await steps.time(.enrich) {
            await EnrichSite.run(site: site, graph: graph, options: options)
        }
        let made = await steps.time(.resizeImages) {
            await ResizeImages.run(graph: graph, enrichment: enrichment, options: options, keptIn: output)
        }
        let (images, imageWarnings) = (made.images, made.warnings)
        let copied = await steps.time(.copyAssets) {
            copiedFiles(theme: theme, enrichment: enrichment, site: site, graph: graph)
        }
        let copies = copied.files + made.files
        do throws(BuildFailure) {
            // Made on the other core since the graph was built; the wait, if any, is its own line of `--timings`.
            let waited = ContinuousClock.now
            let search = await search
            steps.record(.searchIndex, ContinuousClock.now - waited)
            let inputs = renderInputs(
                site: site, graph: graph, theme: theme, formatter: formatter, enrichment: enrichment, images: images,
                pages: pages, search: search.index)
            // The pages' digests serve the pages and the trips' files, and are let go before the build ends.
            let (pageCount, reusedPages, tripFileCount, indexCount) = try await { () async throws(BuildFailure) in
                let pageInputs = PageInputs(
                    content: contentIdentities,
                    cache: PageInputs.Snapshot(folder: options.contentDirectory, under: EnrichSite.cacheFolder),
                    site: site, graph: graph, pages: inputs.pages, theme: theme, options: options,
                    today: RenderPages.today(options.now, timeZone: site.settings.timeZone),
                    imageLibrary: images.library)
                let (pageCount, reusedPages) = try await steps.time(.renderPages) {
                    () async throws(BuildFailure) in
                    try await RenderPages.render(
                        inputs.pages.all, with: RenderPages.PageRenderer(inputs), templates: theme.templates,
                        into: output, inputs: pageInputs, progress: options.progress)
                }
                // The render's buffers, given back before the indexes are made with everything else still held.
                allocator_return_freed_memory()
                return try await steps.time(.writeIndexes) { () async throws(BuildFailure) in
                    // The sitemap, the feed and the search index's files (a large site's megabytes, each written as
                    // it is made) and the copied files on one core, started first, while the trips' files are
                    // made on the other, which the first joins when it is done.
                    async let siteFiles = Self.writeSiteFiles(inputs, copies: copies, into: output)
                    let trips: Result<Int, BuildFailure>
                    do throws(BuildFailure) {
                        trips = .success(
                            try await SiteIndexes.writeTripFiles(inputs, into: output, digests: pageInputs))
                    } catch {
                        trips = .failure(error)
                    }
                    // A failure of the trips' files is reported first, as when they were written first.
                    let siteFileCount = await siteFiles
                    return (pageCount, reusedPages, try trips.get(), try siteFileCount.get())
                }
            }()
            allocator_return_freed_memory()
            try await steps.time(.writeSite) { () async throws(BuildFailure) in
                try SiteWriter.finish(into: output)
            }
            var summary = Summary(
                load: load, warnings: warnings + imageWarnings + copied.warnings, pages: pageCount,
                files: copies.count + indexCount + tripFileCount + pageCount, timings: steps.timings)
            summary.changes = output.changes
            summary.reusedPages = reusedPages
            summary.searchIndex = (search.index.entryCount, search.reused)
            if let stampInputs, let live = output.liveIdentity {
                let allWarnings = summary.warnings
                let report =
                    load.diagnostics.isEmpty && allWarnings.isEmpty
                    ? "" : String(load.report(allWarnings, summary: "").dropLast())
                BuildStamp(
                    inputs: stampInputs, output: live, timeZone: site.settings.timeZone,
                    today: RenderPages.today(options.now, timeZone: site.settings.timeZone).description,
                    utcToday: RenderPages.today(options.now, timeZone: "UTC").description,
                    report: report, files: load.fileCount, warnings: load.diagnostics.count + allWarnings.count,
                    pages: pageCount, siteFiles: summary.files,
                    outputFiles: summary.changes.written + summary.changes.linked + summary.changes.unchanged
                ).keep(in: output)
            }
            // Freed on another thread: the build returns without waiting for its values to be let go one by one.
            Task.detached { withExtendedLifetime((inputs, output, graph, pages, theme)) {} }
            return summary
        } catch {
            // Nothing of a failed build reaches the live site: it stays, and the next build finishes the older
            // generation this one left halfway.
            output.discard()
            throw error
        }
    }

    /// Writes the site's own files (``SiteIndexes/siteFiles(_:write:)``) and `copies`; returns how many site files.
    private static func writeSiteFiles(
        _ inputs: RenderPages.Inputs, copies: [OutputFile], into output: OutputFolder
    ) async -> Result<Int, BuildFailure> {
        var count = 0
        do throws(BuildFailure) {
            try SiteIndexes.siteFiles(inputs) { (file) throws(BuildFailure) in
                try SiteWriter.write(file, into: output)
                count += 1
            }
            for file in copies { try SiteWriter.write(file, into: output) }
        } catch {
            return .failure(error)
        }
        return .success(count)
    }

    /// What the template of every page is given, in the registry's order, without writing anything: for tests
    /// that hold the theme's documentation, and each page struct's list of values, to the page structs.
    /// The content as written, as `serve` shows it: with the private details a build leaves out, so every value
    /// a page can get is there.
    func pageDocuments() async throws(BuildFailure) -> [(page: SitePage, document: any TemplateFields)] {
        let (_, site) = try await loadContent()
        let theme = try Theme(overriding: options.themeFolder, language: site.settings.language)
        let graph = SiteGraph(site: site, includeDrafts: options.includeDrafts)
        let (enrichment, _) = await EnrichSite.run(site: site, graph: graph, options: options)
        let images = await ResizeImages.run(graph: graph, enrichment: enrichment, options: options).images
        let formatter = SiteFormatter(language: site.settings.language, words: theme.strings)
        let inputs = renderInputs(
            site: site, graph: graph, theme: theme, formatter: formatter, enrichment: enrichment, images: images)
        let context = RenderPages.PageRenderer(inputs).context
        var documents: [(page: SitePage, document: any TemplateFields)] = []
        for page in inputs.pages.all { documents.append((page, context.document(of: page))) }
        return documents
    }

    /// What rendering and the indexes need, made the one way for a build, a preview and the tests: the
    /// page registry, the search entries, and how to name a country.
    /// `pages` and `search`, when given, are the registry and search index already made for `graph`.
    func renderInputs(
        site: Site, graph: SiteGraph, theme: Theme, formatter: SiteFormatter, enrichment: EnrichmentData,
        images: PageImages, pages: SitePages? = nil, search: SearchIndex? = nil
    ) -> RenderPages.Inputs {
        let pages = pages ?? SitePages(graph: graph, includeDrafts: options.includeDrafts)
        let gazetteer = gazetteer
        let airports = Memo<Coordinate, [NearbyAirport]>()
        var inputs = RenderPages.Inputs(
            site: site, graph: graph, pages: pages, assets: theme.assets, formatter: formatter, enrichment: enrichment,
            images: images,
            search: search
                ?? SearchIndex(entries: SiteIndexes.searchEntries(pages: pages, graph: graph, formatter: formatter)),
            countryName: { gazetteer.country(code: $0)?.name ?? $0 },
            continent: { gazetteer.country(code: $0).flatMap { Continent(rawValue: $0.continent) } },
            nearbyAirports: { place in
                airports.value(place) {
                    gazetteer.airports(
                        near: place, within: TripView.airportRadiusKilometres, limit: TripView.airportLimit)
                }
            }, now: options.now)
        if site.settings.app.enabled {
            inputs.app = AppFiles(settings: site.settings, contentDirectory: options.contentDirectory)
        }
        return inputs
    }

    /// The files copied through unchanged: the theme's assets, the downloaded images, the content's assets
    /// (``ContentAssets``), with a warning for each content asset left out; not the files only trips `graph` does
    /// not build use (``WithheldFiles``).
    func copiedFiles(theme: Theme, enrichment: EnrichmentData, site: Site, graph: SiteGraph) -> ContentAssets.Selection
    {
        let keepsMetadata = site.settings.publishesImageMetadata
        let withheld = WithheldFiles(site: site, graph: graph, enrichment: enrichment)
        var selection = ContentAssets.select(
            in: options.contentDirectory, displayPath: options.contentDisplayPath, keepsMetadata: keepsMetadata,
            withheld: withheld)
        var downloaded: [OutputFile] = []
        for copy in enrichment.copies where !withheld.contains(copy.path) {
            switch ContentAssets.published(path: copy.path, from: copy.source, keepsMetadata: keepsMetadata) {
            case .success(let file): downloaded.append(file)
            case .failure(let problem):
                selection.warnings.append(.warning("\(copy.path): not published: \(problem)", at: nil))
            }
        }
        selection.files =
            theme.assets.files.map { OutputFile(path: $0.path, bytes: $0.bytes) }
            + LiveMapAssets.files(for: site.settings) + downloaded + selection.files
        return selection
    }

    /// Runs only the steps that fill the lookup cache: load, graph, enrich. Nothing is written but the cache.
    public func enrich() async throws(BuildFailure) -> Summary {
        let (load, site) = try await loadContent()
        let graph = SiteGraph(site: site, includeDrafts: options.includeDrafts)
        let (_, warnings) = await EnrichSite.run(site: site, graph: graph, options: options)
        return Summary(load: load, warnings: warnings, pages: 0, files: 0)
    }

    /// The content, loaded; with `listed`, the folder as ``contentLoader()`` listed it.
    func loadContent(listed: ContentLoader.Listing? = nil) async throws(BuildFailure) -> (LoadResult, Site) {
        let loader = contentLoader()
        let result: LoadResult
        do {
            result = try await loader.load(listed: listed)
        } catch {
            throw .unreadableContent(error)
        }
        guard var site = result.site else { throw .content(result) }
        if let baseURL = options.baseURL {
            site.settings.baseURL = baseURL.hasSuffix("/") ? baseURL : baseURL + "/"
        }
        return (result, site)
    }

    /// The loader of the build's content folder.
    func contentLoader() -> ContentLoader {
        ContentLoader(
            contentDirectory: options.contentDirectory, displayPath: options.contentDisplayPath, gazetteer: gazetteer,
            cache: options.decodedFiles)
    }

    /// The content's own assets keep their paths, so `image: assets/x.jpg` is the same path in the site;
    /// regular files only: a symbolic link (even `assets` itself) or a special file
    /// is never followed or copied, so nothing outside the content folder reaches the site.
}

/// Times the steps of a build, in the order they ran. A step timed in parts, one straight after the other, is
/// recorded once, for all of them.
struct StepClock {
    private let clock = ContinuousClock()
    private(set) var timings: [(step: BuildStep, duration: Duration)] = []

    /// Runs one step and records how long it took.
    mutating func time<Value>(
        _ step: BuildStep, _ body: () async throws(BuildFailure) -> Value
    ) async throws(BuildFailure) -> Value {
        let started = clock.now
        defer { record(step, clock.now - started) }
        return try await body()
    }

    /// Runs one step that cannot fail and records how long it took.
    mutating func time<Value>(_ step: BuildStep, _ body: () async -> Value) async -> Value {
        let started = clock.now
        defer { record(step, clock.now - started) }
        return await body()
    }

    /// Records a step timed by the caller: a wait for work that ran beside the steps before it.
    mutating func record(_ step: BuildStep, _ duration: Duration) {
        if let last = timings.last, last.step == step {
            timings[timings.count - 1].duration += duration
        } else {
            timings.append((step, duration))
        }
    }
}
