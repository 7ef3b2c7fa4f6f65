/// A map of a trip or a city drawn as inline SVG at build time: the land, borders and coasts around its
/// points, numbered markers that link to their detail pages, the route between them and a scale bar, with no
/// tiles, scripts or outside requests.
///
/// ```swift
/// let map = RouteMap(points: points, route: points.map(\.coordinate), title: "Lisbon in May")
/// let html = map.svg(idPrefix: "trip-map")
/// ```
public struct RouteMap: Sendable {
    /// The places drawn, in order: their numbers in the legend, and earlier markers get the first choice of
    /// position when two would overlap.
    public var points: [MapPoint]
    /// The paths travelled, each joined in order under the markers; hops longer than about 220 km
    /// are drawn along the great circle, as flight maps do.
    public var routes: [MapRoute]
    /// Written ways between places — flights, trains, buses, ferries, cars — each drawn in its style over the
    /// route; a hop of the route that a line joins is left to the line.
    public var lines: [MapLine] = []
    /// The ISO 3166-1 codes of countries shaded over the land (the countries trips visit), on maps of a region
    /// or wider.
    public var shadedCountries: Set<String> = []
    /// Other places, drawn as small dots under the markers, without numbers or links: the map covers them
    /// (a big city's recommendations listed on its other pages), and each costs a few bytes of the SVG, those
    /// that would be drawn on one spot once.
    public var dots: [MapCoordinate] = []
    /// Whether numbered markers show their names beside them where the names fit (``MapLabelLayout``): a
    /// city's map, whose places are named nowhere else on it.
    public var labelsMarkers = false
    /// The map's accessible name.
    public var title: String
    /// The map's accessible description; `nil` lists the points' labels.
    public var description: String?
    /// The words of the scale bar.
    public var words: MapWords
    /// Whether the SVG carries each point's coordinates (`data-lat-lon`) and the route's
    /// (`data-route`), for a script that draws the map again over tiles.
    public var includesCoordinates = false

    /// Creates a map.
    ///
    /// - Parameters:
    ///   - points: The places to mark and label.
    ///   - route: The coordinates of the path, in the order travelled.
    ///   - title: The accessible name of the map.
    ///   - description: A longer accessible description, or `nil` to list the points.
    ///   - words: The words of the scale bar.
    public init(
        points: [MapPoint], route: [MapCoordinate] = [], title: String, description: String? = nil,
        words: MapWords = .english
    ) {
        self.init(
            points: points, routes: route.isEmpty ? [] : [MapRoute(coordinates: route)], title: title,
            description: description, words: words)
    }

    /// Creates a map of several paths, such as one per day, each in its group's colour.
    ///
    /// - Parameters:
    ///   - points: The places to mark and label.
    ///   - routes: The paths, each in the order travelled.
    ///   - title: The accessible name of the map.
    ///   - description: A longer accessible description, or `nil` to list the points.
    ///   - words: The words of the scale bar.
    public init(
        points: [MapPoint], routes: [MapRoute], title: String, description: String? = nil,
        words: MapWords = .english
    ) {
        self.points = points
        self.routes = routes
        self.title = title
        self.description = description
        self.words = words
    }

    /// The area the map shows: every point and dot and the whole drawn route, taking longitudes the short
    /// way round. `nil` when there are no points or dots to draw.
    public var bounds: MapBounds? {
        guard points.contains(where: \.coordinate.isFinite) || dots.contains(where: \.isFinite) else { return nil }
        return MapBounds(
            enclosing: points.map(\.coordinate) + dots.filter(\.isFinite) + drawnRoute + lines.flatMap(\.drawn))
    }

    /// The projection the SVG is drawn with, or `nil` when there are no points to draw. A map of one place
    /// shows its region, wide enough for the world map's coasts and borders to say where it is; a map of
    /// several shows at least a few streets around them.
    ///
    /// A map of one place is centred on the nearest point of a grid of ``MapStyle/onePlaceGrid`` degrees, a few
    /// kilometres from the place on a map 240 km across: the places of one city share one view, whose world
    /// map is drawn once (``WorldMap/pathData(forOnePlace:)``).
    public var projection: MapProjection? { projection(isOnePlace: isOnePlace) }

    /// The projection, for a map whose legend points are known to be one place or not.
    func projection(isOnePlace: Bool) -> MapProjection? {
        guard let bounds else { return nil }
        guard isOnePlace else {
            return MapProjection(
                bounds: Self.isWide(bounds) ? Self.snapped(bounds) : bounds, width: MapStyle.width,
                minimumKilometres: MapStyle.minimumKilometres)
        }
        let grid = MapStyle.onePlaceGrid
        let latitude = ((bounds.south + bounds.north) / 2 / grid).rounded() * grid
        let longitude = ((bounds.west + bounds.east) / 2 / grid).rounded() * grid
        let centre = MapBounds(south: latitude, north: latitude, west: longitude, east: longitude)
        return MapProjection(bounds: centre, width: MapStyle.width, minimumKilometres: MapStyle.onePlaceKilometres)
    }

    /// The grid, in degrees, a wide map's edges are put on: its view is then one that other wide maps share.
    static let wideGrid = 5.0

    /// Whether `bounds` span more than ``wideGrid`` degrees each way, east–west or north–south: a map of a
    /// region or wider (a trip's whole journey), whose edges can move a few degrees and still show its places.
    static func isWide(_ bounds: MapBounds) -> Bool {
        bounds.north - bounds.south > wideGrid * 2 || bounds.east - bounds.west > wideGrid * 2
    }

    /// `bounds` grown to the nearest multiples of ``wideGrid`` degrees outside them.
    static func snapped(_ bounds: MapBounds) -> MapBounds {
        let grid = wideGrid
        func down(_ value: Double) -> Double { (value / grid).rounded(.down) * grid }
        func up(_ value: Double) -> Double { (value / grid).rounded(.up) * grid }
        return MapBounds(
            south: max(down(bounds.south), -MapBounds.latitudeLimit),
            north: min(up(bounds.north), MapBounds.latitudeLimit),
            west: down(bounds.west), east: up(bounds.east))
    }

    /// Whether the map shows one place, and so its region.
    var isOnePlace: Bool { legendPoints.count == 1 && !dots.contains(where: \.isFinite) }

    /// The routes as drawn: the finite coordinates, with great-circle samples along long hops.
    var drawnRoute: [MapCoordinate] { routes.flatMap { drawnParts(of: $0).flatMap { $0 } } }

    /// A route as drawn, in parts: a hop that one of the ``lines`` joins ends a part, the line being drawn
    /// instead.
    func drawnParts(of route: MapRoute) -> [[MapCoordinate]] {
        let stops = route.coordinates.filter(\.isFinite)
        guard let first = stops.first else { return [] }
        var parts: [[MapCoordinate]] = []
        var path = [first]
        for (start, end) in zip(stops, stops.dropFirst()) {
            if lines.contains(where: { $0.joins(start, end) }) {
                parts.append(path)
                path = [end]
            } else {
                path += GreatCircle.samples(from: start, to: end)
            }
        }
        parts.append(path)
        return parts.filter { $0.count > 1 }
    }
}
