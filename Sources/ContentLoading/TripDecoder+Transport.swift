import TravelModel

/// A trip's `transport:` legs: trains, buses, ferries, rental cars and taxis.
extension TripDecoder {
    static let transportKeys = [
        "mode", "from", "to", "depart", "arrive", "operator", "number", "seat", "booking", "price", "notes",
    ]
    static let legEndKeys = ["name", "location", "address", "city", "country"]

    /// A leg, with the nodes of its times for errors about its dates.
    typealias DecodedLeg = (leg: TransportLeg, depart: YAMLNode, arrive: YAMLNode)

    /// A leg of `transport:`.
    /// - Parameter cityOn: the city the trip is in on a date, whose zone an end without its own `city` takes.
    func transportLeg(_ node: YAMLNode, currency: String, cityOn: (LocalDate) -> City?) -> DecodedLeg? {
        guard let fields = MappingReader(node, keys: Self.transportKeys, what: "a transport leg", report: report)
        else { return nil }
        let mode = self.mode(fields)
        let depart = fields.dateTime("depart", required: true)
        let arrive = fields.dateTime("arrive", required: true)
        let from = legEnd(fields, "from", on: depart?.0.date, cityOn: cityOn)
        let to = legEnd(fields, "to", on: arrive?.0.date, cityOn: cityOn)
        let price = fields.money("price", defaultCurrency: currency)
        guard let mode, let from, let to, let depart, let arrive else { return nil }
        let leg = TransportLeg(
            mode: mode, from: from, to: to, depart: depart.0, arrive: arrive.0, operator: fields.text("operator"),
            number: fields.text("number"), seat: fields.text("seat"), booking: fields.text("booking"), price: price,
            notes: fields.text("notes"))
        if let minutes = leg.durationMinutes, minutes <= 0 {
            let zones = (from.timeZone.map { " \($0)" } ?? "", to.timeZone.map { " \($0)" } ?? "")
            report.error(
                "the \(mode.rawValue) arrives at \(arrive.0)\(zones.1), before it departs at \(depart.0)\(zones.0)",
                at: arrive.1,
                note: "'depart' is local time at '\(from.name)' and 'arrive' local time at '\(to.name)'")
            return nil
        }
        return (leg, depart.1, arrive.1)
    }

    private func mode(_ fields: MappingReader) -> TransportLeg.Mode? {
        guard let node = fields.required("mode") else { return nil }
        let words = TransportLeg.Mode.allCases.map(\.rawValue)
        guard let text = node.scalar?.trimmed.lowercased(), let mode = TransportLeg.Mode(rawValue: text) else {
            let written = node.scalar.map { "'\($0.trimmed)'" } ?? node.kindDescription
            let close = node.scalar.map { Suggestions.closest(to: $0.trimmed.lowercased(), in: words, limit: 2) } ?? []
            report.error(
                "unknown mode \(written)\(Suggestions.didYouMean(close))", at: node,
                note: "a leg's mode is \(Suggestions.list(words, quoted: false))")
            return nil
        }
        return mode
    }

    /// `from: Porto Campanhã`, or `from: {name: Porto Campanhã, location: [41.1486, -8.5856], city: Porto}`.
    private func legEnd(
        _ fields: MappingReader, _ key: String, on date: LocalDate?, cityOn: (LocalDate) -> City?
    ) -> TransportLeg.End? {
        guard let node = fields.required(key) else { return nil }
        let zone = date.flatMap(cityOn)?.timeZone
        if let text = node.scalar {
            guard !text.trimmed.isEmpty else {
                report.error("'\(key)' must not be empty", at: node)
                return nil
            }
            return TransportLeg.End(name: text.trimmed, timeZone: zone)
        }
        guard case .mapping = node.kind else {
            report.error(
                "'\(key)' must be a place's name, or {name, location, address, city}, not \(node.kindDescription)",
                at: node)
            return nil
        }
        guard let end = MappingReader(node, keys: Self.legEndKeys, what: "an end of a leg", report: report) else {
            return nil
        }
        let name = end.text("name", required: true)
        let location = end.coordinate("location")
        let city = FieldDecoding.city(
            end, context: context, report: report, required: false, defaultCountry: date.flatMap(cityOn)?.countryCode)
        guard let name else { return nil }
        return TransportLeg.End(
            name: name, location: location, address: end.text("address"), city: city, timeZone: city?.timeZone ?? zone)
    }

    /// A leg that leaves before the trip starts or arrives after it ends is an error: the trip's page has no
    /// day to show it on.
    func checkTransport(_ legs: [DecodedLeg], start: LocalDate, end: LocalDate) {
        for (leg, depart, arrive) in legs {
            if leg.depart.date < start {
                report.error(
                    "the \(leg.mode.rawValue) departs on \(leg.depart.date), before the trip starts on \(start)",
                    at: depart)
            } else if leg.arrive.date > end {
                report.error(
                    "the \(leg.mode.rawValue) arrives on \(leg.arrive.date), after the trip ends on \(end)", at: arrive)
            }
        }
    }
}
