import Enrichment
import Foundation
import Markdown
import SitePlan
import SiteTheme
import TravelModel

/// A day of a trip: its flights, check-ins and visits by local time, where its night is spent, suggestions
/// from its city, its weather.
package struct DayView: TemplateFields {
    /// The day's place in the trip, counted from its start date: the trip's first date is day 1, so a day
    /// keeps its number and its anchor when other days are added.
    let number: Int
    /// `Day 1`.
    let label: String
    /// `day-1`: the id of the day's heading, for links to it.
    let anchor: String
    let dateIso: String
    let heading: String
    let title: String?
    let city: CityLink?
    /// Everything of the day in local time order: flights, check-ins and check-outs, visits.
    let items: [DayItemView]
    /// The day's visits alone, by time.
    let visits: [VisitView]
    /// Where the night after the day is spent; null on the trip's last day.
    let night: NightView?
    let suggestions: [RecommendationCard]
    /// The gallery's photos of the day: written for it, or taken on it by the camera's clock.
    let photos: [PhotoView]
    let weather: WeatherView?
    /// Directions through the day's visits in order; null with fewer than two placed visits.
    let directions: DirectionsLink?

    /// Where a visit is, and the zone the trip's times are read in at home.
    package struct Places {
        /// The visit's place, when known.
        let locate: (Visit) -> Coordinate?
        /// The IANA zone a visit's time is compared with: the site's.
        let homeZone: String
        /// The day's city's zone, when the day has a city.
        let zone: String?
    }

    init(
        _ plan: DayPlan, suggestions: [Recommendation], weather: DayWeather?, places: Places, photos: [PhotoView],
        renderMarkdown: (String) -> RenderedMarkdown, context: PageContext
    ) {
        let day = plan.day
        number = plan.number
        label = context.words.dayNumber.filling(["n": String(number)])
        anchor = "day-\(number)"
        dateIso = day.date.description
        heading = context.formatter.dayHeading(day.date)
        title = day.title
        city = day.city.map { CityLink($0, context: context) }
        var previous: (name: String, location: Coordinate)?
        var visits: [VisitView] = []
        var items: [DayItemView] = []
        for item in plan.items {
            guard case .visit(let visit) = item else {
                if let view = DayItemView(item, context: context, renderMarkdown: renderMarkdown) {
                    items.append(view)
                }
                // The way across a written flight or leg is known: no estimate is made over it, and the next
                // visit's way is reckoned from where the leg arrives, when it says.
                if item.isTravel { previous = Self.arrival(of: item) }
                continue
            }
            let location = places.locate(visit)
            // A visit at the very place a leg arrives (a bus to Cabo da Roca, then Cabo da Roca) has no way to it.
            if let here = location, let from = previous, from.location.kilometres(to: here) < 0.1 { previous = nil }
            let zone = places.zone.flatMap {
                Self.zoneIfAway($0, home: places.homeZone, at: LocalDateTime(date: day.date, time: visit.time), context)
            }
            let view = VisitView(
                visit, city: day.city, location: location, previous: location == nil ? nil : previous, zone: zone,
                renderMarkdown: renderMarkdown, context: context)
            if let location { previous = (view.name, location) }
            visits.append(view)
            items.append(DayItemView(visit: view))
        }
        self.items = items
        self.visits = visits
        night = plan.night.map { NightView($0, context: context) }
        directions = DirectionsLink(
            stops: visits.compactMap(\.coordinate), day: heading, service: context.site.map.directions,
            words: context.words.mapLinks)
        self.suggestions = suggestions.map { RecommendationCard($0, context: context) }
        self.photos = photos
        self.weather = weather.map { WeatherView($0, on: day.date, context: context) }
    }

    /// Where a flight or a leg leaves the traveller, for the way to the next visit: a leg's arrival, when it
    /// has a location; nil for a flight, or a leg's departure on the evening before it arrives.
    static func arrival(of item: DayPlan.Item) -> (name: String, location: Coordinate)? {
        switch item {
        case .leg(let leg, .whole), .leg(let leg, .arrival):
            return leg.to.location.map { (leg.to.name, $0) }
        default:
            return nil
        }
    }

    /// `GMT+9` when the zone's offset at that time differs from home's; nil when a clock at home reads the same.
    static func zoneIfAway(_ zone: String, home: String, at time: LocalDateTime, _ context: PageContext) -> String? {
        let instant = context.formatter.instant(time, inZone: zone)
        let here = context.formatter.zoneOffset(zone, at: instant)
        return here == context.formatter.zoneOffset(home, at: instant) ? nil : here
    }
}

extension DayPlan.Item {
    /// A flight or a leg: a way between places that the trip writes down.
    fileprivate var isTravel: Bool {
        switch self {
        case .flight, .departure, .arrival, .leg: true
        case .checkIn, .checkOut, .visit: false
        }
    }
}

