import TravelModel

/// Resolves `rec:<slug>`, `trip:<slug>` and `city:<CC>/<city>` links in Markdown to relative URLs.
/// `check` has already reported links that resolve to nothing, so those cannot reach a build.
struct InternalLinks: Sendable {
    let recommendations: [String: String]
    let trips: [String: String]
    let cities: [String: String]

    init(graph: SiteGraph) {
        var recommendations: [String: String] = [:]
        for (slug, recommendation) in graph.recommendations {
            recommendations[slug.rawValue] = SitePaths.recommendation(recommendation)
        }
        self.recommendations = recommendations
        var trips: [String: String] = [:]
        for trip in graph.builtTrips { trips[trip.id.rawValue] = SitePaths.trip(trip) }
        self.trips = trips
        var cities: [String: String] = [:]
        for city in graph.cities { cities[city.countryCode + "/" + SitePaths.citySlug(city)] = SitePaths.city(city) }
        self.cities = cities
    }

    /// A resolver for Markdown on the page whose file is `file`.
    func resolver(from file: String) -> @Sendable (String) -> String? {
        let links = self
        return { destination in
            guard let colon = destination.firstIndex(of: ":") else { return nil }
            let target = String(destination[destination.index(after: colon)...])
            let folder: String?
            switch destination[..<colon].lowercased() {
            case "rec": folder = links.recommendations[target]
            case "trip": folder = links.trips[target]
            case "city":
                let parts = target.split(separator: "/", maxSplits: 1)
                folder = parts.count == 2 ? links.cities[parts[0].uppercased() + "/" + Slug(fileName: String(parts[1])).rawValue] : nil
            default: return nil
            }
            // A private or draft trip has no page: the link text stays, pointing nowhere harmful.
            return folder.map { SitePaths.link(from: file, toPage: $0) } ?? "#"
        }
    }
}
