import Foundation
import SiteMaps
import SitePlan
import SiteTheme
import TravelModel

/// Draws the inline SVG maps of trips, cities and recommendations; `nil` when there is nothing to place.
package struct MapMaker: Sendable {
    let graph: SiteGraph
    /// Coordinates found from addresses, for recommendations that give no location.
    var coordinates: [Slug: Coordinate] = [:]
    /// The theme's words, for the maps' titles.
    let words: ThemeStrings
    /// Whether the pages put the maps over tiles, which needs each point's coordinates in the SVG.
    var interactive = false

    package init(graph: SiteGraph, coordinates: [Slug: Coordinate], words: ThemeStrings, interactive: Bool) {
        self.graph = graph
        self.coordinates = coordinates
        self.words = words
        self.interactive = interactive
    }

    func location(of recommendation: Recommendation) -> Coordinate? {
        recommendation.location ?? coordinates[recommendation.id]
    }

    /// The map drawn with the theme's words, as the page shows it, with the key to its colour groups that
    /// `dayKey` makes from its legend.
    func view(
        _ map: RouteMap, title: String, idPrefix: String,
        dayKey: ([MapLegendEntry]) -> [MapView.DayKeyItem] = { _ in [] }
    ) -> MapView? {
        let modes = words.transportModes
        var map = map
        map.includesCoordinates = interactive
        map.words = MapWords(
            kilometres: words.maps.scaleKilometres, metres: words.maps.scaleMetres, description: words.maps.description)
        let drawing = map.drawing(idPrefix: idPrefix)
        guard !drawing.svg.isEmpty else { return nil }
        return MapView(
            title: title, svg: drawing.svg,
            legend: drawing.legend.map {
                MapView.LegendItem(
                    number: $0.number, name: $0.point.label, url: $0.point.url, kind: $0.point.kind.rawValue)
            },
            lineKey: drawing.lineKey.map { style in
                MapView.LineKeyItem(kind: style.rawValue, name: Self.name(style, modes), swatch: MapLine.swatch(style))
            }, lineKeyTitle: words.maps.lineKey, dayKey: dayKey(drawing.legend), dayKeyTitle: words.maps.dayKey)
    }

    private static func name(_ style: MapLine.Style, _ modes: ThemeStrings.TransportModes) -> String {
        switch style {
        case .flight: modes.flight
        case .train: modes.train
        case .bus: modes.bus
        case .ferry: modes.ferry
        case .car: modes.car
        case .taxi: modes.taxi
        case .other: modes.other
        }
    }

    static func coordinate(_ coordinate: Coordinate) -> MapCoordinate {
        MapCoordinate(latitude: coordinate.latitude, longitude: coordinate.longitude)
    }

    /// A trip's maps: the whole journey when its flights come from afar, an overview of the cities it visits
    /// (with nearby airports and waypoints), then one map per city of the places visited there, numbered in the
    /// order of the days, each day in its colour. One map of everything would be unreadable: an ocean crossing
    /// squeezes a whole city's visits into one spot. Each photo of the gallery with a place is marked on the map
    /// of the city it was taken in, or on the overview when it is near none.
    func trip(_ trip: Trip, from file: String, formatter: SiteFormatter, photos: TripPhotos? = nil) -> [MapView] {
        let days = trip.days.sorted { $0.date < $1.date }
        var cities: [City] = []
        for day in days { if let city = day.city, !cities.contains(city) { cities.append(city) } }
        if cities.isEmpty, let destination = trip.destination { cities = [destination] }
        var maps: [MapView] = []
        if let journey = journey(of: trip, cities: cities, days: days) { maps.append(journey) }
        let marks = (photos?.photos ?? []).compactMap { photo -> (point: MapPoint, city: City?)? in
            guard let location = photo.location else { return nil }
            let point = MapPoint(
                label: photo.photo.caption ?? words.photoNumber.filling(["n": String(photo.number)]),
                coordinate: Self.coordinate(location), url: "#\(photo.anchor)", kind: .photo)
            return (point, cities.first { $0.coordinate.kilometres(to: location) <= Self.cityRadius })
        }
        let overview = overview(
            of: trip, cities: cities, days: days, from: file, photos: marks.filter { $0.city == nil }.map(\.point))
        if let overview { maps.append(overview) }
        for (index, city) in cities.enumerated() {
            if let map = cityMap(
                city, of: trip, days: days, from: file, formatter: formatter, index: index,
                photos: marks.filter { $0.city == city }.map(\.point))
            {
                maps.append(map)
            }
        }
        return maps
    }

    /// How far from every city of the trip an airport is to be drawn on the journey map rather than the
    /// overview, in kilometres.
    static let overviewReach = 400.0

    /// Whether `coordinate` is within `kilometres` of one of `cities`.
    private static func isNear(_ coordinate: Coordinate, _ cities: [City], _ kilometres: Double) -> Bool {
        cities.contains { $0.coordinate.kilometres(to: coordinate) <= kilometres }
    }

    /// The whole journey, when a flight leaves from or lands at an airport far from the trip's cities (the
    /// travellers' home): those airports and the cities, the flights along their great circles, the legs.
    /// Airports near the cities are left to the overview: at this scale they would sit on their cities.
    private func journey(of trip: Trip, cities: [City], days: [Day]) -> MapView? {
        var points: [MapPoint] = []
        var airports = Set<String>()
        var route: [MapCoordinate] = []
        for flight in trip.flights.sorted(by: { $0.depart < $1.depart }) {
            for airport in [flight.from, flight.to] where !Self.isNear(airport.coordinate, cities, Self.overviewReach) {
                if airports.insert(airport.iata).inserted {
                    points.append(
                        MapPoint(
                            label: airport.iata, coordinate: Self.coordinate(airport.coordinate),
                            url: "#flights-heading", kind: .airport))
                }
            }
        }
        guard !points.isEmpty else { return nil }
        for city in cities {
            let firstDay = days.first { $0.city == city }
            points.append(
                MapPoint(
                    label: city.name, coordinate: Self.coordinate(city.coordinate),
                    url: firstDay.map { "#day-\($0.date)" }, kind: .city))
            route.append(Self.coordinate(city.coordinate))
        }
        var map = RouteMap(points: points, route: route, title: words.maps.journeyOfTrip.filling(["trip": trip.title]))
        map.lines = Self.lines(of: trip, near: { _ in true })
        return view(map, title: words.maps.journey, idPrefix: "trip-journey-map")
    }

    /// The overview: cities, airports within reach of them, waypoints, visits far from their day's city.
    private func overview(
        of trip: Trip, cities: [City], days: [Day], from file: String, photos: [MapPoint]
    ) -> MapView? {
        func near(_ coordinate: Coordinate) -> Bool { Self.isNear(coordinate, cities, Self.overviewReach) }
        var overview: [MapPoint] = cities.map { city in
            let firstDay = days.first { $0.city == city }
            return MapPoint(
                label: city.name, coordinate: Self.coordinate(city.coordinate),
                url: firstDay.map { "#day-\($0.date)" }, kind: .city)
        }
        var airports = Set<String>()
        for flight in trip.flights.sorted(by: { $0.depart < $1.depart }) {
            for airport in [flight.from, flight.to]
            where near(airport.coordinate) && airports.insert(airport.iata).inserted {
                overview.append(
                    MapPoint(
                        label: airport.iata, coordinate: Self.coordinate(airport.coordinate), url: "#flights-heading",
                        kind: .airport))
            }
        }
        for waypoint in trip.waypoints {
            overview.append(
                MapPoint(
                    label: waypoint.name, coordinate: Self.coordinate(waypoint.location), url: "#waypoints-heading",
                    kind: .waypoint))
        }
        // Visits far from their day's city (a day trip, a train's departure) belong on the overview.
        for day in days {
            for visit in day.visits.sorted(by: { $0.time < $1.time }) {
                guard let (name, location, url) = located(visit, day: day, from: file) else { continue }
                if let city = day.city, city.coordinate.kilometres(to: location) <= Self.cityRadius { continue }
                overview.append(MapPoint(label: name, coordinate: Self.coordinate(location), url: url, kind: .visit))
            }
        }
        overview += photos
        guard overview.count > 1 else { return nil }
        let route = cities.map { Self.coordinate($0.coordinate) }
        var map = RouteMap(points: overview, route: route, title: words.maps.trip.filling(["trip": trip.title]))
        map.lines = Self.lines(of: trip, near: near)
        return view(map, title: words.maps.overview, idPrefix: "trip-map")
    }

    /// A city's map on a trip: the visits there, each day's in its colour and joined by its own route, numbered
    /// in the order of the days, then the stays; with the key of its days.
    private func cityMap(
        _ city: City, of trip: Trip, days: [Day], from file: String, formatter: SiteFormatter, index: Int,
        photos: [MapPoint]
    ) -> MapView? {
        var points: [MapPoint] = []
        var routes: [MapRoute] = []
        var drawnDays: [(day: Day, group: Int)] = []
        for day in days where day.city == city {
            let group = drawnDays.count
            var route: [MapCoordinate] = []
            for visit in day.visits.sorted(by: { $0.time < $1.time }) {
                guard let (name, location, url) = located(visit, day: day, from: file),
                    city.coordinate.kilometres(to: location) <= Self.cityRadius
                else { continue }
                route.append(Self.coordinate(location))
                points.append(
                    MapPoint(label: name, coordinate: Self.coordinate(location), url: url, kind: .visit, group: group))
            }
            guard !route.isEmpty else { continue }
            drawnDays.append((day, group))
            routes.append(MapRoute(coordinates: route, group: group))
        }
        for stay in trip.stays where stay.booked && stay.city == city {
            guard let location = stay.location, city.coordinate.kilometres(to: location) <= Self.cityRadius else {
                continue
            }
            points.append(
                MapPoint(label: stay.name, coordinate: Self.coordinate(location), url: "#stays-heading", kind: .stay))
        }
        points += photos
        guard !points.isEmpty else { return nil }
        let map = RouteMap(
            points: points, routes: routes,
            title: words.maps.cityOnTrip.filling(["city": city.name, "trip": trip.title]))
        return view(map, title: city.name, idPrefix: "trip-map-\(index + 1)") { legend in
            drawnDays.compactMap { day, group -> MapView.DayKeyItem? in
                let numbers = legend.filter { $0.point.group == group }.map(\.number)
                guard !numbers.isEmpty else { return nil }
                let number = trip.start.days(until: day.date) + 1
                return MapView.DayKeyItem(
                    label: words.dayNumber.filling(["n": String(number)]), heading: formatter.dayHeading(day.date),
                    url: "#day-\(number)", markers: Self.numberList(numbers), swatch: MapRoute.swatch(group: group))
            }
        }
    }

    /// `1–3`, `4, 6, 7`, `1–3, 5`: the numbers in order, runs of three or more as ranges.
    static func numberList(_ numbers: [Int]) -> String {
        var parts: [String] = []
        var index = 0
        while index < numbers.count {
            var end = index
            while end + 1 < numbers.count && numbers[end + 1] == numbers[end] + 1 { end += 1 }
            if end - index >= 2 {
                parts.append("\(numbers[index])–\(numbers[end])")
                index = end + 1
            } else {
                parts.append(String(numbers[index]))
                index += 1
            }
        }
        return parts.joined(separator: ", ")
    }

    /// The trip's written ways for the overview: its flights between airports near its cities, and its legs
    /// whose two ends are placed (by their `location`, else their own city's).
    static func lines(of trip: Trip, near: (Coordinate) -> Bool) -> [MapLine] {
        var lines: [MapLine] = []
        for flight in trip.flights where near(flight.from.coordinate) && near(flight.to.coordinate) {
            lines.append(
                MapLine(from: coordinate(flight.from.coordinate), to: coordinate(flight.to.coordinate), style: .flight))
        }
        for leg in trip.transport {
            guard let from = leg.from.location ?? leg.from.city?.coordinate,
                let to = leg.to.location ?? leg.to.city?.coordinate
            else { continue }
            let style = MapLine.Style(rawValue: leg.mode.rawValue) ?? .other
            lines.append(MapLine(from: coordinate(from), to: coordinate(to), style: style))
        }
        return lines
    }

    private func located(_ visit: Visit, day: Day, from file: String) -> (String, Coordinate, String)? {
        switch visit.target {
        case .recommendation(let slug):
            guard let recommendation = graph.recommendations[slug], let location = location(of: recommendation) else {
                return nil
            }
            return (
                recommendation.name, location,
                SitePaths.link(from: file, toPage: SitePaths.recommendation(recommendation))
            )
        case .place(let name, let location, _):
            return location.map { (name, $0, "#day-\(day.date)") }
        }
    }

    /// How far from a city's centre a place is still drawn on the city's map, in kilometres.
    static let cityRadius = 15.0

    /// A city's recommendations, each linking to its page; the city itself when it has none with a location,
    /// and then `showsRecommendations` is false.
    ///
    /// - Parameter shown: the positions in ``SiteGraph/recommendationsBySlug`` of those the page lists, which
    ///   the map numbers and links; the city's others are dots under them, so the map covers the whole city
    ///   in bytes that the page's list bounds. Nil numbers every one.
    func city(_ city: City, showing shown: [Int32]? = nil, from file: String) -> (
        map: MapView, showsRecommendations: Bool
    )? {
        let all = graph.recommendationsBySlug
        let listed = shown ?? graph.recommendationPositions(in: city)
        var points = listed.compactMap { position -> MapPoint? in
            let recommendation = all[Int(position)]
            return location(of: recommendation).map {
                MapPoint(
                    label: recommendation.name, coordinate: Self.coordinate($0),
                    url: SitePaths.link(from: file, toPage: SitePaths.recommendation(recommendation)),
                    kind: .recommendation)
            }
        }
        var others: [MapCoordinate] = []
        if let shown {
            let listedHere = Set(shown)
            others = graph.recommendationPositions(in: city).compactMap { position in
                listedHere.contains(position) ? nil : location(of: all[Int(position)]).map(Self.coordinate)
            }
        }
        let showsRecommendations = !points.isEmpty || !others.isEmpty
        if !showsRecommendations {
            points = [MapPoint(label: city.name, coordinate: Self.coordinate(city.coordinate), kind: .city)]
        }
        let title = words.maps.city.filling(["city": city.name])
        // A map of dots alone names no place: its title describes it.
        var map = RouteMap(points: points, title: title, description: points.isEmpty ? title : nil)
        map.dots = others
        map.labelsMarkers = true
        return view(map, title: title, idPrefix: "city-map").map { ($0, showsRecommendations) }
    }

    /// One recommendation's point.
    func recommendation(_ recommendation: Recommendation, from file: String) -> String? {
        guard let location = location(of: recommendation) else { return nil }
        let point = MapPoint(label: recommendation.name, coordinate: Self.coordinate(location), kind: .recommendation)
        let title = words.maps.place.filling(["name": recommendation.name, "city": recommendation.city.name])
        return view(RouteMap(points: [point], title: title), title: title, idPrefix: "place-map")?.svg
    }
}
