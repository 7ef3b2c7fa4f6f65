import Enrichment
import Foundation
import Markdown
import Templates
import TravelModel

/// The view model of a trip's page (`trip.mustache`); docs/theme.md lists every value.
struct TripPageModel {
    let context: PageContext
    let trip: Trip
    let notes: RenderedMarkdown
    let renderMarkdown: (String) -> RenderedMarkdown
    let maps: [(title: String, svg: String)]
    /// The reference rates known to the build, for the budget.
    var rates = ExchangeRates()
    /// Weather by city key and date.
    var weather: [String: DayWeather] = [:]

    func values() -> TemplateValue {
        let formatter = context.formatter
        let cover = trip.cover.flatMap { $0.hasPrefix("http") ? nil : $0 }
        var values = context.common(
            title: trip.title,
            description: trip.summary ?? (notes.firstParagraph.isEmpty ? "A trip of \(formatter.count(trip.durationDays, "day"))." : notes.firstParagraph),
            kind: "trip", noindex: trip.visibility != .public, image: cover, imageAlt: cover.map { _ in trip.title })
        var model: [String: TemplateValue] = [
            "title": .string(trip.title),
            "summary": trip.summary.map(TemplateValue.string) ?? .null,
            "dates": .string(formatter.dateRange(trip.start, trip.end)),
            "start_iso": .string(trip.start.description),
            "end_iso": .string(trip.end.description),
            "duration": .string(formatter.count(trip.durationDays, "day")),
            "status": .string(status),
            "travelers": trip.travelers.isEmpty ? .null : .string(Self.list(trip.travelers)),
            "destination": trip.destination.map(context.cityLink) ?? .null,
            "is_draft": .bool(trip.visibility == .draft),
            "is_unlisted": .bool(trip.visibility == .unlisted),
            "flights": .array(trip.flights.map(flight)),
            // Mustache counts an empty string as true, so a missing value is null, never "".
            "trip_kind": trip.flights.isEmpty ? .null : .string(trip.isRoundTrip ? "Round trip" : trip.flights.count == 1 ? "One way" : "Multi-city"),
            "stays": .array(trip.stays.filter(\.booked).map(stay)),
            "shortlist": .array(trip.stays.enumerated().filter { !$0.element.booked }.map { stay($0.element, order: $0.offset) }),
            "days": .array(trip.days.sorted { $0.date < $1.date }.map(day)),
            "waypoints": .array(trip.waypoints.map { ["name": .string($0.name), "coordinates": .string(Self.coordinates($0.location))] }),
            "notes_html": notes.html.isEmpty ? .null : .string(notes.html),
            "packing": .array(notes.tasks.map { ["text": .string($0.text), "done": .bool($0.done)] }),
            "maps": .array(maps.map { ["title": .string($0.title), "svg": .string($0.svg)] }),
            "ics": .string(context.fileLink(SitePaths.trip(trip) + "trip.ics")),
            "geojson": .string(context.fileLink(SitePaths.trip(trip) + "route.geojson")),
        ]
        model["budget"] = budget()
        let hasWeather = trip.days.contains { day in (day.city ?? trip.destination).map { weather[EnrichmentData.weatherKey($0, day.date)] != nil } ?? false }
        model["weather_attribution"] = hasWeather ? .string(Set(trip.days.compactMap { day in (day.city ?? trip.destination).flatMap { weather[EnrichmentData.weatherKey($0, day.date)]?.attribution.text } }).sorted().joined(separator: "; ")) : .null
        values["trip"] = .flagged(model)
        return .dictionary(values)
    }

    private var status: String {
        if context.today < trip.start { return "Upcoming" }
        if context.today > trip.end { return "Past" }
        return "Under way"
    }

    private func flight(_ flight: Flight) -> TemplateValue {
        let formatter = context.formatter
        return [
            "from": airport(flight.from), "to": airport(flight.to),
            "depart": .string(formatter.dateTime(flight.depart)),
            "depart_iso": .string(flight.depart.date.description + "T" + flight.depart.time.description),
            "depart_zone": .string(formatter.zoneOffset(flight.from.timeZone, at: flight.departureInstant)),
            "arrive": .string(formatter.dateTime(flight.arrive)),
            "arrive_iso": .string(flight.arrive.date.description + "T" + flight.arrive.time.description),
            "arrive_zone": .string(formatter.zoneOffset(flight.to.timeZone, at: flight.arrivalInstant)),
            "duration": flight.durationMinutes.map { .string(formatter.duration(minutes: $0)) } ?? .null,
            "stops": .string(flight.stops == 0 ? "Non-stop" : formatter.count(flight.stops, "stop")),
            "airline": flight.airline.map(TemplateValue.string) ?? .null,
            "number": flight.number.map(TemplateValue.string) ?? .null,
            "passengers": .string(formatter.count(flight.passengers, "passenger")),
            "price": flight.price.map { .string(formatter.money($0)) } ?? .null,
            "booking": flight.booking.map(TemplateValue.string) ?? .null,
        ]
    }

