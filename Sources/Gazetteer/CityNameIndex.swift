import TravelModel

/// The folded names of one country's cities: a dictionary for exact look-ups and a flat list of
/// scalars for suggestions.
final class CityNameIndex: Sendable {
    /// Rows of the cities table by folded name or alternate name, most populous first.
    let rowsByName: [String: [Int]]
    /// Every folded name's scalars, one after the other; `nameStarts` cuts them apart.
    let scalars: [UInt32]
    /// Where each name starts in `scalars`, plus one final end offset.
    let nameStarts: [Int]
    /// The row of the city each name belongs to; a city's names are consecutive, rows ascending.
    let nameRows: [Int]

    /// Indexes `rows` of `cities`.
    init(cities: [City], rows: Range<Int>) {
        var rowsByName: [String: [Int]] = [:]
        var scalars: [UInt32] = []
        var nameStarts: [Int] = []
        var nameRows: [Int] = []
        for row in rows {
            let city = cities[row]
            var seen: Set<String> = []
            for name in CollectionOfOne(city.name) + city.alternateNames {
                let folded = TextFolding.foldedScalars(name)
                if folded.isEmpty { continue }
                let key = String(String.UnicodeScalarView(folded.compactMap(Unicode.Scalar.init)))
                guard seen.insert(key).inserted else { continue }
                // Rows are visited in population order, so each list is already most populous first.
                rowsByName[key, default: []].append(row)
                nameStarts.append(scalars.count)
                scalars.append(contentsOf: folded)
                nameRows.append(row)
            }
        }
        nameStarts.append(scalars.count)
        self.rowsByName = rowsByName
        self.scalars = scalars
        self.nameStarts = nameStarts
        self.nameRows = nameRows
    }
}
