import Foundation
import Gazetteer
import TextEscaping
import TravelModel

/// Decodes and validates a trip's front matter (SPEC §3): flights, stays, days, visits, waypoints, gallery.
struct TripDecoder {
    static let keys = [
        "title", "start", "end", "summary", "travelers", "travellers", "visibility", "token", "destination",
        "interests", "currency",
        "budget", "cover", "flights", "transport", "stays", "days", "waypoints", "publish_private_details",
        "gallery",
    ]
    static let flightKeys = [
        "from", "to", "depart", "arrive", "airline", "number", "stops", "passengers", "price", "booking",
    ]
    static let stayKeys = [
        "name", "city", "country", "address", "location", "check_in", "check_out", "stars", "guest_rating",
        "rooms_left", "guests", "price_per_night", "price", "url", "booked", "booking", "phone", "email", "image",
    ]
    static let dayKeys = ["date", "city", "country", "title", "visits"]
    static let visitKeys = ["time", "until", "rec", "place", "location", "address", "notes", "cost", "booking"]
    static let waypointKeys = ["name", "location"]

    let context: DecodingContext
    let report: FileReport
    /// The trip gives a `destination` that has an error of its own: the country a stay or a day would take from
    /// it is unknown, and not asked for again.
    private var destinationIsBroken = false
    /// Recommendation slugs named by visits, checked once every recommendation is known.
    private(set) var references: [PendingReference] = []
    /// The trip's currency, the default for its bare amounts.
    private var currency: String

    init(context: DecodingContext, report: FileReport) {
        self.context = context
        self.report = report
        self.currency = context.settings.currency
    }

    mutating func decode(_ root: YAMLNode, body: MarkdownBody, slug: Slug) -> Trip? {
        guard
            let fields = MappingReader(
                root, keys: Self.keys, what: "a trip", report: report, isForeign: Self.isForeignVisibilityKey)
        else { return nil }
        checkForeignVisibility(fields)
        let title = fields.text("title", required: true)
        let currency = readCurrency(fields)
        self.currency = currency
        let start = fields.date("start")
        let end = fields.date("end")
        let visibility = self.visibility(fields)
        let token = self.token(fields, visibility: visibility)
        let travelers = readTravelers(fields)
        let interests = fields.texts("interests", example: "[coffee, museum]")?.map { $0.0.lowercased() } ?? []
        let budget = fields.money("budget", defaultCurrency: currency)
        let cover = fields.image("cover", context: context, report: report)
        var destination = self.destination(fields)
        destinationIsBroken = destination == nil && fields.value("destination") != nil
        let decodedFlights = (fields.list("flights") ?? []).compactMap {
            flight($0, travelers: travelers.count, currency: currency)
        }
        let days = self.days(fields, destination: destination)
        if destination == nil { destination = days.first?.day.city }
        let decodedStays = (fields.list("stays") ?? []).compactMap {
            stay($0, currency: currency, defaultCountry: destination?.countryCode)
        }
        let waypoints = (fields.list("waypoints") ?? []).compactMap(waypoint)
        let photos = gallery(fields)
        let cityOn = Self.cities(of: days.map(\.day), destination: destination)
        let legs = (fields.list("transport") ?? []).compactMap {
            transportLeg($0, currency: currency, cityOn: cityOn)
        }

        // Dates: given, or taken from the days.
        let firstDay = days.map(\.day.date).min()
        let lastDay = days.map(\.day.date).max()
        guard let startDate = start?.0 ?? firstDay else {
            _ = fields.required("start", hint: "give 'start' and 'end' dates, or days with dates")
            return nil
        }
        guard let endDate = end?.0 ?? lastDay else {
            _ = fields.required("end", hint: "give 'start' and 'end' dates, or days with dates")
            return nil
        }
        if endDate < startDate, let endNode = end?.1 ?? start?.1 {
            // One wrong date is one error: the days, stays and flights are not measured against dates
            // that cannot both be right.
            report.error("the trip ends on \(endDate), before it starts on \(startDate)", at: endNode)
            checkDays(days, start: nil, end: nil)
        } else if startDate.days(until: endDate) >= ContentLimits.tripDays {
            // Every day of the trip is a day of its page: the dates alone could ask for millions.
            let endNode = end?.1 ?? days.first(where: { $0.day.date == endDate })?.dateNode ?? fields.node
            let length = startDate.days(until: endDate) + 1
            report.error(
                "the trip lasts \(length) days, from \(startDate) to \(endDate), longer than the limit of \(ContentLimits.tripDays) days for a trip",
                at: endNode, note: "check the years of 'start' and 'end'; a longer journey is written as several trips")
            checkDays(days, start: nil, end: nil)
        } else {
            checkDays(days, start: startDate, end: endDate)
            checkStays(decodedStays, start: startDate, end: endDate)
            checkFlights(decodedFlights, start: startDate, end: endDate)
            checkTransport(legs, start: startDate, end: endDate)
            checkGallery(photos, start: startDate, end: endDate)
        }

        guard let title, !report.hasErrors else { return nil }
        var trip = Trip(
            id: slug, title: title, start: startDate, end: endDate, summary: fields.text("summary"),
            travelers: travelers, visibility: visibility, token: token, destination: destination, interests: interests,
            currency: currency, budget: budget, cover: cover, flights: decodedFlights.map(\.flight),
            transport: legs.map(\.leg), stays: decodedStays.map(\.stay),
            days: days.map(\.day), waypoints: waypoints, body: body, sourcePath: report.path)
        trip.publishesPrivateDetails = fields.bool("publish_private_details")
        trip.gallery = photos.map(\.photo)
        return trip
    }

