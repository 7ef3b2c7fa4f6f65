import Foundation
import Synchronization
import TravelModel

/// The cities, grouped by country (most populous first within each), with a name index built per
/// country on first use.
final class CityTable: Sendable {
    /// Every city, by country code and then population, highest first.
    let cities: [City]
    /// The rows of each country's cities, by upper-case alpha-2 code.
    let countryRows: [String: Range<Int>]
    /// Why the file could not be read, if it could not.
    let error: GazetteerError?
    /// Folding every alternate name of every city up front would cost more than the load itself,
    /// and a site names cities in a handful of countries, so each country is indexed when first asked.
    private let indexes = Mutex<[String: CityNameIndex]>([:])

    /// Reads `cities.tsv` from `directory`.
    init(directory: URL) {
        var cities: [City] = []
        var loadError: GazetteerError?
        do {
            let file = try TabSeparatedFile(contentsOf: directory.appendingPathComponent("cities.tsv"))
            cities.reserveCapacity(36_000)
            file.forEachRow { row in
                cities.append(
                    City(
                        geonameID: row.int(0), name: row.string(1),
                        alternateNames: row.list(8, separator: UInt8(ascii: "|")), countryCode: row.string(2),
                        region: row.string(3),
                        coordinate: Coordinate(latitude: row.double(4), longitude: row.double(5)),
                        population: row.int(6), timeZone: row.string(7)))
            }
        } catch {
            loadError = GazetteerError(file: "cities.tsv", reason: "\(error)")
        }
        var countryRows: [String: Range<Int>] = [:]
        var start = 0
        for row in cities.indices where row + 1 == cities.count || cities[row + 1].countryCode != cities[row].countryCode {
            countryRows[cities[row].countryCode] = start..<(row + 1)
            start = row + 1
        }
        self.cities = cities
        self.countryRows = countryRows
        self.error = loadError
    }

    /// The name index of one country's cities; nil for a country with no cities.
    func index(country: String) -> CityNameIndex? {
        guard let rows = countryRows[country] else { return nil }
        return indexes.withLock { indexes in
            if let index = indexes[country] { return index }
            let index = CityNameIndex(cities: cities, rows: rows)
            indexes[country] = index
            return index
        }
    }
}
