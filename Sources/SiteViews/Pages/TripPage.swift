import Enrichment
import Markdown
import SiteEnrichment
import SiteOutput
import SitePlan
import SiteSearch
import SiteTheme
import TravelModel

/// `trip.mustache`: everything in one dictionary, `trip`.
package struct TripPage: TemplateFields {
    let trip: TripView
}

/// A trip, as its page shows it.
package struct TripView: TemplateFields {
    let title: String
    let summary: String?
    let dates: String
    let startIso: String
    let endIso: String
    let duration: String
    /// The words for where the trip stands on the reader's date, for the script; the build writes no such claim.
    let when: WhenView
    let travelers: String?
    let destination: CityLink?
    /// Every city the trip goes to, in the order it reaches them, with a link to each.
    let cities: [ListedCity]
    /// The trip's interests, `coffee, museum and sight`.
    let interests: String?
    /// The trip's own airports near its cities, then the others with scheduled service that serve the
    /// destination, nearest first (``TripAirports``).
    let airports: [AirportNearby]
    /// Nothing planned yet: no flights, stays or days.
    let isEmpty: Bool
    let isDraft: Bool
    let isUnlisted: Bool
    /// The cover, shown as the page's hero image.
    let cover: ImageView?
    let flights: [FlightView]
    /// The flight that leaves first, for the top of the page; null without flights.
    let firstFlight: FlightView?
    /// The booked stay checked into first, for the top of the page; null without booked stays.
    let firstStay: StayView?
    /// Round trip, one way or multi-city; null without flights.
    let tripKind: String?
    let stays: [StayView]
    let shortlist: [StayView]
    let days: [DayView]
    let waypoints: [WaypointView]
    /// The gallery, in the order written.
    let gallery: [PhotoView]
    let notesHtml: String?
    let packing: [PackingItem]
    let maps: [MapView]
    let ics: String
    let geojson: String
    let budget: BudgetView?
    let weatherAttribution: String?

    /// A named point of the map.
    package struct WaypointView: TemplateFields {
        let name: String
        let coordinates: String
    }

    /// An airport near the trip: `LIS`, its name, `7 km` from the nearest of the trip's cities.
    package struct AirportNearby: TemplateFields {
        let code: String
        let name: String
        let distance: String
    }

    /// How far from the destination an airport still serves it, in kilometres.
    package static let airportRadiusKilometres = 100.0
    /// How many airports are shown, unless the trip's own are more.
    package static let airportLimit = 3

    /// An item of the packing list.
    package struct PackingItem: TemplateFields {
        let text: String
        let done: Bool
    }

    /// What a trip's page is made from besides the trip.
    package struct Inputs {
        let notes: RenderedMarkdown
        let renderMarkdown: (String) -> RenderedMarkdown
        let maps: [MapView]
        let rates: ExchangeRates
        let weather: [WeatherKey: DayWeather]
        /// Places found from recommendations' addresses.
        let coordinates: [Slug: Coordinate]
        /// The gallery, each photo on its day.
        let photos: TripPhotos
    }

    init(_ trip: Trip, inputs: Inputs, context: PageContext) {
        let formatter = context.formatter
        let words = context.words
        title = trip.title
        summary = trip.summary
        dates = formatter.dateRange(trip.start, trip.end)
        startIso = trip.start.description
        endIso = trip.end.description
        duration = words.counts.day(trip.durationDays)
        when = WhenView(words.when)
        travelers = trip.travelers.isEmpty ? nil : words.list(trip.travelers)
        destination = trip.destination.map { CityLink($0, context: context) }
        cities = ListedCity.list(trip.visitedCities, context: context)
        interests = trip.interests.isEmpty ? nil : words.list(trip.interests)
        airports = TripAirports.list(
            of: trip, nearby: trip.destination.map { context.nearbyAirports($0.coordinate) } ?? [],
            radius: Self.airportRadiusKilometres, limit: Self.airportLimit
        ).map {
            AirportNearby(
                code: $0.airport.iata, name: $0.airport.name, distance: formatter.kilometres($0.kilometres))
        }
        isEmpty = trip.flights.isEmpty && trip.stays.isEmpty && trip.days.isEmpty
        isDraft = trip.visibility == .draft
        isUnlisted = trip.visibility == .unlisted
        cover = context.images.view(of: trip.cover, alt: trip.title, context: context)
        flights = trip.flights.map { FlightView($0, context: context) }
        firstFlight = trip.flights.min { $0.depart < $1.depart }.map { FlightView($0, context: context) }
        firstStay = trip.stays.filter(\.booked).min { $0.checkIn < $1.checkIn }.map {
            StayView($0, order: 0, context: context)
        }
        tripKind =
            trip.flights.isEmpty
            ? nil
            : trip.isRoundTrip
                ? words.tripKind.roundTrip : trip.flights.count == 1 ? words.tripKind.oneWay : words.tripKind.multiCity
        stays = trip.stays.filter(\.booked).map { StayView($0, order: 0, context: context) }
        shortlist = trip.stays.enumerated().filter { !$0.element.booked }.map {
            StayView($0.element, order: $0.offset, context: context)
        }
        var weatherSources: [DayWeather] = []
        let graph = context.graph
        let coordinates = inputs.coordinates
        var suggestions = DaySuggestions(trip: trip, graph: graph, geocoded: coordinates)
        let locate: (Visit) -> Coordinate? = { visit in
            switch visit.target {
            case .recommendation(let slug):
                return graph.recommendations[slug].flatMap { $0.location ?? coordinates[slug] }
            case .place(_, let location, _):
                return location
            }
        }
        let gallery = inputs.photos.photos.compactMap { PhotoView($0, trip: trip, context: context) }
        self.gallery = gallery
        days = DayPlan.timeline(of: trip).map { plan in
            // A date without an entry in `days:` has a city only from its stay or the day before, so a day of
            // travel shows no weather or zone of a destination not reached yet.
            let city = plan.isPlanned ? plan.day.city ?? trip.destination : plan.day.city
            let weather = city.flatMap { inputs.weather[WeatherKey(city: $0.key, date: plan.date)] }
            if let weather { weatherSources.append(weather) }
            let places = DayView.Places(locate: locate, homeZone: context.site.timeZone, zone: city?.timeZone)
            var near = plan.day.visits.compactMap(locate)
            if near.isEmpty, case .stay(let stay) = plan.night, let location = stay.location { near = [location] }
            return DayView(
                plan, suggestions: suggestions.best(for: plan.day, near: near), weather: weather, places: places,
                photos: gallery.filter { $0.dateIso == plan.date.description },
                renderMarkdown: inputs.renderMarkdown, context: context)
        }
        waypoints = trip.waypoints.map { WaypointView(name: $0.name, coordinates: formatter.coordinates($0.location)) }
        notesHtml = inputs.notes.html.isEmpty ? nil : inputs.notes.html
        packing = inputs.notes.tasks.map { PackingItem(text: $0.text, done: $0.done) }
        maps = inputs.maps
        ics = context.fileLink(SitePaths.trip(trip) + SitePaths.tripCalendar)
        geojson = context.fileLink(SitePaths.trip(trip) + SitePaths.tripRoute)
        budget = BudgetView(trip, rates: inputs.rates, context: context)
        // The credit is the sources' own, from the lookup cache: each once.
        let credits = Set(weatherSources.map(\.attribution.text)).sorted()
        weatherAttribution = credits.isEmpty ? nil : credits.joined(separator: "; ")
    }
}

