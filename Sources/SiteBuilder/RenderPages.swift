import Foundation
import Gazetteer
import SiteOutput
import Markdown
import Templates
import TravelModel

/// The "render pages" step: a job for every page, rendered on every core.
enum RenderPages {
    /// One page to render: where it goes, with which template, from which content file.
    struct Job: Sendable {
        let file: String
        let template: String
        let source: String?
        let values: @Sendable () -> TemplateValue
    }

    static func run(_ state: inout BuildState) async throws(BuildFailure) {
        let site = try state.require(state.site, "the site")
        let graph = try state.require(state.graph, "the site graph")
        let templates = try state.require(state.templates, "the templates")
        let assets = try state.require(state.assets, "the assets")
        let formatter = SiteFormatter(language: site.settings.language)
        state.searchEntries = SiteIndexes.searchEntries(graph: graph, formatter: formatter)
        let jobs = makeJobs(
            site: site, graph: graph, assets: assets, now: state.options.now, enrichment: state.enrichment,
            searchEntries: state.searchEntries, formatter: formatter)
        let output = try state.require(state.output, "the output folder")
        state.pageCount += try await render(jobs, with: templates, into: output)
    }

    static func today(_ now: Date, timeZone: String) -> LocalDate {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: timeZone) ?? TimeZone(identifier: "UTC")!
        let parts = calendar.dateComponents([.year, .month, .day], from: now)
        return LocalDate(year: parts.year!, month: parts.month!, day: parts.day!)
    }

    static func makeJobs(
        site: Site, graph: SiteGraph, assets: ThemeAssets, now: Date, enrichment: EnrichmentData,
        searchEntries entries: [SearchEntry], formatter: SiteFormatter
    ) -> [Job] {
        let today = today(now, timeZone: site.settings.timeZone)
        let links = InternalLinks(graph: graph)
        let maps = MapMaker(graph: graph, coordinates: enrichment.coordinates)
        @Sendable func context(_ file: String) -> PageContext {
            PageContext(site: site.settings, graph: graph, formatter: formatter, assets: assets, today: today, file: file)
        }
        @Sendable func countryName(_ code: String) -> String { Gazetteer.shared.country(code: code)?.name ?? code }

        var jobs: [Job] = []
        let home = SitePaths.page(SitePaths.home)
        jobs.append(Job(file: home, template: "index", source: nil) { ListingPageModels.home(context(home)) })
        let cities = SitePaths.page(SitePaths.cities)
        jobs.append(Job(file: cities, template: "cities", source: nil) { ListingPageModels.cities(context(cities), countryName: countryName) })
        let search = SitePaths.page(SitePaths.search)
        jobs.append(Job(file: search, template: "search", source: nil) { ListingPageModels.search(context(search), entries: entries) })
        jobs.append(Job(file: "404.html", template: "404", source: nil) { ListingPageModels.notFound(context("404.html")) })

        for trip in graph.builtTrips {
            let file = SitePaths.page(SitePaths.trip(trip))
            jobs.append(
                Job(file: file, template: "trip", source: trip.sourcePath) {
                    let renderer = MarkdownRenderer(allowsRawHTML: site.settings.allowsRawHTML)
                    let notesRenderer = MarkdownRenderer(allowsRawHTML: site.settings.allowsRawHTML, extractsTaskLists: true)
                    let resolve = links.resolver(from: file)
                    return TripPageModel(
                        context: context(file), trip: trip, notes: notesRenderer.render(trip.body.text, resolve: resolve),
                        renderMarkdown: { renderer.render($0, resolve: resolve) },
                        maps: maps.trip(trip, from: file), rates: enrichment.rates, weather: enrichment.weather
                    ).values()
                })
        }
        for city in graph.cities {
            let file = SitePaths.page(SitePaths.city(city))
            let page = graph.cityPages[SiteGraph.key(city)]
            jobs.append(
                Job(file: file, template: "city", source: page?.sourcePath) {
                    let renderer = MarkdownRenderer(allowsRawHTML: site.settings.allowsRawHTML)
                    let intro = page.map { renderer.render($0.body.text, resolve: links.resolver(from: file)) }
                    return PlacePageModels.city(
                        context(file), city: city, countryName: countryName(city.countryCode), intro: intro,
                        mapSVG: maps.city(city, from: file), summary: enrichment.cities[SiteGraph.key(city)],
                        photo: enrichment.cityPhotos[SiteGraph.key(city)])
                })
        }
        for recommendation in site.recommendations {
            let file = SitePaths.page(SitePaths.recommendation(recommendation))
            jobs.append(
                Job(file: file, template: "recommendation", source: recommendation.sourcePath) {
                    let renderer = MarkdownRenderer(allowsRawHTML: site.settings.allowsRawHTML)
                    return PlacePageModels.recommendation(
                        context(file), recommendation, countryName: countryName(recommendation.city.countryCode),
                        notes: renderer.render(recommendation.body.text, resolve: links.resolver(from: file)),
                        mapSVG: maps.recommendation(recommendation, from: file),
                        remoteImage: recommendation.image.flatMap { enrichment.images[$0] })
                })
        }
        return jobs
    }

    /// Renders the jobs on every core, each page written into the staging folder as soon as it is made
    /// (so rendering and the file system work at once, and no page is held in memory); the first template
    /// error stops the build and names the content file and the template position. Returns the page count.
    static func render(
        _ jobs: [Job], with templates: TemplateLibrary, into folder: OutputFolder
    ) async throws(BuildFailure) -> Int {
        let workers = max(1, ProcessInfo.processInfo.activeProcessorCount)
        let chunk = max(1, (jobs.count + workers - 1) / workers)
        let results = await withTaskGroup(of: (Int, Result<Int, BuildFailure>).self) { group in
            for (index, start) in stride(from: 0, to: jobs.count, by: chunk).enumerated() {
                let slice = jobs[start..<min(jobs.count, start + chunk)]
                group.addTask {
                    var count = 0
                    var output: [UInt8] = []
                    for job in slice {
                        output.removeAll(keepingCapacity: true)
                        do {
                            try templates.render(job.template, job.values(), into: &output)
                        } catch let error as TemplateError {
                            let source = job.source.map { "\($0): " } ?? "\(job.file): "
                            return (index, .failure(.step("render pages", source + error.description)))
                        } catch {
                            return (index, .failure(.step("render pages", "\(job.file): \(error)")))
                        }
                        do throws(BuildFailure) {
                            try SiteWriter.write(OutputFile(path: job.file, bytes: output), into: folder)
                        } catch {
                            return (index, .failure(error))
                        }
                        count += 1
                    }
                    return (index, .success(count))
                }
            }
            var parts: [(Int, Result<Int, BuildFailure>)] = []
            for await part in group { parts.append(part) }
            return parts.sorted { $0.0 < $1.0 }
        }
        var count = 0
        for (_, result) in results {
            switch result {
            case let .success(part): count += part
            case let .failure(failure): throw failure
            }
        }
        return count
    }
}
