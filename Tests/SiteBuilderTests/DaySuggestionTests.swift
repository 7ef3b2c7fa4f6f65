import Testing
import TravelModel

@testable import SiteBuilder

/// A day's suggestions scored a group of features at a time are those of scoring every recommendation of the
/// city and sorting them stably by score.
@Suite struct DaySuggestionTests {
    static let city = City(
        geonameID: 2_267_057, name: "Lisbon", countryCode: "PT",
        coordinate: Coordinate(latitude: 38.72509, longitude: -9.1498), population: 517_802,
        timeZone: "Europe/Lisbon")
    static let words = ["activity", "sight", "museum", "lunch", "dinner", "drinks"]

    /// Recommendations with features drawn from a few words, the same words in different orders and some
    /// twice, named so that the order by name differs from the order by slug.
    static func recommendations(count: Int) -> [Recommendation] {
        var generator = SeededGenerator(seed: 7)
        return (0..<count).map { index in
            let features = (0..<Int.random(in: 1...3, using: &generator)).map { _ in
                words.randomElement(using: &generator)!
            }
            return Recommendation(
                id: Slug(rawValue: "place-" + String(1000 + index).dropFirst()), name: "Place \(count - index % 17)",
                city: city, features: features, body: MarkdownBody(text: "", firstLine: 1), sourcePath: "")
        }
    }

    /// Every recommendation of the city scored, sorted stably by score, the excluded ones left out.
    static func scoringEach(
        _ graph: SiteGraph, interests: Set<String>, excluding excluded: Set<Slug>, limit: Int
    ) -> [Slug] {
        let candidates = graph.recommendations(in: city)
        let scored = candidates.enumerated().map { index, recommendation in
            (index, recommendation.features.reduce(0) { $0 + (interests.contains($1) ? 1 : 0) })
        }
        return scored.sorted { ($1.1, $0.0) < ($0.1, $1.0) }
            .map { candidates[$0.0].id }
            .filter { !excluded.contains($0) }
            .prefix(max(limit, 0)).map { $0 }
    }

    @Test(arguments: [0, 1, 3, 40, 200])
    func groupedScoringGivesWhatScoringEachGives(count: Int) {
        let recommendations = Self.recommendations(count: count)
        let site = Site(
            settings: SiteSettings(title: "Test"), trips: [], recommendations: recommendations, cityPages: [])
        let graph = SiteGraph(site: site, includeDrafts: false)
        let interestSets: [Set<String>] = [[], ["lunch"], ["activity", "drinks"], Set(Self.words), ["shopping"]]
        let exclusions: [Set<Slug>] = [
            [], Set(recommendations.prefix(5).map(\.id)),
            Set(recommendations.enumerated().filter { $0.offset % 3 == 0 }.map(\.element.id)),
        ]
        for interests in interestSets {
            for excluded in exclusions {
                for limit in [-1, 0, 1, 3, 10, count + 1] {
                    let grouped = graph.recommendations(
                        in: Self.city, matching: interests, excluding: excluded, limit: limit
                    ).map(\.id)
                    #expect(
                        grouped == Self.scoringEach(graph, interests: interests, excluding: excluded, limit: limit),
                        "interests \(interests.sorted()), \(excluded.count) excluded, limit \(limit)")
                }
            }
        }
    }
}

/// A seeded generator (SplitMix64), so the test's recommendations are the same on every run.
private struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
