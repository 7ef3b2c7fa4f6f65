import Synchronization

extension WorldMap {
    /// The embedded world map's paths under maps of one place, by view. Those maps are centred on a grid
    /// (``RouteMap/projection``), so a city's places share a view, and a site of many recommendations draws
    /// each region once rather than once a page.
    private static let onePlaceViews = Mutex<[MapProjection: [Layer: String]]>([:])
    /// The most views kept: regions of about 20 km by 20 km, so this covers places all over the world.
    static let onePlaceViewLimit = 4096

    /// ``pathData(for:tolerance:)`` of the embedded world map for a map of one place, drawn once per view.
    static func embeddedPathData(forOnePlace projection: MapProjection) -> [Layer: String] {
        if let known = onePlaceViews.withLock({ $0[projection] }) { return known }
        let paths = embedded.pathData(for: projection)
        onePlaceViews.withLock { views in
            if views.count < onePlaceViewLimit { views[projection] = paths }
        }
        return paths
    }
}
