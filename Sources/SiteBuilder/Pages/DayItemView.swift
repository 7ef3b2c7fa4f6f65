import TravelModel

/// One item of a day's timeline on the trip page: a flight, a check-in or check-out, or a visit.
struct DayItemView: Encodable, Sendable {
    /// `flight`, `departure`, `arrival`, `check-in`, `check-out` or `visit`.
    let kind: String
    /// The local time, `22:00`; null for a check-in or check-out without one.
    let time: String?
    /// A flight's local UTC offset at that time, `GMT−4`; a visit's zone is its own.
    let zone: String?
    /// What happens, `Flight JFK → LIS`; null for a visit, whose `visit` says it.
    let title: String?
    /// A flight's carrier and when it lands or left: `TAP Air Portugal TP 210 · lands Fri, Apr 9, 09:30`.
    let detail: String?
    /// The visit, for a visit.
    let visit: VisitView?

    private init(kind: String, time: String?, zone: String?, title: String?, detail: String?, visit: VisitView?) {
        self.kind = kind
        self.time = time
        self.zone = zone
        self.title = title
        self.detail = detail
        self.visit = visit
    }

    /// A visit, as the day's list of visits shows it.
    init(visit: VisitView) {
        self.init(kind: "visit", time: nil, zone: nil, title: nil, detail: nil, visit: visit)
    }

    /// A flight, a check-in or a check-out; nil for a visit, which is made from its ``VisitView`` (that knows
    /// the way from the day's previous place).
    init?(_ item: DayPlan.Item, context: PageContext) {
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
        case .visit:
            return nil
        }
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
struct NightView: Encodable, Sendable {
    /// `stay`, `plane` or `unknown`.
    let kind: String
    /// The stay's name, `On the plane to Lisbon`, or `No stay booked`.
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
        case .unknown:
            kind = "unknown"
            text = words.noStay
            address = nil
        }
    }
}

extension DayItemView: TemplateFields {
    func add(to fields: inout TemplateFieldList) {
        fields.add("kind", kind)
        fields.add("time", time)
        fields.add("zone", zone)
        fields.add("title", title)
        fields.add("detail", detail)
        fields.add("visit", visit)
    }
}

extension NightView: TemplateFields {
    func add(to fields: inout TemplateFieldList) {
        fields.add("kind", kind)
        fields.add("text", text)
        fields.add("address", address)
    }
}
