extension MapPoint {
    /// What sort of place a point is, which sets its marker colour and its `map-point--<kind>` class.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// An airport a flight leaves from or arrives at.
        case airport
        /// A place the travellers sleep.
        case stay
        /// A planned visit in the day-by-day timeline.
        case visit
        /// A city's recommendation.
        case recommendation
        /// A point the route passes through.
        case waypoint
        /// A whole city, on maps that show several of them.
        case city
        /// A whole trip, on maps of several trips: at the first city it visits, in its route's colour.
        case trip
        /// Where a photo of the trip's gallery was taken.
        case photo

        /// The marker fill, dark enough that the marker has at least 3:1 contrast with a white page and
        /// the white number inside it at least 4.5:1.
        var fill: String {
            switch self {
            case .airport: "#1f4e9c"
            case .stay: "#6a2c91"
            case .visit: "#b3261e"
            case .recommendation: "#0f6e4f"
            case .waypoint: "#555f6b"
            case .city: "#8a4b08"
            case .trip: "#1d5fa8"
            case .photo: "#9c1f6b"
            }
        }
    }
}
