import Synchronization

extension WorldMap {
    /// The embedded world map's paths under maps whose views are snapped to a grid, by view: maps of one place
    /// are centred on a grid (``RouteMap/projection``), so a city's places share a view, and wide maps (a trip's
    /// whole journey) have their edges on whole multiples of ``RouteMap/wideGrid`` degrees, so trips between the
    /// same regions share one. A site of many pages draws each such view once rather than once a page: a wide
    /// map's land and coasts are most of what a trip page costs to make.
    private static let sharedViews = Mutex<[MapProjection: [Layer: String]]>([:])
    /// The most views kept: regions of about 20 km by 20 km, so this covers places all over the world.
    static let sharedViewLimit = 4096

    /// ``pathData(for:tolerance:)`` of the embedded world map for a view maps share, drawn once per view.
    static func embeddedPathData(forSharedView projection: MapProjection) -> [Layer: String] {
        if let known = sharedViews.withLock({ $0[projection] }) { return known }
        let paths = detail(for: projection).pathData(for: projection)
        sharedViews.withLock { views in
            if views.count < sharedViewLimit { views[projection] = paths }
        }
        return paths
    }
}
