/// A position on the Earth in degrees (WGS 84).
///
/// The maps target keeps its own coordinate type so it depends on nothing else; callers convert
/// from the travel model's coordinate when they build a ``RouteMap``.
public struct MapCoordinate: Sendable, Hashable {
    /// Degrees north of the equator, from -90 to 90.
    public var latitude: Double
    /// Degrees east of Greenwich; any value is accepted and normalised when projected.
    public var longitude: Double

    /// Creates a coordinate from a latitude and longitude in degrees.
    public init(latitude: Double, longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
    }

    /// Whether both values are finite numbers, so the coordinate can be drawn at all.
    public var isFinite: Bool {
        latitude.isFinite && longitude.isFinite
    }
}
