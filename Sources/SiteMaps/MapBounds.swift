/// The smallest latitude and longitude box that holds a set of coordinates.
///
/// Longitudes are taken the short way round: for Tokyo and Honolulu the box runs east from Tokyo
/// across the antimeridian, so `east` can exceed 180. `west` is always in `-180..<180` and
/// `east` is never less than `west`.
public struct MapBounds: Sendable, Hashable {
    /// Latitudes are clamped to this many degrees either side of the equator, where Web Mercator
    /// is still usable (it is infinite at the poles).
    public static let latitudeLimit = 85.0

    /// The southern edge in degrees.
    public var south: Double
    /// The northern edge in degrees.
    public var north: Double
    /// The western edge in degrees, in `-180..<180`.
    public var west: Double
    /// The eastern edge in degrees, from `west` to `west + 360`.
    public var east: Double

    /// Creates bounds from their edges in degrees.
    public init(south: Double, north: Double, west: Double, east: Double) {
        self.south = south
        self.north = north
        self.west = west
        self.east = east
    }

    /// The bounds of `coordinates`, or `nil` when there is no finite coordinate among them.
    public init?(enclosing coordinates: [MapCoordinate]) {
        let finite = coordinates.filter(\.isFinite)
        guard !finite.isEmpty else { return nil }
        let latitudes = finite.map { Self.clampedLatitude($0.latitude) }
        south = latitudes.min() ?? 0
        north = latitudes.max() ?? 0

        // The box is the circle of longitudes minus its largest empty gap. Ties go to the gap
        // across the antimeridian, so ordinary boxes keep west < east < 180.
        let longitudes = Set(finite.map { Self.normalizedLongitude($0.longitude) }).sorted()
        let first = longitudes[0]
        let last = longitudes[longitudes.count - 1]
        var widestGap = first + 360 - last
        (west, east) = (first, last)
        for index in longitudes.indices.dropLast() {
            let gap = longitudes[index + 1] - longitudes[index]
            if gap > widestGap + 1e-9 {
                widestGap = gap
                (west, east) = (longitudes[index + 1], longitudes[index] + 360)
            }
        }
    }

    /// The width of the box in degrees of longitude.
    public var longitudeSpan: Double { east - west }

    /// The longitude in the middle of the box, possibly beyond 180.
    public var centreLongitude: Double { (west + east) / 2 }

    /// `longitude` shifted by whole turns to lie as near as possible to the middle of the box, so
    /// that points either side of the antimeridian project next to each other.
    public func unwrappedLongitude(_ longitude: Double) -> Double {
        let centre = centreLongitude
        let normalized = Self.normalizedLongitude(longitude)
        let turns = ((centre - normalized) / 360).rounded()
        return turns == 0 ? normalized : normalized + turns * 360
    }

    /// `longitude` brought into `-180..<180`.
    public static func normalizedLongitude(_ longitude: Double) -> Double {
        // Arithmetic would round the last digit of values that need no change.
        if longitude >= -180, longitude < 180 { return longitude }
        var shifted = (longitude + 180).truncatingRemainder(dividingBy: 360)
        if shifted < 0 { shifted += 360 }
        return shifted - 180
    }

    /// `latitude` limited to ±``latitudeLimit``.
    public static func clampedLatitude(_ latitude: Double) -> Double {
        min(max(latitude, -latitudeLimit), latitudeLimit)
    }
}
