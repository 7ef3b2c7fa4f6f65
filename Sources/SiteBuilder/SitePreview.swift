import ContentLoading
import Diagnostics
import Foundation
import Mustache
import SiteEnrichment
import SitePlan
import SiteTheme
import SiteViews
import Synchronization
import TravelModel

/// A site built into memory for `itineshary serve`: the content loaded and checked, the theme compiled,
/// every page known by its path; a page is rendered when it is first asked for and kept, so start-up
/// does not wait for ten thousand pages and memory holds only the pages someone looked at. Nothing is
/// written to disk.
public final class SitePreview: Sendable {
    /// The content's diagnostics (warnings only: a preview is made only from content without errors).
    public let load: LoadResult
    /// Warnings of the build itself, such as lookups missing from the cache.
    public var warnings: [Diagnostic] { lookupWarnings + imageWarnings }
    /// The lookups' warnings, for a rebuild that reuses the lookups.
    let lookupWarnings: [Diagnostic]
    /// The warnings of the images and of the content's assets left out.
    private let imageWarnings: [Diagnostic]
    /// Each image's copies and size by the state of its file, for a rebuild to take those whose file is unchanged.
    let imageOutcomes: [FileState: ResizeImages.Outcome]
    private let pages: [String: SitePage]
    private let maker: RenderPages.PageRenderer
    private let notices: [String: String]
    private let templates: TemplateLibrary
    private let copies: [String: OutputFile]
    private let makeIndexes: @Sendable () -> [OutputFile]
    private let indexes = Mutex<[String: [UInt8]]?>(nil)
    /// The lookups, for a rebuild that can reuse them.
    let enrichment: EnrichmentData
    /// The words and dates of the theme, with every date it has formatted, for a rebuild that can reuse
    /// them: making ICU's formatters again costs more than the rest of a rebuild.
    let formatter: SiteFormatter
    private let rendered = Mutex<[String: [UInt8]]>([:])

    init(
        load: LoadResult, warnings: [Diagnostic], imageWarnings: [Diagnostic],
        imageOutcomes: [FileState: ResizeImages.Outcome], enrichment: EnrichmentData,
        formatter: SiteFormatter,
        pages list: [SitePage], maker: RenderPages.PageRenderer,
        templates: TemplateLibrary, copies: [OutputFile], indexes: @escaping @Sendable () -> [OutputFile]
    ) {
        self.load = load
        self.lookupWarnings = warnings
        self.imageWarnings = imageWarnings
        self.imageOutcomes = imageOutcomes
        self.enrichment = enrichment
        self.formatter = formatter
        var byPath: [String: SitePage] = [:]
        var notices: [String: String] = [:]
        for page in list {
            byPath[page.file] = page
            if let trip = (page.subject as? TripPageType)?.trip,
                let notice = Self.notice(for: trip.visibility, words: formatter.words.serving)
            {
                notices[page.file] = notice
            }
        }
        self.pages = byPath
        self.maker = maker
        self.notices = notices
        self.templates = templates
        self.copies = Dictionary(copies.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        self.makeIndexes = indexes
    }

    /// How many pages the site has.
    public var pageCount: Int { pages.count }

    /// Whether `path` (from the site root, such as `trips/lisbon/index.html`) is a page of the site.
    public func isPage(_ path: String) -> Bool { pages[path] != nil }

    /// The bytes of the file at `path` (from the site root, such as `trips/lisbon/index.html`), or `nil`
    /// when the site has no such file. Pages are rendered on first use.
    /// - Throws: the "render pages" step's failure when the page's template fails, naming the content
    ///   file and the template position, as `build` does.
    public func file(at path: String) throws(BuildFailure) -> [UInt8]? {
        if let page = pages[path] {
            if let bytes = rendered.withLock({ $0[path] }) { return bytes }
            var output: [UInt8] = []
            try maker.render(page, with: templates, into: &output)
            rendered.withLock { $0[path] = output }
            return output
        }
        if let copy = copies[path] { return copy.copiedBytes }
        let indexes = indexes.withLock { cached in
            if let cached { return cached }
            let made = Dictionary(makeIndexes().map { ($0.path, $0.bytes) }, uniquingKeysWith: { first, _ in first })
            cached = made
            return made
        }
        return indexes[path]
    }

    /// The banner a page shows while serving, when `build` would leave it out or list it nowhere: the
    /// pages of unlisted, private and draft trips.
    public func notice(at path: String) -> String? { notices[path] }

    static func notice(for visibility: Visibility, words: ThemeStrings.Serving) -> String? {
        switch visibility {
        case .public: return nil
        case .unlisted: return words.unlisted
        case .private: return words.private
        case .draft: return words.draft
        }
    }
}

extension SiteBuild {
    /// Builds the site into memory for `serve`: the same steps as ``run()`` but for the output folder,
    /// which is not touched; every trip gets a page when the options ask for it
    /// (``BuildOptions/buildsEveryTrip``).
    /// - Parameters:
    ///   - previous: an earlier preview of the same site, or `nil`.
    ///   - reuse: what of `previous` still holds: its lookups (nothing they are made from changed, so the
    ///     cache is not read again), its words and date formats (the theme did not change).
    /// - Throws: `BuildFailure.content` with every diagnostic when the content has errors, or
    ///   `BuildFailure.step` naming the step that failed (a template that does not compile, say).
    public func preview(
        after previous: SitePreview? = nil, reusing reuse: Set<PreviewReuse> = []
    ) async throws(BuildFailure) -> SitePreview {
        let (load, loaded) = try await loadContent()
        var site = loaded
        // A preview is no app: a service worker on the preview's address would outlive it, and hold pages the
        // next preview changes. Its pages have no manifest, no save button, no saved or offline page.
        site.settings.app.enabled = false
        let theme = try Theme(overriding: options.themeFolder, language: site.settings.language)
        let graph = SiteGraph(
            site: site, includeDrafts: options.includeDrafts, everyTrip: options.buildsEveryTrip)
        let (enrichment, warnings) =
            if let previous, reuse.contains(.lookups) { (previous.enrichment, previous.lookupWarnings) } else {
                await EnrichSite.run(site: site, graph: graph, options: options)
            }
        let formatter =
            if let previous, reuse.contains(.words) {
                previous.formatter
            } else {
                SiteFormatter(language: site.settings.language, words: theme.strings)
            }
        // An image whose file is as it was is not decoded again.
        let made = await ResizeImages.run(
            graph: graph, enrichment: enrichment, options: options, known: previous?.imageOutcomes ?? [:])
        let inputs = renderInputs(
            site: site, graph: graph, theme: theme, formatter: formatter, enrichment: enrichment, images: made.images)
        let copied = copiedFiles(theme: theme, enrichment: enrichment, site: site, graph: graph)
        return SitePreview(
            load: load, warnings: warnings, imageWarnings: made.warnings + copied.warnings,
            imageOutcomes: made.outcomes,
            enrichment: enrichment, formatter: formatter, pages: inputs.pages.all,
            maker: RenderPages.PageRenderer(inputs), templates: theme.templates,
            copies: copied.files + made.files,
            indexes: { SiteIndexes.files(inputs) })
    }
}

/// What a rebuild for `serve` may take from the preview before it.
public enum PreviewReuse: Sendable, Hashable {
    /// The lookups: nothing they are made from (trips, `site.yml`, the cache) changed.
    case lookups
    /// The theme's words and date formats: the theme did not change.
    case words
}
