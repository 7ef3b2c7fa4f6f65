import Diagnostics
import Foundation
import Gazetteer
import Markdown
import Mustache
import SiteOutput
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
        let nearbyAirports: @Sendable (Coordinate) -> [NearbyAirport]
        let now: Date
    }

    /// Makes the template values of any page of the build: made once, shared by every render task, so a
    /// page costs nothing until it is rendered.
    struct PageMaker: Sendable {
        let context: PageContext
        let links: InternalLinks
        let maps: MapMaker
        let enrichment: EnrichmentData
        let search: SearchIndex
        let allowsRawHTML: Bool

        init(_ inputs: Inputs) {
            let site = inputs.site
            context = PageContext(
                site: site.settings, graph: inputs.graph, formatter: inputs.formatter, assets: inputs.assets,
                images: inputs.images, today: RenderPages.today(inputs.now, timeZone: site.settings.timeZone),
                countryName: inputs.countryName, nearbyAirports: inputs.nearbyAirports, file: "")
            links = InternalLinks(graph: inputs.graph)
            maps = MapMaker(
                graph: inputs.graph, coordinates: inputs.enrichment.coordinates, words: inputs.formatter.words,
                interactive: site.settings.map.tiles != nil)
            enrichment = inputs.enrichment
            search = inputs.search
            allowsRawHTML = site.settings.allowsRawHTML
        }

        /// What the template of `page` is given.
        func document(of page: SitePage) -> any TemplateFields {
            RenderPages.document(
                of: page, context: context.moved(to: page.file), links: links, maps: maps, enrichment: enrichment,
                search: search, allowsRawHTML: allowsRawHTML)
        }

        /// Renders `page` with its template into `output`: a failure names the page's content file, and the
        /// template's position when the template failed. The one way a build and a preview render a page.
        func render(
            _ page: SitePage, with templates: TemplateLibrary, into output: inout [UInt8]
        ) throws(BuildFailure) {
            let values = document(of: page).templateValue
            do throws(TemplateError) {
                try templates.render(page.kind.template, values, into: &output)
            } catch {
                throw .step(.renderPages, "\(page.source ?? page.file): " + error.description)
            }
        }
    }

    static func today(_ now: Date, timeZone: String) -> LocalDate {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: timeZone) ?? TimeZone(identifier: "UTC")!
        let parts = calendar.dateComponents([.year, .month, .day], from: now)
        return LocalDate(year: parts.year!, month: parts.month!, day: parts.day!)
    }

    /// What the template of one page is given: the one place each kind of page is made.
    static func document(
        of page: SitePage, context: PageContext, links: InternalLinks, maps: MapMaker, enrichment: EnrichmentData,
        search: SearchIndex, allowsRawHTML: Bool
    ) -> any TemplateFields {
        let words = context.words
        switch page.subject {
        case .home:
            let graph = context.graph
            let description = words.pages.homeDescription.filling([
                "trips": words.counts.trip(graph.listedTrips.count),
                "recommendations": words.counts.recommendation(graph.recommendations.count),
            ])
            return document(
                context.frame(title: context.site.title, description: description, kind: .home),
                HomePage(context: context))
        case .cities:
            let frame = context.frame(
                title: words.pages.citiesTitle,
                description: words.pages.citiesDescription.filling(["site": context.site.title]),
                kind: .cities)
            return document(frame, CitiesPage(context: context))
        case .search:
            let frame = context.frame(
                title: words.pages.searchTitle, description: words.pages.searchDescription, kind: .search)
            return document(frame, SearchPage(index: search, context: context))
        case .notFound:
            return document(notFoundFrame(context), NotFoundPage())
        case .year(let year):
            let filling: KeyValuePairs = ["year": String(year), "site": context.site.title]
            let frame = context.frame(
                title: words.pages.yearTitle.filling(filling),
                description: words.pages.yearDescription.filling(filling),
                kind: .year)
            return document(frame, YearPage(year: year, context: context))
        case .country(let code):
            let name = context.countryName(code)
            let frame = context.frame(
                title: name,
                description: words.pages.countryDescription.filling(["country": name, "site": context.site.title]),
                kind: .country)
            return document(frame, CountryPage(code: code, context: context))
        case .trip(let trip):
            return tripDocument(
                trip, page: page, context: context, links: links, maps: maps, enrichment: enrichment,
                allowsRawHTML: allowsRawHTML)
        case .city(let city, let cityPage):
            return cityDocument(
                city, cityPage: cityPage, page: page, context: context, links: links, maps: maps,
                enrichment: enrichment, allowsRawHTML: allowsRawHTML)
        case .recommendation(let recommendation):
            return recommendationDocument(
                recommendation, page: page, context: context, links: links, maps: maps, allowsRawHTML: allowsRawHTML)
        }
    }

    /// A trip's page: its notes rendered, its maps, and the rates and weather it shows.
    private static func tripDocument(
        _ trip: Trip, page: SitePage, context: PageContext, links: InternalLinks, maps: MapMaker,
        enrichment: EnrichmentData, allowsRawHTML: Bool
    ) -> any TemplateFields {
        let words = context.words
        let file = page.file
        let renderer = MarkdownRenderer(allowsRawHTML: allowsRawHTML)
        let notesRenderer = MarkdownRenderer(allowsRawHTML: allowsRawHTML, extractsTaskLists: true)
        let resolve = links.resolver(from: file)
        let image = context.images.markdownImage(context: context)
        let notes = notesRenderer.render(trip.body.text, resolve: resolve, image: image)
        let inputs = TripView.Inputs(
            notes: notes, renderMarkdown: { renderer.render($0, resolve: resolve, image: image) },
            maps: maps.trip(trip, from: file),
            rates: enrichment.rates, weather: enrichment.weather, coordinates: enrichment.coordinates)
        let view = TripView(trip, inputs: inputs, context: context)
        let cover = trip.cover.flatMap(context.images.path(of:))
        let description =
            trip.summary ?? notes.firstParagraph.nonEmpty
            ?? words.pages.tripDescription.filling(["duration": view.duration])
        let frame = context.frame(
            title: trip.title, description: description, kind: .trip, noindex: trip.visibility != .public,
            image: context.images.shareImage(of: cover),
            imageAlt: cover.map { _ in trip.title })
        return document(frame, TripPage(trip: view))
    }

    /// A city's page: the introduction of its city page if it has one, its map, summary and photo.
    private static func cityDocument(
        _ city: City, cityPage: TravelModel.CityPage?, page: SitePage, context: PageContext, links: InternalLinks,
        maps: MapMaker, enrichment: EnrichmentData, allowsRawHTML: Bool
    ) -> any TemplateFields {
        let words = context.words
        let file = page.file
        let renderer = MarkdownRenderer(allowsRawHTML: allowsRawHTML)
        let image = context.images.markdownImage(context: context)
        var intro: RenderedMarkdown?
        if let cityPage {
            intro = renderer.render(
                cityPage.body.text, resolve: links.resolver(from: file), image: image)
        }
        // The site's own image of the city comes before the encyclopedia's.
        let ownPhoto = cityPage?.image.flatMap(context.images.path(of:))
        let photo = ownPhoto ?? enrichment.cityPhotos[city.key]
        let view = CityView(
            city, page: cityPage, intro: intro, map: maps.city(city, from: file),
            summary: enrichment.cities[city.key], photo: photo, wikipediaPhoto: ownPhoto == nil, context: context)
        let description =
            cityPage?.summary ?? intro?.firstParagraph.nonEmpty
            ?? words.pages.cityDescription.filling([
                "count": view.count, "city": city.name, "country": view.country,
            ])
        let frame = context.frame(
            title: city.name, description: description, kind: .city, image: context.images.shareImage(of: photo),
            imageAlt: photo.map { _ in city.name })
        return document(frame, CityPage(city: view))
    }

    /// A recommendation's page: its notes rendered, and its map.
    private static func recommendationDocument(
        _ recommendation: Recommendation, page: SitePage, context: PageContext, links: InternalLinks, maps: MapMaker,
        allowsRawHTML: Bool
    ) -> any TemplateFields {
        let words = context.words
        let file = page.file
        let renderer = MarkdownRenderer(allowsRawHTML: allowsRawHTML)
        let notes = renderer.render(
            recommendation.body.text, resolve: links.resolver(from: file),
            image: context.images.markdownImage(context: context))
        let view = RecommendationView(
            recommendation, notes: notes, mapSVG: maps.recommendation(recommendation, from: file), context: context)
        let photo = recommendation.image.flatMap(context.images.path(of:))
        let description =
            notes.firstParagraph.nonEmpty
            ?? words.pages.recommendationDescription.filling([
                "name": recommendation.name, "city": recommendation.city.name,
                "features": recommendation.features.joined(separator: ", "),
            ])
        let frame = context.frame(
            title: recommendation.name, description: description, kind: .recommendation,
            image: context.images.shareImage(of: photo), imageAlt: photo.map { _ in recommendation.name })
        return document(frame, RecommendationPage(recommendation: view))
    }

    private static func document(_ frame: PageFrame, _ model: some TemplateFields) -> any TemplateFields {
        PageDocument(frame: frame, model: model)
    }

    /// Hosts serve the 404 page for a missing page at any depth, so its links are path-absolute
    /// (`/travel/assets/…`) from the path of `base_url`; without one, the site is assumed at the root.
    static func notFoundFrame(_ context: PageContext) -> PageFrame {
        let words = context.words
        let frame = context.frame(
            title: words.pages.notFoundTitle, description: words.pages.notFoundDescription, kind: .notFound,
            noindex: true)
        var base = context.site.baseURL.flatMap { URL(string: $0)?.path } ?? "/"
        if !base.hasSuffix("/") { base += "/" }
        return PageFrame(
            site: frame.site, page: frame.page,
            nav: PageFrame.Navigation(
                home: base, cities: base + SitePaths.cities, search: base + SitePaths.search,
                feed: base + SiteIndexes.feedPath, isHome: false, isCities: false, isSearch: false),
            assets: PageFrame.AssetLinks(
                css: base + SitePaths.encode(context.assets.stylesheet),
                js: base + SitePaths.encode(context.assets.script)),
            liveMap: nil, year: frame.year)
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
    /// previous output instead (``OutputFolder/reuse(_:inputs:)``); it still counts as a page.
    static func render(
        _ pages: [SitePage], with maker: PageMaker, templates: TemplateLibrary, into folder: OutputFolder,
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
                        do throws(OutputFolderError) {
                            if let digest, try folder.reuse(job.file, inputs: digest) {
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
                            try SiteWriter.write(
                                OutputFile(path: job.file, bytes: output, inputs: digest), into: folder)
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

extension String {
    /// `nil` for the empty string, so `??` can fall through to the next choice.
    var nonEmpty: String? { isEmpty ? nil : self }
}
