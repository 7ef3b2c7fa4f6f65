import Enrichment
import Markdown
import TravelModel

/// `trip.mustache`: everything in one dictionary, `trip`.
struct TripPage: Encodable, Sendable {
    let trip: TripView
}

/// A trip, as its page shows it.
struct TripView: Encodable, Sendable {
    let title: String
    let summary: String?
    let dates: String
    let startIso: String
    let endIso: String
    let duration: String
    /// Upcoming, under way or past, from the build date.
    let status: String
    let travelers: String?
    let destination: CityLink?
    let isDraft: Bool
    let isUnlisted: Bool
    let flights: [FlightView]
    /// Round trip, one way or multi-city; null without flights.
    let tripKind: String?
    let stays: [StayView]
    let shortlist: [StayView]
    let days: [DayView]
    let waypoints: [WaypointView]
    let notesHtml: String?
    let packing: [PackingItem]
    let maps: [MapView]
    let ics: String
    let geojson: String
    let budget: BudgetView?
    let weatherAttribution: String?

    /// A named point of the map.
    struct WaypointView: Encodable, Sendable {
        let name: String
        let coordinates: String
    }

    /// An item of the packing list.
    struct PackingItem: Encodable, Sendable {
        let text: String
        let done: Bool
    }

    /// What a trip's page is made from besides the trip.
    struct Inputs {
        let notes: RenderedMarkdown
        let renderMarkdown: (String) -> RenderedMarkdown
        let maps: [MapView]
        let rates: ExchangeRates
        let weather: [WeatherKey: DayWeather]
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
        status =
            context.today < trip.start
            ? words.status.upcoming : context.today > trip.end ? words.status.past : words.status.underWay
        travelers = trip.travelers.isEmpty ? nil : words.list(trip.travelers)
        destination = trip.destination.map { CityLink($0, context: context) }
        isDraft = trip.visibility == .draft
        isUnlisted = trip.visibility == .unlisted
        flights = trip.flights.map { FlightView($0, context: context) }
        tripKind =
            trip.flights.isEmpty
            ? nil
            : trip.isRoundTrip
                ? words.tripKind.roundTrip : trip.flights.count == 1 ? words.tripKind.oneWay : words.tripKind.multiCity
        stays = trip.stays.filter(\.booked).map { StayView($0, order: 0, context: context) }
        shortlist = trip.stays.enumerated().filter { !$0.element.booked }.map {
            StayView($0.element, order: $0.offset, context: context)
        }
        let suggestions = DaySuggestions(trip: trip, graph: context.graph)
        var weatherSources: [DayWeather] = []
        days = trip.days.sorted { $0.date < $1.date }.map { day in
            let weather = (day.city ?? trip.destination).flatMap {
                inputs.weather[WeatherKey(city: $0.key, date: day.date)]
            }
            if let weather { weatherSources.append(weather) }
            return DayView(
                day, suggestions: suggestions.best(for: day), weather: weather, renderMarkdown: inputs.renderMarkdown,
                context: context)
        }
        waypoints = trip.waypoints.map { WaypointView(name: $0.name, coordinates: formatter.coordinates($0.location)) }
        notesHtml = inputs.notes.html.isEmpty ? nil : inputs.notes.html
        packing = inputs.notes.tasks.map { PackingItem(text: $0.text, done: $0.done) }
        maps = inputs.maps
        ics = context.fileLink(SitePaths.trip(trip) + "trip.ics")
        geojson = context.fileLink(SitePaths.trip(trip) + "route.geojson")
        budget = BudgetView(trip, rates: inputs.rates, context: context)
        // The credit is the sources' own, from the lookup cache: each once.
        let credits = Set(weatherSources.map(\.attribution.text)).sorted()
        weatherAttribution = credits.isEmpty ? nil : credits.joined(separator: "; ")
    }
}
