import TravelModel

/// The site's recommendations, found by slug, however they are held: a dictionary in tests, positions in the
/// site's one sorted list in a build (which holds each recommendation once).
public protocol RecommendationLookup {
    /// The recommendation whose slug is `slug`, if the site has one.
    subscript(_ slug: Slug) -> Recommendation? { get }
}

/// Recommendations by slug in a dictionary, as tests and small callers hold them.
extension Dictionary: RecommendationLookup where Key == Slug, Value == Recommendation {}
