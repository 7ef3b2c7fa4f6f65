import TravelModel

extension Gazetteer {
    /// The cities of a country whose name or an alternate name folds to the same key as `name`
    /// (``TextFolding``), most populous first: `Lisboa`, `lisbon` and `LISBON` all find Lisbon.
    /// - Parameter countryCode: the ISO 3166-1 alpha-2 code, in any case.
    public func cities(named name: String, countryCode: String) -> [City] {
        let table = cityTable.value
        guard let index = table.index(country: countryCode.trimmingWhitespace.uppercased()) else { return [] }
        return index.rows(named: TextFolding.foldedScalars(name)).map(table.city(at:))
    }

    /// The cities of every country whose name or an alternate name folds to the same key as `name`: those
    /// whose own name matches first, then those matched by an alternate name, each most populous first.
    /// For a city named without its country: `Porto` is Porto, PT, before any city called Porto elsewhere.
    public func cities(named name: String) -> [City] {
        let table = cityTable.value
        let key = TextFolding.foldedScalars(name)
        let found = table.countryRows.keys.sorted().flatMap { code in
            table.index(country: code).map { index in index.rows(named: key).map(table.city(at:)) } ?? []
        }
        let byName = { (city: City) in TextFolding.foldedScalars(city.name) == key }
        return found.filter(byName).sorted { $0.population > $1.population }
            + found.filter { !byName($0) }.sorted { $0.population > $1.population }
    }

    /// The most populous city of a country called `name`; see ``cities(named:countryCode:)``.
    public func city(named name: String, countryCode: String) -> City? {
        let table = cityTable.value
        guard let index = table.index(country: countryCode.trimmingWhitespace.uppercased()),
            let row = index.rows(named: TextFolding.foldedScalars(name)).first
        else { return nil }
        return table.city(at: row)
    }

    /// The cities whose name or an alternate name is closest to `text` (by ``EditDistance`` on folded
    /// names), the more populous first among equally close ones; none when nothing is reasonably close.
    /// - Parameter countryCode: restricts the search to one country, which is also much faster; nil
    ///   searches every country.
    public func citySuggestions(for text: String, countryCode: String?, limit: Int = 3) -> [City] {
        let table = cityTable.value
        let query = TextFolding.foldedScalars(text)
        guard !query.isEmpty, limit > 0 else { return [] }
        let countries = countryCode.map { [$0.trimmingWhitespace.uppercased()] } ?? table.countryRows.keys.sorted()
        var best = BestMatches(limit: limit, maxDistance: BestMatches.maxDistance(forLength: query.count))
        var scratch = EditDistanceScratch()
        var scalars: [UInt32] = []
        for country in countries {
            guard let index = table.index(country: country) else { continue }
            for name in 0..<index.nameCount {
                let bound = best.bound
                index.name(name, into: &scalars)
                // Cheap length check first: most names are too long or too short to be close.
                if abs(scalars.count - query.count) > bound { continue }
                let distance = scratch.distance(scalars[...], query[...], limit: bound)
                guard distance <= bound else { continue }
                let row = index.row(ofName: name)
                best.offer(
                    RankedMatch(
                        distance: distance, tieBreak: -table.population(at: row),
                        secondTieBreak: table.geonameID(at: row), row: row))
            }
        }
        return best.matches.map { table.city(at: $0.row) }
    }
}
