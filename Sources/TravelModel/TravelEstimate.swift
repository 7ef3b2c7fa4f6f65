/// A rough time to get from one place to the next, from the straight-line distance alone: streets are not
/// straight, so the distance is stretched by a detour factor, then walked, or driven when it is far.
/// Pages label it as an estimate.
public struct TravelEstimate: Sendable, Hashable {
    /// How the way is covered.
    public enum Mode: Sendable, Hashable {
        /// On foot.
        case walk
        /// By car or taxi.
        case drive
    }

    /// Streets run about a third longer than the straight line between two points of a city.
    public static let detourFactor = 1.3
    /// An unhurried walking pace, in km/h.
    public static let walkingSpeed = 5.0
    /// An average speed through a city by car, in km/h.
    public static let drivingSpeed = 30.0
    /// Farther than this straight-line distance, in kilometres, the estimate is for driving.
    public static let walkingLimit = 3.0
    /// Farther than this, in kilometres, the way is a train or a flight, which a straight line cannot time:
    /// there is no estimate.
    public static let drivingLimit = 50.0

    /// The great-circle distance, in kilometres.
    public let kilometres: Double
    /// Walking or driving.
    public let mode: Mode
    /// The estimated minutes, at least 1.
    public let minutes: Int

    /// The estimate between two places; `nil` when they are more than `drivingLimit` apart.
    public init?(from start: Coordinate, to end: Coordinate) {
        kilometres = start.kilometres(to: end)
        guard kilometres <= Self.drivingLimit else { return nil }
        mode = kilometres > Self.walkingLimit ? .drive : .walk
        let speed = mode == .walk ? Self.walkingSpeed : Self.drivingSpeed
        minutes = max(1, Int((kilometres * Self.detourFactor / speed * 60).rounded()))
    }
}
