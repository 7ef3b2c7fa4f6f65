import Markdown
import SitePlan
import SiteTheme
import TravelModel

/// One item of a day's timeline on the trip page: a flight, a leg by train, bus, ferry, car or taxi, a
/// check-in or check-out, or a visit.
package struct DayItemView: TemplateFields {
    /// `flight`, `departure`, `arrival`, `check-in`, `check-out` or `visit`; for a leg, `leg leg--<mode>`
    /// (`leg leg--train`), with `leg--departure` or `leg--arrival` added for the part of a leg over midnight.
    let kind: String
    /// The local time, `22:00`; null for a check-in or check-out without one.
    let time: String?
    /// A flight's or leg's local UTC offset at that time, `GMT−4`; a visit's zone is its own.
    let zone: String?
    /// What happens, `Flight JFK → LIS`, `Train Lisboa Santa Apolónia → Porto Campanhã`; null for a visit,
    /// whose `visit` says it.
    let title: String?
    /// A flight's or leg's carrier and when it lands or left: `TAP Air Portugal TP 210 · lands Fri, Apr 9,
    /// 09:30`; a leg's seat and booking: `CP Alfa Pendular 123 · seat car 4, 52 · arrives 12:04`.
    let detail: String?
    /// A leg's notes, as HTML from Markdown.
    let notesHtml: String?
    /// The visit, for a visit.
    let visit: VisitView?

    private init(
        kind: String, time: String?, zone: String?, title: String?, detail: String?, notesHtml: String? = nil,
        visit: VisitView?
    ) {
        self.kind = kind
        self.time = time
        self.zone = zone
        self.title = title
        self.detail = detail
        self.notesHtml = notesHtml
        self.visit = visit
    }

    /// A visit, as the day's list of visits shows it.
    init(visit: VisitView) {
        self.init(kind: "visit", time: nil, zone: nil, title: nil, detail: nil, visit: visit)
    }

    /// A flight, a check-in or a check-out; nil for a visit, which is made from its ``VisitView`` (that knows
    /// the way from the day's previous place).
    init?(_ item: DayPlan.Item, context: PageContext, renderMarkdown: (String) -> RenderedMarkdown) {
        let formatter = context.formatter
        let words = context.words.timeline
        let time = item.time.map(formatter.time)
        switch item {
        case .flight(let flight), .departure(let flight):
            let title = words.flight.filling(["from": flight.from.iata, "to": flight.to.iata])
            let lands: String
            if case .flight = item {
                let zone = Self.zone(flight.to, at: flight.arrive, formatter)
                lands = words.lands.filling(["time": formatter.time(flight.arrive.time) + " " + zone])
            } else {
                lands = words.lands.filling(["time": formatter.dateTime(flight.arrive)])
            }
            self.init(
                kind: item.isOvernight ? "departure" : "flight", time: time,
                zone: Self.zone(flight.from, at: flight.depart, formatter), title: title,
                detail: (Self.carrier(flight) + [lands]).joined(separator: " · "), visit: nil)
        case .arrival(let flight):
            let title = words.arrival.filling(["city": flight.to.city, "code": flight.to.iata])
            let left = words.left.filling(["from": flight.from.iata, "time": formatter.dateTime(flight.depart)])
            self.init(
                kind: "arrival", time: time, zone: Self.zone(flight.to, at: flight.arrive, formatter), title: title,
                detail: (Self.carrier(flight) + [left]).joined(separator: " · "), visit: nil)
        case .checkIn(let stay):
            self.init(
                kind: "check-in", time: time, zone: nil, title: words.checkIn.filling(["name": stay.name]),
                detail: nil, visit: nil)
        case .checkOut(let stay):
            self.init(
                kind: "check-out", time: time, zone: nil, title: words.checkOut.filling(["name": stay.name]),
                detail: nil, visit: nil)
        case .leg(let leg, let part):
            self.init(leg, part, context: context, renderMarkdown: renderMarkdown)
        case .visit:
            return nil
        }
    }

    /// A leg, or the part of it on one date: a car's pick-up and drop-off, a train's departure and arrival.
    private init(
        _ leg: TransportLeg, _ part: DayPlan.LegPart, context: PageContext,
        renderMarkdown: (String) -> RenderedMarkdown
    ) {
        let formatter = context.formatter
        let words = context.words.timeline
        let mode = context.words.transportModes.name(leg.mode)
        let arrives = part == .whole ? formatter.time(leg.arrive.time) : formatter.dateTime(leg.arrive)
        let departed = formatter.dateTime(leg.depart)
        let title: String
        var details = Self.carrier(leg)
        switch (part, leg.isRental) {
        case (.arrival, true):
            title = words.dropOff.filling(["place": leg.to.name])
            details.append(words.pickedUp.filling(["place": leg.from.name, "time": departed]))
        case (_, true):
            title = words.pickUp.filling(["place": leg.from.name])
            details.append(words.dropsOff.filling(["place": leg.to.name, "time": arrives]))
        case (.arrival, false):
            title = words.legArrival.filling(["mode": mode, "from": leg.from.name, "to": leg.to.name])
            details.append(words.left.filling(["from": leg.from.name, "time": departed]))
        case (_, false):
            title = words.leg.filling(["mode": mode, "from": leg.from.name, "to": leg.to.name])
            // The arrival's offset, when it differs from the departure's, which the item shows.
            let offsets = (
                leg.from.timeZone.map { Self.zone($0, at: leg.depart, formatter) },
                leg.to.timeZone.map { Self.zone($0, at: leg.arrive, formatter) }
            )
            let zone = part == .whole && offsets.1 != offsets.0 ? offsets.1.map { " " + $0 } : nil
            details.append(words.arrives.filling(["time": arrives + (zone ?? "")]))
        }
        if let seat = leg.seat { details.append(words.seat.filling(["seat": seat])) }
        if let booking = leg.booking { details.append(words.booking.filling(["code": booking])) }
        let end = part == .arrival ? (leg.to, leg.arrive) : (leg.from, leg.depart)
        let suffix =
            leg.isRental ? "" : part == .arrival ? " leg--arrival" : part == .departure ? " leg--departure" : ""
        self.init(
            kind: "leg leg--\(leg.mode.rawValue)" + suffix, time: formatter.time(end.1.time),
            zone: end.0.timeZone.map { Self.zone($0, at: end.1, formatter) }, title: title,
            detail: details.joined(separator: " · "), notesHtml: leg.notes.map { renderMarkdown($0).html }, visit: nil)
    }

    /// `CP Alfa Pendular 123`, or nothing when the leg names neither.
    private static func carrier(_ leg: TransportLeg) -> [String] {
        let text = [leg.operator, leg.number].compactMap { $0 }.joined(separator: " ")
        return text.isEmpty ? [] : [text]
    }

    /// A zone's UTC offset at a local time there.
    private static func zone(_ identifier: String, at time: LocalDateTime, _ formatter: SiteFormatter) -> String {
        formatter.zoneOffset(identifier, at: formatter.instant(time, inZone: identifier))
    }

    /// `TAP Air Portugal TP 210`, or nothing when the flight names neither.
    private static func carrier(_ flight: Flight) -> [String] {
        let text = [flight.airline, flight.number].compactMap { $0 }.joined(separator: " ")
        return text.isEmpty ? [] : [text]
    }

    /// The airport's UTC offset at a local time there.
    private static func zone(_ airport: Airport, at time: LocalDateTime, _ formatter: SiteFormatter) -> String {
        formatter.zoneOffset(airport.timeZone, at: formatter.instant(time, inZone: airport.timeZone))
    }
}

extension DayPlan.Item {
    /// A flight that lands on a later date than it leaves.
    fileprivate var isOvernight: Bool {
        if case .departure = self { return true }
        return false
    }
}

/// Where the night after a day is spent: the stay, the plane, or neither known.
package struct NightView: TemplateFields {
    /// `stay`, `plane`, `leg` (a night train, bus or ferry) or `unknown`.
    let kind: String
    /// The stay's name, `On the plane to Lisbon`, `On the night train to Wien Hauptbahnhof`, or `No stay booked`.
    let text: String
    /// The stay's address.
    let address: String?

    init(_ night: DayPlan.Night, context: PageContext) {
        let words = context.words.timeline
        switch night {
        case .stay(let stay):
            kind = "stay"
            text = stay.name
            address = stay.address
        case .plane(let flight):
            kind = "plane"
            text = words.onThePlane.filling(["city": flight.to.city])
            address = nil
        case .leg(let leg):
            kind = "leg"
            let mode = context.words.transportModes.name(leg.mode).lowercased()
            text = words.onTheNightLeg.filling(["mode": mode, "place": leg.to.name])
            address = nil
        case .unknown:
            kind = "unknown"
            text = words.noStay
            address = nil
        }
    }
}
