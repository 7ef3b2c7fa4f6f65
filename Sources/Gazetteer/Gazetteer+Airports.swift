import Foundation
import TravelModel

extension Gazetteer {
    /// The airport with this IATA code, in any case: `LIS`, `lis`.
    public func airport(iata code: String) -> Airport? {
        let table = airportTable.value
        return table.byCode[code.trimmingWhitespace.uppercased()].map { table.airports[$0] }
    }

    /// The airports whose codes are closest to `code` (by ``EditDistance``), best first; none when
    /// nothing is reasonably close.
    ///
    /// Among equally close codes, the one serving the bigger city comes first, so a typo is matched to a
    /// major airport rather than an airstrip; a code made of the same letters (a swap, the likeliest slip)
    /// counts as if its city were ten times bigger: `LSI` → `LIS` before Linyi's `LYI`, but `LJS` → Lagos'
    /// `LOS` and `LIS` before Jales' `JLS`.
    public func airportSuggestions(for code: String, limit: Int = 3) -> [Airport] {
        let table = airportTable.value
        let query = Array(code.trimmingWhitespace.uppercased().unicodeScalars.map(\.value))
        guard !query.isEmpty, limit > 0 else { return [] }
        let sortedQuery = query.sorted()
        var best = BestMatches(limit: limit, maxDistance: BestMatches.maxDistance(forLength: query.count))
        var scratch = EditDistanceScratch()
        var candidate: [UInt32] = []
        for (row, airport) in table.airports.enumerated() {
            candidate.removeAll(keepingCapacity: true)
            candidate.append(contentsOf: airport.iata.unicodeScalars.lazy.map(\.value))
            let bound = best.bound
            let distance = scratch.distance(candidate[...], query[...], limit: bound)
            guard distance <= bound else { continue }
            let sameLetters = candidate.sorted() == sortedQuery
            let population = table.cityPopulations[row]
            let magnitude = log10(Double(max(1, population))) + (sameLetters ? 1 : 0)
            best.offer(
                RankedMatch(
                    distance: distance, tieBreak: -Int((magnitude * 1000).rounded()), secondTieBreak: -population,
                    row: row))
        }
        return best.matches.map { table.airports[$0.row] }
    }

    /// The airports a name written in place of a code means (`London Gatwick`, `lisbon`): those whose name and
    /// city, folded, have a word starting with each word written; those with scheduled flights first, then the
    /// bigger city's. None for a name of no letters.
    public func airports(named text: String, limit: Int = 3) -> [Airport] {
        let words = TextFolding.fold(text).split { !$0.isLetter && !$0.isNumber }
        guard !words.isEmpty, limit > 0 else { return [] }
        let table = airportTable.value
        var found: [(row: Int, scheduled: Bool, population: Int)] = []
        for (row, airport) in table.airports.enumerated() {
            let own = TextFolding.fold(airport.name + " " + airport.city).split { !$0.isLetter && !$0.isNumber }
            guard words.allSatisfy({ word in own.contains { $0.hasPrefix(word) } }) else { continue }
            found.append((row, table.scheduled[row], table.cityPopulations[row]))
        }
        found.sort { ($0.scheduled ? 1 : 0, $0.population) > ($1.scheduled ? 1 : 0, $1.population) }
        return found.prefix(limit).map { table.airports[$0.row] }
    }
}
