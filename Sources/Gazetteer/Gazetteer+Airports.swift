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
    /// Among equally close codes, one made of the same letters comes first (`LSI` → `LIS`, a swap
    /// being the likeliest slip), then the one serving the bigger city, so that a typo is matched
    /// to a major airport rather than an airstrip.
    public func airportSuggestions(for code: String, limit: Int = 3) -> [Airport] {
        let table = airportTable.value
        let query = Array(code.trimmingWhitespace.uppercased().unicodeScalars.map(\.value))
        guard !query.isEmpty, limit > 0 else { return [] }
        let sortedQuery = query.sorted()
        var best = BestMatches(limit: limit, maxDistance: BestMatches.maxDistance(forLength: query.count))
        var scratch = EditDistanceScratch()
        for (row, airport) in table.airports.enumerated() {
            let bound = best.bound
            let candidate = Array(airport.iata.unicodeScalars.map(\.value))
            let distance = scratch.distance(candidate[...], query[...], limit: bound)
            guard distance <= bound else { continue }
            let sameLetters = candidate.sorted() == sortedQuery
            best.offer(
                RankedMatch(
                    distance: distance, tieBreak: sameLetters ? 0 : 1, secondTieBreak: -table.cityPopulations[row],
                    row: row))
        }
        return best.matches.map { table.airports[$0.row] }
    }
}