    /// Who goes, under `travelers` or, as British English and the page's label spell it, `travellers`; both
    /// at once is an error at the second.
    private func readTravelers(_ fields: MappingReader) -> [String] {
        let american = fields.value("travelers")
        let british = fields.value("travellers")
        if let american, let british {
            let second =
                (american.location.line, american.location.column) < (british.location.line, british.location.column)
                ? british : american
            report.error(
                "'travelers' and 'travellers' are one key, spelt two ways; the trip gives both", at: second,
                note: "keep one list of who goes")
            return []
        }
        let key = british == nil ? "travelers" : "travellers"
        return fields.texts(key, example: "[Ana, Tom]")?.map(\.0) ?? []
    }

    private func readCurrency(_ fields: MappingReader) -> String {
        guard let node = fields.value("currency"), let text = fields.text("currency") else {
            return context.settings.currency
        }
        let code = text.uppercased()
        guard Currencies.isKnown(code) else {
            report.error(
                "unknown currency '\(text)'\(Suggestions.didYouMean(Currencies.closest(to: code)))", at: node,
                note: "currencies are ISO 4217 codes such as EUR, USD, GBP, JPY")
            return context.settings.currency
        }
        return code
    }

    /// The trip's visibility: public when the key is absent. A value that is not one of the words is an error, and
    /// so is a key written with no value, which would otherwise pass as public: a trip is held back by what its
    /// author wrote, and a slip must not publish it.
    private func visibility(_ fields: MappingReader) -> Visibility {
        let words = Suggestions.list(Visibility.allCases.map(\.rawValue), quoted: false)
        let blank = fields.value("visibility").flatMap { $0.scalar?.trimmed.isEmpty == true ? $0 : nil }
        if let empty = fields.emptyValue("visibility") ?? blank {
            report.error(
                "'visibility' has no value; it must be \(words)", at: empty,
                note: "write 'visibility: public' for a trip everyone may see, or remove the line")
            return .private
        }
        guard let node = fields.value("visibility") else { return .public }
        guard let text = node.scalar?.trimmed else {
            report.error("'visibility' must be \(words), not \(node.kindDescription)", at: node)
            return .private
        }
        guard let visibility = Visibility(rawValue: text.lowercased()) else {
            let close = Suggestions.closest(to: text, in: Visibility.allCases.map(\.rawValue), limit: 1)
            report.error("'visibility' must be \(words), not '\(text)'\(Suggestions.didYouMean(close))", at: node)
            return .private
        }
        return visibility
    }