    private func airport(_ airport: Airport) -> TemplateValue {
        ["code": .string(airport.iata), "name": .string(airport.name), "city": .string(airport.city), "zone": .string(airport.timeZone)]
    }

    private func stay(_ stay: Stay) -> TemplateValue { self.stay(stay, order: 0) }

    private func stay(_ stay: Stay, order: Int) -> TemplateValue {
        let formatter = context.formatter
        let perNight = stay.pricePerNight ?? stay.total.map { Money(amount: $0.amount / Decimal(max(1, stay.nights)), currency: $0.currency) }
        return [
            "name": .string(stay.name),
            "url": stay.url.map(TemplateValue.string) ?? .null,
            "address": stay.address.map(TemplateValue.string) ?? .null,
            "city": stay.city.map(context.cityLink) ?? .null,
            "check_in": .string(formatter.mediumDate(stay.checkIn)),
            "check_in_iso": .string(stay.checkIn.description),
            "check_out": .string(formatter.mediumDate(stay.checkOut)),
            "check_out_iso": .string(stay.checkOut.description),
            "nights": .string(formatter.count(stay.nights, "night")),
            "stars": stay.stars.map { .string(String(repeating: "★", count: $0) + String(repeating: "☆", count: 5 - $0)) } ?? .null,
            "stars_label": stay.stars.map { .string(formatter.count($0, "star")) } ?? .null,
            "guest_rating": stay.guestRating.map { .string(formatter.number($0)) } ?? .null,
            "rooms_left": stay.roomsLeft.map { .string(formatter.count($0, "room") + " left") } ?? .null,
            "guests": stay.guests.map { .string(formatter.count($0, "guest")) } ?? .null,
            "per_night": perNight.map { .string(formatter.money($0)) } ?? .null,
            "total": stay.total.map { .string(formatter.money($0)) } ?? .null,
            // Plain numbers for the sort script; the list is in file order ("recommended") without it.
            "sort_order": .string(String(order)),
            "sort_price": .string(perNight.map { "\($0.amount)" } ?? ""),
            "sort_stars": .string(stay.stars.map(String.init) ?? ""),
            "sort_rating": .string(stay.guestRating.map { "\($0)" } ?? ""),
        ]
    }

    private func day(_ day: Day) -> TemplateValue {
        let formatter = context.formatter
        let visits = day.visits.sorted { $0.time < $1.time }
        return .flagged([
            "date_iso": .string(day.date.description),
            "heading": .string(formatter.dayHeading(day.date)),
            "title": day.title.map(TemplateValue.string) ?? .null,
            "city": day.city.map(context.cityLink) ?? .null,
            "visits": .array(visits.map(visit)),
            "suggestions": .array(suggestions(for: day).map(context.recommendationCard)),
            "weather": (day.city ?? trip.destination).flatMap { weather[EnrichmentData.weatherKey($0, day.date)] }.map(Self.weather) ?? .null,
        ])
    }

    private func visit(_ visit: Visit) -> TemplateValue {
        let formatter = context.formatter
        var values: [String: TemplateValue] = [
            "time": .string(formatter.time(visit.time)),
            "until": visit.until.map { .string(formatter.time($0)) } ?? .null,
            "notes_html": visit.notes.map { .string(renderMarkdown($0).html) } ?? .null,
            "cost": visit.cost.map { .string(formatter.money($0)) } ?? .null,
        ]
        switch visit.target {
        case let .recommendation(slug):
            let recommendation = context.graph.recommendations[slug]
            values["name"] = .string(recommendation?.name ?? slug.rawValue)
            values["url"] = recommendation.map { .string(context.link(SitePaths.recommendation($0))) } ?? .null
            values["address"] = recommendation?.address.map(TemplateValue.string) ?? .null
            values["features_text"] = .string(recommendation?.features.joined(separator: " · ") ?? "")
        case let .place(name, _, address):
            values["name"] = .string(name)
            values["url"] = .null
            values["address"] = address.map(TemplateValue.string) ?? .null
        }
        return .dictionary(values)
    }

