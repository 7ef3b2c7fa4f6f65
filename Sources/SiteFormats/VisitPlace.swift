import TravelModel

/// Where a visit goes, with a recommendation's details looked up: what the calendar and the map need.
struct VisitPlace {
    /// The recommendation's or place's name; a recommendation the site does not have goes by its slug.
    var name: String
    var address: String?
    var location: Coordinate?
    /// The recommendation visited, if the visit is to one.
    var recommendation: Slug?

    /// Resolves `target`. A slug missing from `recommendations` is an error the loader reports before
    /// anything is written; should one get here anyway, the visit keeps its slug as a name and no place.
    init(_ target: Visit.Target, recommendations: some RecommendationLookup) {
        switch target {
        case .recommendation(let slug):
            guard let recommendation = recommendations[slug] else {
                name = slug.rawValue
                self.recommendation = slug
                return
            }
            name = recommendation.name
            address = recommendation.address
            location = recommendation.location
            self.recommendation = slug
        case .place(let name, let location, let address):
            self.name = name
            self.address = address
            self.location = location
            recommendation = nil
        }
    }
}