    /// An unlisted trip's URL carries a token so that it cannot be guessed from the slug; it is written in
    /// the file, so it stays the same from build to build and can be changed to revoke a shared link.
    private func token(_ fields: MappingReader, visibility: Visibility) -> String? {
        guard visibility == .unlisted else { return nil }
        guard let node = fields.value("token") else {
            let suggestion = UnlistedToken.random()
            if let at = fields.value("visibility") {
                report.error(
                    "an unlisted trip needs a 'token', a hard-to-guess word its URL carries", at: at,
                    note: "add a line such as: token: \(suggestion)")
            }
            return nil
        }
        guard let token = fields.text("token"), token.count >= 8,
            token.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" })
        else {
            report.error(
                "'token' must be at least 8 lower-case letters, digits or '-', not \(node.kindDescription)", at: node)
            return nil
        }
        return token
    }

    /// `destination: Lisbon, PT` or `destination: {city: Lisbon, country: PT}`.
    private func destination(_ fields: MappingReader) -> City? {
        guard let node = fields.value("destination") else { return nil }
        if case .mapping = node.kind {
            guard let inner = MappingReader(node, keys: ["city", "country"], what: "a destination", report: report)
            else { return nil }
            return FieldDecoding.city(inner, context: context, report: report, required: true)
        }
        guard let text = node.scalar, let comma = text.lastIndex(of: ",") else {
            // A city's name alone: the gazetteer's most populous cities of that name say which country to add.
            let written = node.scalar?.trimmed ?? ""
            let found = written.isEmpty ? [] : context.resolver.gazetteer.cities(named: written)
            // Cities called so first; one known by it in another language only when there is none.
            let calledSo = found.filter { TextFolding.fold($0.name) == TextFolding.fold(written) }
            var named: [String] = []
            for city in calledSo.isEmpty ? found : calledSo
            where named.count < 3 && !named.contains("\(city.name), \(city.countryCode)") {
                named.append("\(city.name), \(city.countryCode)")
            }
            report.error(
                "'destination' must be 'City, CC' such as 'Lisbon, PT', or {city: Lisbon, country: PT}, not \(node.kindDescription)",
                at: node,
                note: named.isEmpty
                    ? nil : "did you mean " + Suggestions.list(named) + "?")
            return nil
        }
        let cityName = text[..<comma].trimmed
        let countryText = text[text.index(after: comma)...].trimmed
        let countryNode = YAMLNode(
            kind: .scalar(countryText, quoted: true), location: node.location, length: node.length)
        guard let country = context.resolver.country(countryNode, key: "destination", report: report) else {
            return nil
        }
        let cityNode = YAMLNode(kind: .scalar(cityName, quoted: true), location: node.location, length: cityName.count)
        return context.resolver.city(cityNode, in: country, key: "destination", report: report)
    }

    /// The city the trip is in on a date: that of the latest day written on or before it that names one, else
    /// the destination.
    static func cities(of days: [Day], destination: City?) -> (LocalDate) -> City? {
        let known = days.compactMap { day in day.city.map { (day.date, $0) } }.sorted { $0.0 < $1.0 }
        return { date in known.last { $0.0 <= date }?.1 ?? destination }
    }

