/// A position in a map's SVG `viewBox` units: `x` grows to the east, `y` to the south.
public struct MapPosition: Sendable, Hashable {
    /// Distance from the left edge of the `viewBox`.
    public var x: Double
    /// Distance from the top edge of the `viewBox`.
    public var y: Double

    /// Creates a position from `viewBox` coordinates.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}
