import SiteMaps
import SiteTheme
import TravelModel

/// "Open in map" links of one place: a `geo:` URI, which phones open in their map app, and
/// OpenStreetMap. Plain links: nothing is requested until a reader follows one.
package struct PlaceMapLinks: TemplateFields {
    let geo: String
    let geoText: String
    /// The link's accessible name, which names the place: "Open Torre de Belém in your map app".
    let geoLabel: String
    let openStreetMap: String
    let openStreetMapText: String
    let openStreetMapLabel: String

    /// Links to `coordinate`, or else a search for `query` (an address, or the name and the city); `nil` with
    /// neither.
    init?(name: String, coordinate: Coordinate?, query: String? = nil, words: ThemeStrings.MapLinks) {
        if let coordinate, case let point = MapMaker.coordinate(coordinate), point.isFinite {
            geo = MapLinks.geo(point)
            openStreetMap = MapLinks.openStreetMap(point)
        } else if let query, !query.isEmpty {
            geo = MapLinks.geo(query: query)
            openStreetMap = MapLinks.openStreetMap(query: query)
        } else {
            return nil
        }
        geoText = words.mapApp
        geoLabel = words.mapAppLabel.filling(["name": name])
        openStreetMapText = words.openStreetMap
        openStreetMapLabel = words.openStreetMapLabel.filling(["name": name])
    }
}

/// A day's "Directions" link through its visits in order, on OpenStreetMap or Google Maps as `site.yml`'s
/// `map: { directions: }` says.
package struct DirectionsLink: TemplateFields {
    let url: String
    let text: String
    /// The link's accessible name, which names the day: "Directions for Mon 20 May in OpenStreetMap".
    let label: String

    /// Directions through a day's placed visits; `nil` with fewer than two, or with more than the service
    /// routes through in one link (OpenStreetMap: two), when each visit's link from the one before stands in.
    init?(stops: [Coordinate], day: String, service: MapSettings.Directions, words: ThemeStrings.MapLinks) {
        let label = service == .google ? words.directionsGoogle : words.directionsOpenStreetMap
        self.init(stops: stops, label: label.filling(["day": day]), service: service, words: words)
    }

    /// Directions from the previous placed visit of the day to this one.
    init?(
        from previous: (name: String, location: Coordinate), to place: (name: String, location: Coordinate),
        service: MapSettings.Directions, words: ThemeStrings.MapLinks
    ) {
        let label = service == .google ? words.legDirectionsGoogle : words.legDirectionsOpenStreetMap
        self.init(
            stops: [previous.location, place.location],
            label: label.filling(["from": previous.name, "to": place.name]),
            service: service, words: words)
    }

    private init?(stops: [Coordinate], label: String, service: MapSettings.Directions, words: ThemeStrings.MapLinks) {
        let mapService: MapLinks.DirectionsService = service == .google ? .google : .openStreetMap
        guard let url = MapLinks.directions(stops.map(MapMaker.coordinate), service: mapService) else { return nil }
        self.url = url
        text = words.directions
        self.label = label
    }
}
