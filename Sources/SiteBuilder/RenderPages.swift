import Diagnostics
import Foundation
import Gazetteer
import Mustache
import SiteEnrichment
import SiteOutput
import SitePlan
import SiteSearch
import SiteTheme
import SiteViews
import TextEscaping
import TravelModel

/// The "render pages" step: every page of the registry, rendered on every core.
enum RenderPages {
    /// What rendering needs besides the registry.
    struct Inputs: Sendable {
        let site: Site
        let graph: SiteGraph
        let pages: SitePages
        let assets: ThemeAssets
        let formatter: SiteFormatter
        let enrichment: EnrichmentData
        let images: PageImages
        /// The search index, cut into shards.
        let search: SearchIndex
        let countryName: @Sendable (String) -> String
        let continent: @Sendable (String) -> Continent?
        let nearbyAirports: @Sendable (Coordinate) -> [NearbyAirport]
        let now: Date
        /// The app's manifest, icons and service worker; `nil` when `site.yml` turns the app off.
        var app: AppFiles? = nil
    }

    /// Renders any page of the build: the views' context (``PageContext``), made once and shared by every render
    /// task, and the app's files, whose offline lists it writes.
    struct PageRenderer: Sendable {
        let context: PageContext
        /// The app's files, when `site.yml` has the app on: its icons, and the versions its offline lists name.
        let app: (files: AppFiles, versions: OfflineVersions)?

        init(_ inputs: Inputs) {
            let site = inputs.site
            context = PageContext(
                site: site.settings, graph: inputs.graph, formatter: inputs.formatter, assets: inputs.assets,
                images: inputs.images, today: RenderPages.today(inputs.now, timeZone: site.settings.timeZone),
                countryName: inputs.countryName, continent: inputs.continent, nearbyAirports: inputs.nearbyAirports,
                file: "", unpublishedDetailPages: Self.unpublishedDetailPages(inputs),
                appIcon: inputs.app?.pageIcon, cityPhotos: Self.cityPhotos(inputs),
                links: InternalLinks(graph: inputs.graph),
                maps: MapMaker(
                    graph: inputs.graph, coordinates: inputs.enrichment.coordinates, words: inputs.formatter.words,
                    interactive: site.settings.map.tiles != nil),
                enrichment: inputs.enrichment, search: inputs.search, allowsRawHTML: site.settings.allowsRawHTML)
            if let files = inputs.app {
                app = (
                    files,
                    OfflineVersions(assets: inputs.assets, icons: files.icons.map(\.path), images: inputs.images)
                )
            } else {
                app = nil
            }
        }

        /// The offline list of the rendered page `html`, for a page a reader can save; `nil` for others, or when
        /// the site's app is off.
        func offlineList(of page: SitePage, html: [UInt8], digest: UInt64?, digests: PageInputs?) -> OutputFile? {
            guard let app, page.type.savesOffline, page.file.hasSuffix("index.html") else { return nil }
            // The page's digest, when it has one, names its version: what it is made from, known without a hash.
            let pageVersion = digest.map { HexText.lowercase(OfflineVersions.bytes($0)) }
            let list = OfflineList(html: html, file: page.file, pageVersion: pageVersion) { path in
                app.versions.version(of: path, page: page.file, digest: digest, digests: digests)
            }
            return OutputFile(path: SitePaths.offlineList(ofPage: page.file), bytes: list.json, inputs: digest)
        }

        /// The trip pages that show private details a build leaves out. A build's site is the published one
        /// (``TravelModel/Site/published``), so it has none; `serve`'s is the site as written.
        static func unpublishedDetailPages(_ inputs: Inputs) -> Set<String> {
            let trips = inputs.site.tripsWithUnpublishedDetails
            guard !trips.isEmpty else { return [] }
            return Set(
                inputs.pages.all.compactMap { page in
                    (page.subject as? TripPageType).flatMap { trips.contains($0.trip.id) ? page.file : nil }
                })
        }

        /// Each listed city's photo for listings (``PageContext/cityPhotos``): its page's, else the image of its
        /// first recommendation that has one.
        static func cityPhotos(_ inputs: Inputs) -> [CityKey: String] {
            let graph = inputs.graph
            var photos: [CityKey: String] = [:]
            for city in graph.listedCities {
                let first = {
                    graph.recommendations(in: city).lazy.compactMap { $0.image.flatMap(inputs.images.path(of:)) }
                        .first
                }
                photos[city.key] =
                    PageContext.cityPhoto(
                        city, page: graph.cityIntro(for: city), images: inputs.images, enrichment: inputs.enrichment)?
                    .path ?? first()
            }
            return photos
        }

