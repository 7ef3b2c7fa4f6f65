/// The `map:` settings of `site.yml`.
public struct MapSettings: Sendable, Hashable {
    /// Where a day's "Directions" link opens.
    public enum Directions: String, Sendable, Hashable, CaseIterable {
        /// openstreetmap.org's directions, the default.
        case openStreetMap = "openstreetmap"
        /// Google Maps' directions.
        case google
    }

    /// Where a day's "Directions" link opens.
    public var directions: Directions
    /// The URL of the map tiles of the interactive maps, with `{z}`, `{x}` and `{y}`; `nil`, the default,
    /// keeps the maps to the SVG drawn at build time, with no request to any other server.
    public var tiles: String?
    /// The credit the tile server asks for, shown on the interactive maps.
    public var attribution: String?

    /// Creates settings; the default links to OpenStreetMap and shows no tiles.
    public init(directions: Directions = .openStreetMap, tiles: String? = nil, attribution: String? = nil) {
        self.directions = directions
        self.tiles = tiles
        self.attribution = attribution
    }
}
