import TravelModel

/// One located point of a trip, as the route map file lists it; handed to the caller to get the
/// point's link.
public struct GeoJSONPoint: Sendable, Hashable {
    /// What sort of place a point is.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// An airport a flight leaves from or lands at.
        case airport
        /// A booked stay.
        case stay
        /// A visit of a day: a recommendation or a free-text place.
        case visit
        /// One of the trip's extra map points.
        case waypoint
    }

    /// What sort of place it is.
    public var kind: Kind
    /// The place's name: the airport's, the stay's, the recommendation's or place's, the waypoint's.
    public var name: String
    /// Where it is.
    public var coordinate: Coordinate
    /// The day it belongs to: a flight's departure or arrival date, a check-in date, a visit's day;
    /// `nil` for waypoints.
    public var date: LocalDate?
    /// The IATA code, for an airport.
    public var airportCode: String?
    /// The recommendation visited, for a visit to one.
    public var recommendation: Slug?
    /// The 1-based position among the trip's points of the same kind, in the order they are listed,
    /// so a page can give each an anchor.
    public var index: Int

    /// Creates a point.
    public init(
        kind: Kind, name: String, coordinate: Coordinate, date: LocalDate? = nil, airportCode: String? = nil,
        recommendation: Slug? = nil, index: Int
    ) {
        self.kind = kind
        self.name = name
        self.coordinate = coordinate
        self.date = date
        self.airportCode = airportCode
        self.recommendation = recommendation
        self.index = index
    }
}