/// A visit of a day: a recommendation (linked to its page) or a free-text place.
package struct VisitView: TemplateFields {
    let time: String
    let until: String?
    let name: String
    /// The recommendation's page; null for a place.
    let url: String?
    let address: String?
    /// The recommendation's features; null for a place.
    let featuresText: String?
    let cost: String?
    let notesHtml: String?
    /// The zone's offset, `GMT+9`, when the day's city keeps another time than the site's home.
    let zone: String?
    /// From the previous visit with a place: `about 12 min walk · 0.9 km, estimated`.
    let travel: String?
    let booking: String?
    /// The recommendation's opening hours, as written.
    let hours: String?
    /// The recommendation's phone number, as written, and its `tel:` link.
    let phone: String?
    let phoneUrl: String?
    /// "Open in map" links: to the location, or a search for the address or the name in the day's city.
    let mapLinks: PlaceMapLinks?
    /// Directions from the day's previous placed visit.
    let directionsFromPrevious: DirectionsLink?
    /// The recommendation's photo, as a thumbnail; null for a place, or a recommendation without one.
    let image: ImageView?
    /// Where the visit is, for the day's directions; not a template value.
    let coordinate: Coordinate?

    private enum CodingKeys: String, CodingKey {
        case time, until, name, url, address, featuresText, cost, notesHtml, zone, travel, booking, hours, phone
        case phoneUrl, mapLinks, directionsFromPrevious, image
    }

    /// - Parameters:
    ///   - location: where the visit is: its own location, its recommendation's, or its address's geocoded place.
    ///   - previous: the day's previous visit that has a place, for the way from it.
    init(
        _ visit: Visit, city: City?, location: Coordinate?, previous: (name: String, location: Coordinate)?,
        zone: String?, renderMarkdown: (String) -> RenderedMarkdown, context: PageContext
    ) {
        let formatter = context.formatter
        time = formatter.time(visit.time)
        until = visit.until.map(formatter.time)
        self.zone = zone
        let leg = location.flatMap { here in previous.flatMap { TravelEstimate(from: $0.location, to: here) } }
        travel = leg.map(formatter.travel)
        booking = visit.booking
        notesHtml = visit.notes.map { renderMarkdown($0).html }
        cost = visit.cost.map(formatter.money)
        switch visit.target {
        case .recommendation(let slug):
            // `check` has made sure the slug names a recommendation.
            let recommendation = context.graph.recommendations[slug]
            name = recommendation?.name ?? slug.rawValue
            url = recommendation.map { context.link(SitePaths.recommendation($0)) }
            address = recommendation?.address
            featuresText = recommendation?.features.joined(separator: " · ") ?? ""
            hours = recommendation?.hours
            phone = recommendation?.phone?.text
            phoneUrl = recommendation?.phone?.uri
            // Beside the name it shows: decorative, with no text of its own.
            image = context.images.view(of: recommendation?.image, alt: "", context: context)
        case .place(let place, _, let placeAddress):
            name = place
            url = nil
            address = placeAddress
            featuresText = nil
            hours = nil
            phone = nil
            phoneUrl = nil
            image = nil
        }
        coordinate = location
        // Without a location, the map app searches for the address, or the name in the day's city.
        let query =
            address
            ?? ([name] + (city.map { [$0.name, context.countryName($0.countryCode)] } ?? []))
            .joined(separator: ", ")
        mapLinks = PlaceMapLinks(name: name, coordinate: coordinate, query: query, words: context.words.mapLinks)
        if let location, let previous {
            directionsFromPrevious = DirectionsLink(
                from: previous, to: (name, location), service: context.site.map.directions,
                words: context.words.mapLinks)
        } else {
            directionsFromPrevious = nil
        }
    }
}

/// A day's weather from the lookup cache.
package struct WeatherView: TemplateFields {
    /// `Forecast`, `Recorded`, or `Average for Apr 9, 1996–2025`.
    let kind: String
    /// `Open-Meteo forecast` or `Open-Meteo archive`.
    let source: String
    let summary: String
    let high: String
    let low: String
    let precipitation: String
    /// For averages: `1 mm or more in 7 of 30 years`; null otherwise.
    let wetYears: String?

    init(_ weather: DayWeather, on date: LocalDate, context: PageContext) {
        let words = context.words.weather
        switch weather.kind {
        case .forecast: kind = words.forecast
        case .observed: kind = words.observed
        case .climate:
            kind = words.climate.filling([
                "date": context.formatter.monthAndDay(date),
                "first_year": weather.averages.map { String($0.firstYear) } ?? "",
                "last_year": weather.averages.map { String($0.lastYear) } ?? "",
            ])
        }
        switch weather.source {
        case .forecast: source = words.sourceForecast
        case .archive: source = words.sourceArchive
        }
        wetYears = weather.averages.map {
            words.wetYears.filling(["wet": String($0.wetYears), "years": String($0.years)])
        }
        summary = weather.summary
        let degrees = weather.wholeDegrees
        high = words.temperature.filling(["value": String(degrees.high)])
        low = words.temperature.filling(["value": String(degrees.low)])
        precipitation = words.precipitation.filling(["value": FixedDecimals.text(weather.precipitation, places: 1)])
    }
}