    /// A flight, with the node of its departure for warnings about its date.
    private func flight(_ node: YAMLNode, travelers: Int, currency: String) -> (flight: Flight, depart: YAMLNode)? {
        guard let fields = MappingReader(node, keys: Self.flightKeys, what: "a flight", report: report) else {
            return nil
        }
        let from = airport(fields, "from")
        let to = airport(fields, "to")
        let depart = fields.dateTime("depart", required: true)
        let arrive = fields.dateTime("arrive", required: true)
        let stops = fields.integer("stops", in: 0...Int.max) ?? 0
        let passengers = fields.integer("passengers", in: 1...Int.max) ?? max(1, travelers)
        let price = fields.money("price", defaultCurrency: currency)
        guard let from, let to, let depart, let arrive else { return nil }
        if from.airport.iata == to.airport.iata {
            report.error("the flight leaves from and lands at the same airport, \(to.airport.iata)", at: to.node)
            return nil
        }
        let flight = Flight(
            from: from.airport, to: to.airport, depart: depart.0, arrive: arrive.0, airline: fields.text("airline"),
            number: fields.text("number"), stops: stops, passengers: passengers, price: price,
            booking: fields.text("booking"))
        if let minutes = flight.durationMinutes, minutes <= 0 {
            report.error(
                "the flight arrives at \(arrive.0) \(to.airport.timeZone), before it departs at \(depart.0) \(from.airport.timeZone)",
                at: arrive.1,
                note: "'depart' is local time at \(from.airport.iata) and 'arrive' local time at \(to.airport.iata)")
            return nil
        }
        return (flight, depart.1)
    }

    private func airport(_ fields: MappingReader, _ key: String) -> (airport: Airport, node: YAMLNode)? {
        guard let node = fields.required(key) else { return nil }
        guard let code = node.scalar?.trimmed, !code.isEmpty else {
            report.error("'\(key)' must be an airport's IATA code such as LIS, not \(node.kindDescription)", at: node)
            return nil
        }
        if let airport = context.resolver.gazetteer.airport(iata: code) { return (airport, node) }
        guard code.count == 3, code.allSatisfy({ $0.isLetter }) else {
            // A name written in place of the code: the airports it names.
            let named = context.resolver.gazetteer.airports(named: code, limit: 3).map(Self.describe)
            report.error(
                "'\(key)' must be an airport's IATA code such as LIS, not '\(code)'"
                    + Suggestions.didYouMean(named, quoted: false), at: node)
            return nil
        }
        if let area = context.resolver.gazetteer.metropolitanArea(code: code) {
            let airports = area.airports.compactMap { context.resolver.gazetteer.airport(iata: $0) }.map(Self.describe)
            report.error(
                "'\(code)' is \(area.city)'s code for its \(area.airports.count) airports, not one airport's",
                at: node, note: "write the one the flight uses: " + Suggestions.list(airports, quoted: false))
            return nil
        }
        let suggestions = context.resolver.gazetteer.airportSuggestions(for: code, limit: 3).map(Self.describe)
        report.error(
            "unknown airport code '\(code)'\(Suggestions.didYouMean(suggestions, quoted: false))", at: node)
        return nil
    }

    /// `LIS (Lisbon Humberto Delgado Airport)`: the code, with the city named unless the airport's name has it.
    static func describe(_ airport: Airport) -> String {
        let name =
            airport.city.isEmpty || airport.name.localizedCaseInsensitiveContains(airport.city)
            ? airport.name : "\(airport.city) \(airport.name)"
        return "\(airport.iata) (\(name))"
    }

