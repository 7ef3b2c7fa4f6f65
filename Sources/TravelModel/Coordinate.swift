/// A point on the Earth in WGS 84 degrees, as written in content (`[lat, lon]`)
/// and as the gazetteer stores it.
public struct Coordinate: Sendable, Hashable, Codable {
    /// Degrees north of the equator, in -90...90.
    public var latitude: Double
    /// Degrees east of Greenwich, in -180...180.
    public var longitude: Double

    /// Creates a coordinate from degrees; callers validate the ranges.
    public init(latitude: Double, longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
    }
}
