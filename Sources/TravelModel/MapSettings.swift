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

    /// Creates settings; the default links to OpenStreetMap.
    public init(directions: Directions = .openStreetMap) {
        self.directions = directions
    }
}
