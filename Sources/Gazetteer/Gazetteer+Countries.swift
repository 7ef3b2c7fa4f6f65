import TravelModel

extension Gazetteer {
    /// The country with the ISO 3166-1 alpha-2 (`PT`) or alpha-3 (`PRT`) code, in any case.
    public func country(code: String) -> Country? {
        let table = countryTable.value
        return table.byCode[code.trimmingWhitespace.uppercased()].map { table.countries[$0] }
    }

    /// The country with this name or one of its alternate names, ignoring case, accents and
    /// punctuation: `Portugal`, `portugal`, `Türkiye`, `Turkey`, `Russian Federation`.
    public func country(named name: String) -> Country? {
        let table = countryTable.value
        return table.byName[TextFolding.fold(name)].map { table.countries[$0] }
    }

    /// The country that `text` names, whether by code or by name.
    public func country(matching text: String) -> Country? {
        let trimmed = text.trimmingWhitespace
        if (2...3).contains(trimmed.count), trimmed.allSatisfy({ $0.isASCII && $0.isLetter }),
            let country = country(code: String(trimmed))
        {
            return country
        }
        return country(named: String(trimmed))
    }

    /// The countries whose names are closest to `text` (by ``EditDistance`` on folded names), best
    /// first; none when nothing is reasonably close.
    public func countrySuggestions(for text: String, limit: Int = 3) -> [Country] {
        let table = countryTable.value
        let query = TextFolding.foldedScalars(text)
        guard !query.isEmpty else { return [] }
        var best = BestMatches(limit: limit, maxDistance: BestMatches.maxDistance(forLength: query.count))
        var scratch = EditDistanceScratch()
        for (scalars, row) in table.foldedNames {
            let bound = best.bound
            let distance = scratch.distance(scalars[...], query[...], limit: bound)
            if distance <= bound {
                best.offer(RankedMatch(distance: distance, tieBreak: 0, secondTieBreak: 0, row: row))
            }
        }
        return best.matches.map { table.countries[$0.row] }
    }
}
