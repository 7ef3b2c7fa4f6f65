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
    /// The colour group it belongs to, such as a day of a trip: the marker takes the group's colour
    /// (``MapStyle/groupColours``, in turn) and the class `map-group-<n>` instead of its kind's colour, and
    /// the group's ``MapRoute`` is drawn in the same colour. `nil` keeps the kind's colour.
    public var group: Int?

    /// Creates a point.
    ///
    /// - Parameters:
    ///   - label: The visible name of the place.
    ///   - coordinate: Where the place is.
    ///   - url: The relative URL of the place's detail page, if it has one.
    ///   - kind: What sort of place it is.
    ///   - group: The colour group it belongs to, or `nil`.
    public init(
        label: String,
        coordinate: MapCoordinate,
        url: String? = nil,
        kind: Kind,
        group: Int? = nil
    ) {
        self.label = label
        self.coordinate = coordinate
        self.url = url
        self.kind = kind
        self.group = group
    }

    /// The marker's fill: its group's colour, or its kind's.
    var fill: String { group.map(MapStyle.groupColour) ?? kind.fill }
}
