import ContentLoading
import SitePlan
import TravelModel

/// Resolves `rec:<slug>`, `trip:<slug>` and `city:<CC>/<city>` links, and links to files of `assets/`, in Markdown to
/// relative URLs.
/// `check` has already reported links that resolve to nothing, with the same rule for which cities have
/// a page (`Site.citiesWithPages`), so those cannot reach a build.
package struct InternalLinks: Sendable {
    let graph: SiteGraph
    private let trips: [String: String]

    package init(graph: SiteGraph) {
        self.graph = graph
        var trips: [String: String] = [:]
        for trip in graph.builtTrips { trips[trip.id.rawValue] = SitePaths.trip(trip) }
        self.trips = trips
    }

    /// A resolver for Markdown on the page whose file is `file`: a link to a file of `assets/` (``AssetLink``) is
    /// written from the page, wherever the page is.
    func resolver(from file: String) -> @Sendable (String) -> String? {
        let links = self
        return { destination in
            if let asset = AssetLink(destination: destination) {
                return SitePaths.relative(from: file, to: asset.path) + asset.suffix
            }
            guard let colon = destination.firstIndex(of: ":") else { return nil }
            let target = String(destination[destination.index(after: colon)...])
            let folder: String?
            switch destination[..<colon].lowercased() {
            case "rec": folder = links.graph.recommendations[Slug(rawValue: target)].map(SitePaths.recommendation)
            case "trip": folder = links.trips[target]
            case "city":
                folder = CityKey(linkTarget: target).flatMap { links.graph.citiesByKey[$0] }.map(SitePaths.city)
            default: return nil
            }
            // A private or draft trip has no page: the link text stays, pointing nowhere harmful.
            return folder.map { SitePaths.link(from: file, toPage: $0) } ?? "#"
        }
    }
}
