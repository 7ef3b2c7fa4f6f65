/// One labelled place drawn on a ``RouteMap``, usually linking to the page that describes it.
public struct MapPoint: Sendable, Hashable {
    /// The name shown beside the marker and used as the link's accessible name.
    public var label: String
    /// Where the marker is drawn.
    public var coordinate: MapCoordinate
    /// The detail page of the place, as a relative URL the caller has already made safe; `nil` draws no link.
    public var url: String?
    /// What sort of place this is; it chooses the marker's colour and CSS class.
    public var kind: Kind
    /// A sequence number shown inside the marker, such as the order of visits in a day.
    public var number: Int?

    /// Creates a point.
    ///
    /// - Parameters:
    ///   - label: The visible name of the place.
    ///   - coordinate: Where the place is.
    ///   - url: The relative URL of the place's detail page, if it has one.
    ///   - kind: What sort of place it is.
    ///   - number: A sequence number to show in the marker.
    public init(
        label: String,
        coordinate: MapCoordinate,
        url: String? = nil,
        kind: Kind,
        number: Int? = nil
    ) {
        self.label = label
        self.coordinate = coordinate
        self.url = url
        self.kind = kind
        self.number = number
    }
}
