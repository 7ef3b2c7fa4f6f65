import TravelModel

/// Draws the inline SVG maps of trips, cities and recommendations.
struct MapMaker: Sendable {
    let graph: SiteGraph

    func trip(_ trip: Trip, from file: String) -> String { "" }
    func city(_ city: City, from file: String) -> String { "" }
    func recommendation(_ recommendation: Recommendation, from file: String) -> String { "" }
}
