/// One labelled place drawn on a ``RouteMap``, usually linking to the page that describes it.
public struct MapPoint: Sendable, Hashable {
    /// The name in the map's legend, and the marker link's accessible name.
    public var label: String
    /// Where the marker is drawn.
    public var coordinate: MapCoordinate
    /// The detail page of the place, as a relative URL the caller has already made safe; `nil` draws no link.
    public var url: String?
    /// What sort of place this is; it chooses the marker's colour and CSS class.
    public var kind: Kind

    /// Creates a point.
    ///
    /// - Parameters:
    ///   - label: The visible name of the place.
    ///   - coordinate: Where the place is.
    ///   - url: The relative URL of the place's detail page, if it has one.
    ///   - kind: What sort of place it is.
    public init(
        label: String,
        coordinate: MapCoordinate,
        url: String? = nil,
        kind: Kind
    ) {
        self.label = label
        self.coordinate = coordinate
        self.url = url
        self.kind = kind
    }
}