    /// A stay, with the nodes of its dates for warnings about them.
    private func stay(_ node: YAMLNode, currency: String, defaultCountry: String?) -> (
        stay: Stay, checkIn: YAMLNode, checkOut: YAMLNode
    )? {
        guard let fields = MappingReader(node, keys: Self.stayKeys, what: "a stay", report: report) else {
            return nil
        }
        let name = fields.text("name", required: true)
        let city = FieldDecoding.city(
            fields, context: context, report: report, required: false, defaultCountry: defaultCountry,
            countryIsUnknowable: destinationIsBroken)
        let location = fields.coordinate("location")
        let checkIn = fields.dateWithOptionalTime("check_in", required: true)
        let checkOut = fields.dateWithOptionalTime("check_out", required: true)
        let stars = fields.integer("stars", in: 1...5)
        let rating = fields.decimal("guest_rating", in: 0...10)
        let roomsLeft = fields.integer("rooms_left", in: 0...Int.max)
        let guests = fields.integer("guests", in: 1...Int.max)
        let perNight = fields.money("price_per_night", defaultCurrency: currency)
        let price = fields.money("price", defaultCurrency: currency)
        if perNight != nil, price != nil, let node = fields.value("price") {
            report.error("give either 'price_per_night' or 'price' for a stay, not both", at: node)
        }
        let url = fields.webURL("url")
        let booked = fields.bool("booked") ?? true
        let phone = fields.phone("phone")
        let email = fields.email("email")
        let image = fields.image("image", context: context, report: report)
        guard let name, let checkIn, let checkOut else { return nil }
        guard checkOut.0 > checkIn.0 else {
            report.error(
                "'check_out' (\(checkOut.0)) must be after 'check_in' (\(checkIn.0))", at: checkOut.2)
            return nil
        }
        let stay = Stay(
            name: name, city: city, address: fields.text("address"), location: location, checkIn: checkIn.0,
            checkOut: checkOut.0, stars: stars, guestRating: rating, roomsLeft: roomsLeft, guests: guests,
            pricePerNight: perNight, price: price, url: url, booked: booked, checkInTime: checkIn.1,
            checkOutTime: checkOut.1, booking: fields.text("booking"), phone: phone, email: email,
            image: image)
        return (stay, checkIn.2, checkOut.2)
    }

    /// A day, with the node of its date and of each visit's time, for errors and warnings.
    private typealias DecodedDay = (day: Day, dateNode: YAMLNode, visitTimes: [YAMLNode])

    private mutating func days(_ fields: MappingReader, destination: City?) -> [DecodedDay] {
        var result: [DecodedDay] = []
        var previousCity = destination
        for node in fields.list("days") ?? [] {
            guard let day = self.day(node, previousCity: previousCity) else { continue }
            previousCity = day.day.city ?? previousCity
            result.append(day)
        }
        return result
    }

    private mutating func day(_ node: YAMLNode, previousCity: City?) -> DecodedDay? {
        guard let fields = MappingReader(node, keys: Self.dayKeys, what: "a day", report: report) else { return nil }
        let date = fields.date("date", required: true)
        var city = previousCity
        if fields.has("city") {
            city = FieldDecoding.city(
                fields, context: context, report: report, required: false,
                defaultCountry: previousCity?.countryCode,
                countryIsUnknowable: destinationIsBroken && previousCity == nil)
        } else if fields.has("country"), let countryNode = fields.value("country") {
            report.error("a day with a 'country' needs a 'city' too", at: countryNode)
        }
        let visits = (fields.list("visits") ?? []).compactMap { visit($0) }
        guard let date else { return nil }
        return (
            Day(date: date.0, city: city, title: fields.text("title"), visits: visits.map(\.visit)), date.1,
            visits.map(\.time)
        )
    }

    private mutating func visit(_ node: YAMLNode) -> (visit: Visit, time: YAMLNode)? {
        guard let fields = MappingReader(node, keys: Self.visitKeys, what: "a visit", report: report) else {
            return nil
        }
        let time = fields.time("time", required: true)
        let until = fields.time("until")
        let cost = fields.money("cost", defaultCurrency: currency)
        let location = fields.coordinate("location")
        let target: Visit.Target?
        switch (fields.value("rec"), fields.value("place")) {
        case (let recNode?, let placeNode?):
            report.error(
                "a visit has either 'rec' or 'place', not both",
                at: placeNode.location.line > recNode.location.line ? placeNode : recNode)
            target = nil
        case (let recNode?, nil):
            if let slug = fields.text("rec") {
                references.append(
                    PendingReference(
                        kind: .recommendation, slug: slug, location: recNode.location, length: recNode.length))
                target = .recommendation(Slug(rawValue: slug))
            } else {
                target = nil
            }
            if let node = fields.value("location") {
                report.warning("'location' is ignored for a visit to a recommendation, which has its own", at: node)
            }
        case (nil, _?):
            target = fields.text("place").map { .place(name: $0, location: location, address: fields.text("address")) }
        case (nil, nil):
            report.error(
                "a visit needs 'rec' (the slug of a recommendation) or 'place' (any other place)", at: node)
            target = nil
        }
        guard let time, let target else { return nil }
        if let until, until.0 < time.0 {
            report.error("the visit ends at \(until.0), before it starts at \(time.0)", at: until.1)
            return nil
        }
        let visit = Visit(
            time: time.0, until: until?.0, target: target, notes: fields.text("notes"), cost: cost,
            booking: fields.text("booking"))
        return (visit, time.1)
    }