/// The page of each built trip (``SiteGraph/builtTrips``); unlisted and draft trips are left out of the listings.
package struct TripPageType: PageType {
    package let trip: Trip

    package static let name = "trip"
    package static let template = "trip"
    package static let listing = PageListing(openGraphType: "article", inSitemap: true, inFeed: true, inSearch: true)
    package static let savesOffline = true

    package static func pages(of graph: SiteGraph, includeDrafts: Bool) -> [SitePage] {
        graph.builtTrips.map { trip in
            SitePage(
                TripPageType(trip: trip), folder: SitePaths.trip(trip),
                isListed: trip.visibility.isListed(includingDrafts: includeDrafts))
        }
    }

    package var source: String? { trip.sourcePath }

    /// The trip's file, the recommendations of every city it goes to and every place it visits, and those
    /// cities' own pages.
    package func addInputs(to digest: inout ContentHash.State, from inputs: PageSources) -> Bool {
        guard inputs.add(trip.sourcePath, to: &digest) else { return false }
        let graph = inputs.graph
        var cities = Set(trip.visitedCities.map(\.key))
        var places: [(slug: Slug, position: Int?)] = []
        for day in trip.days {
            if let city = day.city { cities.insert(city.key) }
            for visit in day.visits {
                guard case .recommendation(let slug) = visit.target else { continue }
                let position = graph.recommendations.position(of: slug)
                places.append((slug, position))
                if let position { cities.insert(graph.recommendationsBySlug[position].city.key) }
            }
        }
        for city in cities.sorted() {
            digest.add(city.description)
            digest.add(inputs.cityDigests[city] ?? 0)
        }
        for place in places {
            digest.add(place.slug.rawValue)
            guard let position = place.position else { continue }
            guard let file = inputs.recommendationFiles[position] else { return false }
            digest.add(file)
        }
        return true
    }

    /// Its notes rendered, its maps, and the rates and weather it shows.
    package func view(in context: PageContext) -> PageDocument<TripPage> {
        let words = context.words
        let file = context.file
        let renderer = MarkdownRenderer(allowsRawHTML: context.allowsRawHTML)
        let notesRenderer = MarkdownRenderer(allowsRawHTML: context.allowsRawHTML, extractsTaskLists: true)
        let resolve = context.links.resolver(from: file)
        let image = context.images.markdownImage(context: context)
        let notes = notesRenderer.render(trip.body.text, resolve: resolve, image: image)
        let enrichment = context.enrichment
        let photos = TripPhotos(trip, images: context.images)
        let inputs = TripView.Inputs(
            notes: notes, renderMarkdown: { renderer.render($0, resolve: resolve, image: image) },
            maps: context.maps.trip(trip, from: file, formatter: context.formatter, photos: photos),
            rates: enrichment.rates, weather: enrichment.weather, coordinates: enrichment.coordinates, photos: photos)
        let view = TripView(trip, inputs: inputs, context: context)
        let cover = trip.cover.flatMap(context.images.path(of:))
        let description =
            trip.summary ?? notes.firstParagraph.nonEmpty
            ?? words.pages.tripDescription.filling(["duration": view.duration])
        let frame = context.frame(
            for: Self.self, title: trip.title, description: description, noindex: trip.visibility != .public,
            image: context.images.shareImage(of: cover), imageAlt: cover.map { _ in trip.title }, hasMaps: true)
        return PageDocument(frame: frame, model: TripPage(trip: view))
    }

    package var searchCity: CityKey? { (trip.destination ?? trip.days.lazy.compactMap(\.city).first)?.key }

    package func searchEntry(folder: String, graph: SiteGraph, formatter: SiteFormatter) -> SearchEntry? {
        SearchEntry(
            title: trip.title, kind: .trip, folder: folder,
            text: formatter.dateRange(trip.start, trip.end) + (trip.summary.map { " · " + $0 } ?? ""),
            keywords: ([trip.destination?.name ?? ""] + trip.days.compactMap { $0.city?.name } + trip.travelers)
                .joined(separator: " "),
            body: searchBody(graph: graph))
    }

    /// The words of the trip's page that its entry does not show: its notes, its days' titles, the names,
    /// addresses and notes of their visits, and its stays' names and addresses. Notes are Markdown: only the
    /// text their page shows is taken (``MarkdownText/visible(in:)``), not a comment or raw HTML it leaves out.
    private func searchBody(graph: SiteGraph) -> String {
        var parts = [MarkdownText.visible(in: trip.body.text)] + trip.interests
        for day in trip.days {
            parts.append(day.title ?? "")
            for visit in day.visits {
                switch visit.target {
                case .recommendation(let slug):
                    parts.append(
                        graph.recommendations.position(of: slug).map { graph.recommendationsBySlug[$0].name } ?? "")
                case .place(let name, _, let address):
                    parts += [name, address ?? ""]
                }
                parts.append(visit.notes.map(MarkdownText.visible(in:)) ?? "")
            }
        }
        for stay in trip.stays { parts += [stay.name, stay.address ?? ""] }
        return parts.filter { !$0.isEmpty }.joined(separator: " ")
    }
}
