import TravelModel

/// A day's "Also nearby": up to three recommendations of the day's city that the trip does not plan, nearest
/// to the day's places first.
///
/// A recommendation's distance is to the nearest of the day's located visits (or, on a day without one, the
/// stay of its night, or else the city's centre), divided by one more than the number of the trip's
/// `interests` among its features: one matching two interests ranks as if three times nearer. Ties go by
/// name. Those suggested on an earlier day of the trip come after every other, so days in one city show
/// different suggestions while the city has them. A recommendation without a location counts as at the
/// city's centre.
struct DaySuggestions {
    /// How many a day shows.
    static let limit = 3

    private let graph: SiteGraph
    private let planned: Set<Slug>
    private let interests: Set<String>
    /// Where a recommendation is: its own location or the one its address was geocoded to.
    private let locate: (Recommendation) -> Coordinate?
    /// Every recommendation suggested on the days made so far, by position in ``SiteGraph/recommendationsBySlug``.
    private var shown: Set<Int32> = []
    /// Each city's candidates, made for the trip's first day there.
    private var byCity: [CityKey: [Candidate]] = [:]

    init(trip: Trip, graph: SiteGraph, locate: @escaping (Recommendation) -> Coordinate?) {
        self.graph = graph
        self.locate = locate
        planned = Set(
            trip.days.flatMap(\.visits).compactMap { visit -> Slug? in
                if case .recommendation(let slug) = visit.target { return slug }
                return nil
            })
        interests = Set(trip.interests)
    }

    /// The suggestions of a day, given the places it goes to; days are asked for in the trip's order.
    mutating func best(for day: Day, near places: [Coordinate]) -> [Recommendation] {
        guard let city = day.city else { return [] }
        let origins = places.isEmpty ? [city.coordinate] : places
        let candidates = candidates(in: city)
        var ranked: [Ranked] = []
        ranked.reserveCapacity(candidates.count)
        for (index, candidate) in candidates.enumerated() {
            let distance = origins.map { $0.kilometres(to: candidate.location) }.min() ?? 0
            ranked.append(
                Ranked(
                    shownBefore: shown.contains(candidate.position), distance: distance / candidate.nearer,
                    byName: index))
        }
        let chosen = ranked.sorted().prefix(Self.limit).map { candidates[$0.byName].position }
        shown.formUnion(chosen)
        return chosen.map { graph.recommendationsBySlug[Int($0)] }
    }

    /// A city's recommendations the trip does not plan, by name, made once a trip and city.
    private mutating func candidates(in city: City) -> [Candidate] {
        if let made = byCity[city.key] { return made }
        let all = graph.recommendationsBySlug
        let made = graph.recommendationPositions(in: city).compactMap { position -> Candidate? in
            let recommendation = all[Int(position)]
            guard !planned.contains(recommendation.id) else { return nil }
            let matches = recommendation.features.filter { interests.contains($0) }.count
            return Candidate(
                position: position, location: locate(recommendation) ?? city.coordinate, nearer: Double(1 + matches))
        }
        byCity[city.key] = made
        return made
    }

    /// A recommendation that may be suggested.
    private struct Candidate {
        /// In ``SiteGraph/recommendationsBySlug``.
        let position: Int32
        let location: Coordinate
        /// What its distance is divided by: one more than the interests it matches.
        let nearer: Double
    }

    /// A candidate's sort key.
    private struct Ranked: Comparable {
        let shownBefore: Bool
        /// Kilometres, shortened by matched interests.
        let distance: Double
        /// Its place in the city's list of candidates.
        let byName: Int

        static func < (a: Ranked, b: Ranked) -> Bool {
            (a.shownBefore ? 1 : 0, a.distance, a.byName) < (b.shownBefore ? 1 : 0, b.distance, b.byName)
        }
    }
}