        /// Renders `page` with its template into `output`: a failure names the page's content file, and the
        /// template's position when the template failed. The one way a build and a preview render a page.
        func render(
            _ page: SitePage, with templates: TemplateLibrary, into output: inout [UInt8]
        ) throws(BuildFailure) {
            let values = context.document(of: page).templateValue
            do throws(TemplateError) {
                try templates.render(page.type.template, values, into: &output)
            } catch {
                throw .template(.renderPages, error.suggestingNames, page: page.source ?? page.file)
            }
        }
    }

    static func today(_ now: Date, timeZone: String) -> LocalDate {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: timeZone) ?? TimeZone(identifier: "UTC")!
        let parts = calendar.dateComponents([.year, .month, .day], from: now)
        return LocalDate(year: parts.year!, month: parts.month!, day: parts.day!)
    }

    /// Renders the jobs on every core, each page put into the output's older generation as soon as it is made
    /// (so rendering and the file system work at once, and no page is held in memory); the first template
    /// error stops the build and names the content file and the template position. Returns the page count,
    /// and how many of them were taken from the previous output.
    ///
    /// Each worker takes the next page not yet taken, so the cores stay busy to the end however the heavy
    /// pages (trips) and the light ones (recommendations) lie in the list. A failure stops the taking of
    /// pages after it; pages before it are still rendered, so the failure reported is always the one of
    /// the earliest failing page, as with one worker. A worker yields now and then, so other work of the
    /// process (a server's requests, a watcher) is not held up by a long render.
    ///
    /// With `inputs`, a page whose digest matches the one an earlier build recorded for it is taken from the
    /// previous output instead (``OutputFolder/reuse(_:inputs:)``); it still counts as a page. With no `folder`
    /// (`check`), every page is rendered and let go: only whether a template fails on it matters.
    static func render(
        _ pages: [SitePage], with maker: PageRenderer, templates: TemplateLibrary, into folder: OutputFolder?,
        inputs: PageInputs? = nil, progress: ProgressReport? = nil
    ) async throws(BuildFailure) -> (pages: Int, reused: Int) {
        let jobs = pages
        progress?.begin(BuildStep.renderPages.rawValue, total: jobs.count)
        let workers = WorkQueue.workers(for: jobs.count)
        let queue = WorkQueue()
        let results = await withTaskGroup(of: (failure: (Int, BuildFailure)?, reused: Int).self) { group in
            for worker in 0..<workers {
                // Each worker renders from templates of its own (`separateCopy()`).
                let templates = worker == 0 ? templates : templates.separateCopy()
                group.addTask {
                    var output: [UInt8] = []
                    var reused = 0
                    var done = 0
                    while let index = queue.take(below: jobs.count) {
                        let job = jobs[index]
                        done += 1
                        if done % 64 == 0 { await Task.yield() }
                        let digest = inputs?.digest(of: job)
                        let listPath =
                            maker.app != nil && job.type.savesOffline ? SitePaths.offlineList(ofPage: job.file) : nil
                        do throws(OutputFolderError) {
                            // A saved page's offline list is made with it: both taken, or both made again.
                            var listKept = true
                            if let folder, let digest, let listPath {
                                listKept = try folder.reuse(listPath, inputs: digest)
                            }
                            if let folder, let digest, listKept, try folder.reuse(job.file, inputs: digest) {
                                reused += 1
                                progress?.finish()
                                continue
                            }
                        } catch {
                            queue.stop(at: index)
                            return ((index, .step(.writeSite, error.description)), reused)
                        }
                        output.removeAll(keepingCapacity: true)
                        do throws(BuildFailure) {
                            try maker.render(job, with: templates, into: &output)
                        } catch {
                            queue.stop(at: index)
                            return ((index, error), reused)
                        }
                        do throws(BuildFailure) {
                            if let folder {
                                try SiteWriter.write(
                                    OutputFile(path: job.file, bytes: output, inputs: digest), into: folder)
                                if let list = maker.offlineList(of: job, html: output, digest: digest, digests: inputs)
                                {
                                    try SiteWriter.write(list, into: folder)
                                }
                            }
                        } catch {
                            queue.stop(at: index)
                            return ((index, error), reused)
                        }
                        progress?.finish()
                    }
                    return (nil, reused)
                }
            }
            var results: [(failure: (Int, BuildFailure)?, reused: Int)] = []
            for await result in group { results.append(result) }
            return results
        }
        if let first = results.compactMap(\.failure).min(by: { $0.0 < $1.0 }) { throw first.1 }
        return (jobs.count, results.reduce(0) { $0 + $1.reused })
    }
}