    private func waypoint(_ node: YAMLNode) -> Waypoint? {
        guard let fields = MappingReader(node, keys: Self.waypointKeys, what: "a waypoint", report: report) else {
            return nil
        }
        let name = fields.text("name", required: true)
        let location = fields.coordinate("location", required: true)
        guard let name, let location else { return nil }
        return Waypoint(name: name, location: location)
    }

    /// Each day within the trip (when its dates are right) and on a date of its own; visits that overlap in
    /// time are a warning.
    private func checkDays(_ days: [DecodedDay], start: LocalDate?, end: LocalDate?) {
        var seen: [LocalDate: Int] = [:]
        for (day, dateNode, visitTimes) in days {
            if let start, let end, day.date < start || day.date > end {
                report.error(
                    "the day \(day.date) is outside the trip, which runs from \(start) to \(end)", at: dateNode)
            }
            checkOverlaps(day, visitTimes)
            if let line = seen[day.date] {
                report.error("two days have the date \(day.date); the first is on line \(line)", at: dateNode)
            } else {
                seen[day.date] = dateNode.location.line
            }
        }
    }

    /// A visit that starts before the previous one (by time) ends is a warning at its time.
    private func checkOverlaps(_ day: Day, _ timeNodes: [YAMLNode]) {
        let ordered = zip(day.visits, timeNodes).sorted { $0.0.time < $1.0.time }
        var latest: (until: LocalTime, start: LocalTime)?
        for (visit, timeNode) in ordered {
            if let latest, visit.time < latest.until {
                report.warning(
                    "on \(day.date), the visit at \(visit.time) starts before the one at \(latest.start) ends (\(latest.until))",
                    at: timeNode)
            }
            if let until = visit.until, until > (latest?.until ?? visit.time) { latest = (until, visit.time) }
        }
    }

    /// A stay that starts before the trip or ends after it is a warning: one of the dates is likely wrong.
    private func checkStays(
        _ stays: [(stay: Stay, checkIn: YAMLNode, checkOut: YAMLNode)], start: LocalDate, end: LocalDate
    ) {
        for (stay, checkIn, checkOut) in stays {
            if stay.checkIn < start {
                report.warning(
                    "the stay '\(stay.name)' checks in on \(stay.checkIn), before the trip starts on \(start)",
                    at: checkIn)
            }
            if stay.checkOut > end {
                report.warning(
                    "the stay '\(stay.name)' checks out on \(stay.checkOut), after the trip ends on \(end)",
                    at: checkOut)
            }
        }
    }

    /// How far from its trip's dates a flight may depart before it looks like a typo in the year.
    static let flightSlackDays = 30

    /// A flight more than 30 days before or after the trip is a warning: most often a wrong year.
    private func checkFlights(_ flights: [(flight: Flight, depart: YAMLNode)], start: LocalDate, end: LocalDate) {
        for (flight, node) in flights
        where flight.depart.date < start.adding(days: -Self.flightSlackDays)
            || flight.depart.date > end.adding(days: Self.flightSlackDays)
        {
            report.warning(
                "the flight departs on \(flight.depart.date), more than \(Self.flightSlackDays) days from the trip's dates (\(start) to \(end)); is the year right?",
                at: node)
        }
    }
}