    /// Up to three recommendations of the day's city that are not in the plan, those that match the
    /// trip's interests best first, then by name.
    func suggestions(for day: Day) -> [Recommendation] {
        guard let city = day.city else { return [] }
        let planned = Set(trip.days.flatMap(\.visits).compactMap { visit -> Slug? in
            if case let .recommendation(slug) = visit.target { return slug }
            return nil
        })
        let interests = Set(trip.interests)
        // The city's list is sorted by name, so keeping the three best scores in one pass, earlier entries
        // winning ties, gives the same order as sorting by (score, name) at a fraction of the cost.
        var best: [(Recommendation, Int)] = []
        for recommendation in context.graph.recommendations(in: city) where !planned.contains(recommendation.id) {
            let score = recommendation.features.reduce(0) { $0 + (interests.contains($1) ? 1 : 0) }
            guard best.count < 3 || score > best[best.count - 1].1 else { continue }
            let position = best.firstIndex { $0.1 < score } ?? best.count
            best.insert((recommendation, score), at: position)
            if best.count > 3 { best.removeLast() }
        }
        return best.map(\.0)
    }

    /// Spending by category in the trip's currency, against the cap. Each cost in another currency is
    /// converted at the ECB reference rate of its date (a flight's departure, a stay's check-in, a
    /// visit's day); a cost whose rate is unknown is listed apart, never added in as if it were the
    /// same money.
    private func budget() -> TemplateValue {
        let formatter = context.formatter
        let days = trip.days
        var categories: [(String, [(Money, LocalDate)])] = [
            ("Flights", trip.flights.compactMap { flight in flight.price.map { ($0, flight.depart.date) } }),
            ("Stays", trip.stays.filter(\.booked).compactMap { stay in stay.total.map { ($0, stay.checkIn) } }),
            ("Visits", days.flatMap { day in day.visits.compactMap { visit in visit.cost.map { ($0, day.date) } } }),
        ]
        categories = categories.filter { !$0.1.isEmpty }
        guard !categories.isEmpty || trip.budget != nil else { return .null }
        var total = Decimal(0)
        var unconverted: [String: Decimal] = [:]
        var converted = false
        var rows: [TemplateValue] = []
        for (name, costs) in categories {
            var sum = Decimal(0)
            var foreign: [String: Decimal] = [:]
            for (money, date) in costs {
                if let amount = rates.convert(money, to: trip.currency, on: date) {
                    sum += amount.amount
                    converted = converted || money.currency != trip.currency
                } else {
                    foreign[money.currency, default: 0] += money.amount
                }
            }
            total += sum
            for (currency, amount) in foreign { unconverted[currency, default: 0] += amount }
            var parts = sum > 0 || foreign.isEmpty ? [formatter.money(Money(amount: sum, currency: trip.currency))] : []
            parts += foreign.keys.sorted().map { formatter.money(Money(amount: foreign[$0]!, currency: $0)) }
            rows.append(["category": .string(name), "amount": .string(parts.joined(separator: " + "))])
        }
        var values: [String: TemplateValue] = [
            "rows": .array(rows),
            "has_cap": .bool(false),
            "total": .string(formatter.money(Money(amount: total, currency: trip.currency))),
            "currency": .string(trip.currency),
            "converted": .bool(converted),
            "other_currencies": .array(unconverted.keys.sorted().map { .string(formatter.money(Money(amount: unconverted[$0]!, currency: $0))) }),
            "has_other_currencies": .bool(!unconverted.isEmpty),
        ]
        if let cap = trip.budget, cap.currency == trip.currency {
            values["has_cap"] = .bool(true)
            values["cap"] = .string(formatter.money(cap))
            let left = cap.amount - total
            values["over"] = .bool(left < 0)
            values["left"] = .string(formatter.money(Money(amount: left < 0 ? -left : left, currency: trip.currency)))
            let percent = cap.amount > 0 ? NSDecimalNumber(decimal: total * 100 / cap.amount).intValue : 0
            values["percent"] = .int(min(100, max(0, percent)))
        }
        return .dictionary(values)
    }

    static func weather(_ weather: DayWeather) -> TemplateValue {
        let kind: String
        switch weather.kind {
        case .forecast: kind = "Forecast"
        case .observed: kind = "Observed"
        case .climate: kind = "Typical for the date"
        }
        return [
            "kind": .string(kind), "summary": .string(weather.summary),
            "high": .string("\(Int(weather.maxTemperature.rounded())) °C"),
            "low": .string("\(Int(weather.minTemperature.rounded())) °C"),
            "precipitation": .string(String(format: "%.1f mm", locale: Locale(identifier: "en_US_POSIX"), weather.precipitation)),
        ]
    }

    static func list(_ names: [String]) -> String {
        guard names.count > 1 else { return names.first ?? "" }
        return names.dropLast().joined(separator: ", ") + " and " + names.last!
    }

    static func coordinates(_ coordinate: Coordinate) -> String {
        let lat = (coordinate.latitude * 10_000).rounded() / 10_000
        let lon = (coordinate.longitude * 10_000).rounded() / 10_000
        return "\(abs(lat))° \(lat >= 0 ? "N" : "S"), \(abs(lon))° \(lon >= 0 ? "E" : "W")"
    }
}
