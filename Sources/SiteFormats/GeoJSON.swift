import TextEscaping
import TravelModel

/// The `route.geojson` of a trip: an RFC 7946 FeatureCollection of every located point, and the route
/// joining them.
public enum GeoJSON {
    /// The trip's points and route as GeoJSON text, one feature a line.
    ///
    /// Features come in a fixed order: the route first, so map viewers draw the points above it, then a
    /// LineString for each leg by train, bus, ferry, car or taxi whose two ends are located (its `kind` is
    /// `leg`, its `mode` the leg's, its `depart` and `arrive` its local times), then the airports (each once, in flight order), the booked stays, the visits (day by day, as written) and
    /// the waypoints. Shortlisted stays are left out: the trip may never go there. The route is a
    /// LineString through the flights' airports, the legs' located ends and the visits in date and time order, written only
    /// when it has two or more distinct positions.
    /// - Parameters:
    ///   - trip: The trip.
    ///   - recommendations: The site's recommendations by slug, to place visits to them.
    ///   - url: The link for a point, written as its `url` property, or `nil` for none.
    public static func route(
        for trip: Trip, recommendations: some RecommendationLookup, url: (GeoJSONPoint) -> String?
    ) -> String {
        var points: [GeoJSONPoint] = []
        var stops: [(time: LocalDateTime, coordinate: Coordinate)] = []
        var counts: [GeoJSONPoint.Kind: Int] = [:]

        func add(
            _ kind: GeoJSONPoint.Kind, _ name: String, _ coordinate: Coordinate, date: LocalDate?,
            airportCode: String? = nil, recommendation: Slug? = nil
        ) {
            let index = counts[kind, default: 0] + 1
            counts[kind] = index
            points.append(
                GeoJSONPoint(
                    kind: kind, name: name, coordinate: coordinate, date: date, airportCode: airportCode,
                    recommendation: recommendation, index: index))
        }

        var airportsSeen: Set<String> = []
        for flight in trip.flights {
            for (airport, time) in [(flight.from, flight.depart), (flight.to, flight.arrive)]
            where DegreesText.isValid(airport.coordinate) {
                stops.append((time, airport.coordinate))
                if airportsSeen.insert(airport.iata).inserted {
                    add(.airport, airport.name, airport.coordinate, date: time.date, airportCode: airport.iata)
                }
            }
        }
        for leg in trip.transport {
            for (end, time) in [(leg.from, leg.depart), (leg.to, leg.arrive)] {
                if let location = end.location, DegreesText.isValid(location) { stops.append((time, location)) }
            }
        }
        for stay in trip.stays where stay.booked {
            guard let location = stay.location, DegreesText.isValid(location) else { continue }
            add(.stay, stay.name, location, date: stay.checkIn)
        }
        for day in trip.days {
            for visit in day.visits {
                let place = VisitPlace(visit.target, recommendations: recommendations)
                guard let location = place.location, DegreesText.isValid(location) else { continue }
                stops.append((LocalDateTime(date: day.date, time: visit.time), location))
                add(.visit, place.name, location, date: day.date, recommendation: place.recommendation)
            }
        }
        for waypoint in trip.waypoints where DegreesText.isValid(waypoint.location) {
            add(.waypoint, waypoint.name, waypoint.location, date: nil)
        }

        // Written into one text as it goes: a large site writes a route file for each of its trips.
        var text = "{\"type\":\"FeatureCollection\",\"features\":["
        text.reserveCapacity(192 * (points.count + 1))
        var isFirst = true
        func addFeature(_ geometry: String, coordinates: String, properties: [(String, String)]) {
            text += isFirst ? "\n" : ",\n"
            isFirst = false
            text += "{\"type\":\"Feature\",\"geometry\":{\"type\":\"" + geometry + "\",\"coordinates\":"
            text += coordinates + "},\"properties\":{"
            for (index, (name, value)) in properties.enumerated() {
                if index > 0 { text += "," }
                text += JSONText.quote(name) + ":" + JSONText.quote(value)
            }
            text += "}}"
        }
        if let line = routeLine(stops) {
            addFeature(
                "LineString", coordinates: "[" + line + "]", properties: [("name", trip.title), ("kind", "route")])
        }
        for leg in trip.transport {
            guard let from = leg.from.location, let to = leg.to.location, DegreesText.isValid(from),
                DegreesText.isValid(to)
            else { continue }
            addFeature(
                "LineString", coordinates: "[" + position(from) + "," + position(to) + "]",
                properties: [
                    ("name", "\(leg.from.name) → \(leg.to.name)"), ("kind", "leg"), ("mode", leg.mode.rawValue),
                    ("depart", leg.depart.description), ("arrive", leg.arrive.description),
                ])
        }
        for point in points {
            var properties = [("name", point.name), ("kind", point.kind.rawValue)]
            if let date = point.date { properties.append(("date", date.description)) }
            if let link = url(point) { properties.append(("url", link)) }
            addFeature("Point", coordinates: position(point.coordinate), properties: properties)
        }
        return text + (isFirst ? "]}\n" : "\n]}\n")
    }

    /// The route's positions in time order, or `nil` when fewer than two distinct ones remain. Local
    /// times of different zones are compared as written: close enough to order a trip's legs.
    static func routeLine(_ stops: [(time: LocalDateTime, coordinate: Coordinate)]) -> String? {
        // A stable sort, so stops at the same minute keep the order they were written in.
        let ordered = stops.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
        var positions: [String] = []
        for stop in ordered {
            let text = position(stop.element.coordinate)
            // Landing at an airport and leaving it again later is one place on the line, not two.
            if positions.last != text { positions.append(text) }
        }
        return positions.count >= 2 ? positions.joined(separator: ",") : nil
    }

    /// `[longitude,latitude]`: RFC 7946 puts longitude first, unlike the content files.
    static func position(_ coordinate: Coordinate) -> String {
        "[\(DegreesText.format(coordinate.longitude)),\(DegreesText.format(coordinate.latitude))]"
    }
}
