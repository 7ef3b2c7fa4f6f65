/// An extra named point for a trip's map.
public struct Waypoint: Sendable, Hashable {
    /// The point's name.
    public var name: String
    /// Where it is.
    public var location: Coordinate

    /// Creates a waypoint.
    public init(name: String, location: Coordinate) {
        self.name = name
        self.location = location
    }
}
