import ContentLoading
import Diagnostics
import SitePlan
import SiteSearch
import SiteTheme
import SiteViews

extension SiteBuild {
    /// What `check` found in a site whose content has no errors.
    public struct CheckSummary: Sendable {
        /// The content's warnings.
        public let load: LoadResult
        /// The build's own warnings that do not depend on the network: images that cannot be read or are too
        /// large, and content assets left out.
        public let warnings: [Diagnostic]
        /// The pages the site has, every one of them checked; 0 when a step failed.
        public let pages: Int
        /// How many of them were rendered: none, unless a template includes a dynamic partial, which only
        /// rendering can check.
        public let rendered: Int
        /// Why a build of the site would stop after loading its content (a template that does not compile or fails
        /// on a page, a theme file that cannot be read), as ``SiteBuild/run()`` throws it; `nil` when it would not.
        public let failure: BuildFailure?
    }

    /// `check`: every step of ``run()`` that can refuse the site, with the same code, writing nothing — the
    /// content loaded and validated, the theme compiled and each page type's template checked against the shape
    /// of its values (``Theme/check(_:)``, which a build runs too), the graph, the lookups from the cache only (as
    /// with `--offline`), the images read. No page is rendered: a page's values have its type's shape, so a strict
    /// render of it finds every name the check found, unless a template includes a dynamic partial, which names
    /// its template only in the data; then every page is rendered with its template in strict mode and let go.
    /// What only the output folder can refuse (a folder that is not the build's, a disk that is full) is left out,
    /// and so are the lookups' warnings: a build fetches what the cache lacks.
    /// - Returns: the content's and the images' warnings, and the failure of the first later step that fails, as
    ///   ``run()`` throws it: the same template error at the same place, on the page of the same content file.
    /// - Throws: `BuildFailure.content` with every diagnostic when the content has errors, or
    ///   `BuildFailure.unreadableContent`.
    public func check() async throws(BuildFailure) -> CheckSummary {
        var options = options
        options.offline = true
        let build = SiteBuild(options: options, gazetteer: gazetteer)
        gazetteer.loadInBackground()
        let (load, loaded) = try await build.loadContent()
        let site = loaded.published
        var warnings: [Diagnostic] = []
        do throws(BuildFailure) {
            let theme = try Theme(overriding: options.themeFolder, language: site.settings.language)
            let graph = SiteGraph(site: site, includeDrafts: options.includeDrafts)
            let (enrichment, _) = await EnrichSite.run(site: site, graph: graph, options: options)
            let made = await ResizeImages.run(graph: graph, enrichment: enrichment, options: options)
            let copied = build.copiedFiles(theme: theme, enrichment: enrichment, site: site, graph: graph)
            warnings = made.warnings + copied.warnings
            let pages = SitePages(graph: graph, includeDrafts: options.includeDrafts)
            guard theme.needsRendering else {
                Task.detached { withExtendedLifetime((graph, theme, made, enrichment)) {} }
                return CheckSummary(load: load, warnings: warnings, pages: pages.all.count, rendered: 0, failure: nil)
            }
            // A template that includes a dynamic partial is checked by rendering every page, as a build would.
            let formatter = SiteFormatter(language: site.settings.language, words: theme.strings)
            let search = SearchIndex(
                entries: SiteIndexes.searchEntries(pages: pages, graph: graph, formatter: formatter))
            let inputs = build.renderInputs(
                site: site, graph: graph, theme: theme, formatter: formatter, enrichment: enrichment,
                images: made.images, pages: pages, search: search)
            let (rendered, _) = try await RenderPages.render(
                pages.all, with: RenderPages.PageRenderer(inputs), templates: theme.templates, into: nil)
            // Freed on another thread: the check returns without waiting for its values to be let go one by one.
            Task.detached { withExtendedLifetime((inputs, graph, theme, made)) {} }
            return CheckSummary(load: load, warnings: warnings, pages: rendered, rendered: rendered, failure: nil)
        } catch {
            return CheckSummary(load: load, warnings: warnings, pages: 0, rendered: 0, failure: error)
        }
    }
}
