import Foundation
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
///
/// Distances are compared on a plane at the day's latitude, degrees of longitude shrunk by its cosine: within a
/// city that orders places as the great circle does, and a trip's days each read every recommendation of their
/// city, so the comparison is a few multiplications (a 10,000-trip site's days read 170 million).
package struct DaySuggestions {
    /// How many a day shows.
    static let limit = 3

    private let graph: SiteGraph
    /// The positions in ``SiteGraph/recommendationsBySlug`` of the recommendations the trip plans.
    private let planned: Set<Int32>
    private let interests: Set<String>
    /// Where a recommendation without a location of its own was found from its address.
    private let geocoded: [Slug: Coordinate]
    /// Each city's candidates, made for the trip's first day there.
    private var byCity: [CityKey: Candidates] = [:]

    package init(trip: Trip, graph: SiteGraph, geocoded: [Slug: Coordinate]) {
        self.graph = graph
        self.geocoded = geocoded
        planned = Set(
            trip.days.flatMap(\.visits).compactMap { visit -> Int32? in
                guard case .recommendation(let slug) = visit.target else { return nil }
                return graph.recommendations.position(of: slug).map(Int32.init)
            })
        interests = Set(trip.interests)
    }

    /// The suggestions of a day, given the places it goes to; days are asked for in the trip's order.
    package mutating func best(for day: Day, near places: [Coordinate]) -> [Recommendation] {
        guard let city = day.city else { return [] }
        let origins = places.isEmpty ? [city.coordinate] : places
        var candidates = byCity.removeValue(forKey: city.key) ?? candidates(in: city)
        let shrink = cos(origins[0].latitude * .pi / 180)
        // The best so far, best first: a day keeps three of a city's thousands.
        var best: [Ranked] = []
        for index in candidates.positions.indices {
            var nearest = Double.infinity
            for origin in origins {
                let north = candidates.latitudes[index] - origin.latitude
                var east = candidates.longitudes[index] - origin.longitude
                if abs(east) > 180 { east -= 360 * (east > 0 ? 1 : -1) }
                east *= shrink
                nearest = min(nearest, north * north + east * east)
            }
            let ranked = Ranked(
                shownBefore: candidates.shown[index], distance: nearest * candidates.nearer[index], byName: index)
            guard best.count < Self.limit || ranked < best[best.count - 1] else { continue }
            best.insert(ranked, at: best.firstIndex { ranked < $0 } ?? best.count)
            if best.count > Self.limit { best.removeLast() }
        }
        for ranked in best { candidates.shown[ranked.byName] = true }
        byCity[city.key] = candidates
        return best.map { graph.recommendationsBySlug[Int(candidates.positions[$0.byName])] }
    }

    /// A city's recommendations the trip does not plan, by name.
    private func candidates(in city: City) -> Candidates {
        var made = Candidates()
        let all = graph.recommendationsBySlug
        // Fields read one by one from the array: a copy of each recommendation would retain every one of its
        // strings, for each trip.
        for position in graph.recommendationPositions(in: city) where !planned.contains(position) {
            let matches = interests.isEmpty ? 0 : all[Int(position)].features.filter { interests.contains($0) }.count
            let location =
                all[Int(position)].location ?? geocoded[all[Int(position)].id] ?? city.coordinate
            made.positions.append(position)
            made.latitudes.append(location.latitude)
            made.longitudes.append(location.longitude)
            // Squared distances are compared: the divisor squared.
            made.nearer.append(1 / Double((1 + matches) * (1 + matches)))
            made.shown.append(false)
        }
        return made
    }

    /// The recommendations that may be suggested in a city, a column each, by name.
    private struct Candidates {
        /// In ``SiteGraph/recommendationsBySlug``.
        var positions: [Int32] = []
        var latitudes: [Double] = []
        var longitudes: [Double] = []
        /// What a squared distance is multiplied by: one over the square of one more than the interests matched.
        var nearer: [Double] = []
        /// Whether it was suggested on an earlier day.
        var shown: [Bool] = []
    }

    /// A candidate's sort key.
    private struct Ranked: Comparable {
        let shownBefore: Bool
        /// The squared distance, shortened by matched interests.
        let distance: Double
        /// Its place in the city's candidates.
        let byName: Int

        static func < (a: Ranked, b: Ranked) -> Bool {
            (a.shownBefore ? 1 : 0, a.distance, a.byName) < (b.shownBefore ? 1 : 0, b.distance, b.byName)
        }
    }
}
