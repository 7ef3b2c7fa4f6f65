import Foundation
import Synchronization
import TravelModel

/// The cities, grouped by country (most populous first within each), with a name index built per
/// country on first use.
///
/// Alternate names are nine in ten of the strings in the file, so they stay as bytes until a
/// country is indexed (folded straight from the bytes) or a city is handed out (decoded then).
final class CityTable: Sendable {
    /// The file's bytes, which the alternate names are read from.
    private let bytes: TableBytes?
    /// Every city without its alternate names, by country code and then population, highest first.
    private let rows: [City]
    /// The byte range of each row's alternate-name field, parallel to `rows`.
    private let alternateRanges: [Range<Int>]
    /// The rows of each country's cities, by upper-case alpha-2 code.
    let countryRows: [String: Range<Int>]
    /// Why the file could not be read, if it could not.
    let error: GazetteerError?
    /// Folding every alternate name of every city up front would cost more than the load itself,
    /// and a site names cities in a handful of countries, so each country is indexed when first asked.
    private let indexes = Mutex<[String: CityNameIndex]>([:])
    /// Cities already handed out with their alternate names: a site names the same few cities in
    /// thousands of files, and decoding a city's hundred-odd names each time would dominate a check.
    private let handedOut = Mutex<[Int: City]>([:])

    private static let separator = UInt8(ascii: "|")

    /// Reads `cities.tsv` from `source`.
    init(source: GazetteerSource) {
        var bytes: TableBytes?
        var rows: [City] = []
        var alternateRanges: [Range<Int>] = []
        var loadError: GazetteerError?
        do {
            let file = TabSeparatedFile(bytes: try source.bytes(of: "cities.tsv"))
            bytes = file.bytes
            rows.reserveCapacity(36_000)
            alternateRanges.reserveCapacity(36_000)
            file.forEachRow { row in
                rows.append(
                    City(
                        geonameID: row.int(0), name: row.string(1), countryCode: row.string(2), region: row.string(3),
                        coordinate: Coordinate(latitude: row.double(4), longitude: row.double(5)),
                        population: row.int(6), timeZone: row.string(7)))
                alternateRanges.append(row.count > 8 ? row.fields[8] : 0..<0)
            }
        } catch {
            loadError = error
        }
        var countryRows: [String: Range<Int>] = [:]
        var start = 0
        for row in rows.indices where row + 1 == rows.count || rows[row + 1].countryCode != rows[row].countryCode {
            countryRows[rows[row].countryCode] = start..<(row + 1)
            start = row + 1
        }
        self.bytes = bytes
        self.rows = rows
        self.alternateRanges = alternateRanges
        self.countryRows = countryRows
        self.error = loadError
    }

    /// The city in `row`, with its alternate names.
    func city(at row: Int) -> City {
        if let city = handedOut.withLock({ $0[row] }) { return city }
        var city = rows[row]
        if let buffer = bytes?.buffer {
            forEachAlternate(of: row, in: buffer) { name in
                city.alternateNames.append(String(decoding: name, as: UTF8.self))
            }
        }
        handedOut.withLock { $0[row] = city }
        return city
    }

    /// The population of the city in `row`, without decoding its alternate names.
    func population(at row: Int) -> Int { rows[row].population }

    /// The GeoNames identifier of the city in `row`.
    func geonameID(at row: Int) -> Int { rows[row].geonameID }

    /// The name index of one country's cities; nil for a country with no cities.
    func index(country: String) -> CityNameIndex? {
        guard let countryRange = countryRows[country] else { return nil }
        return indexes.withLock { indexes in
            if let index = indexes[country] { return index }
            let buffer = bytes?.buffer ?? UnsafeBufferPointer(start: nil, count: 0)
            let index = CityNameIndex(rows: countryRange) { row, add in
                add(TextFolding.foldedScalars(rows[row].name))
                forEachAlternate(of: row, in: buffer) { add(TextFolding.foldedScalars(utf8: $0)) }
            }
            indexes[country] = index
            return index
        }
    }

    private func forEachAlternate(
        of row: Int, in buffer: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> Void
    ) {
        let range = alternateRanges[row]
        var start = range.lowerBound
        for position in range where buffer[position] == Self.separator {
            if position > start { body(UnsafeBufferPointer(rebasing: buffer[start..<position])) }
            start = position + 1
        }
        if range.upperBound > start { body(UnsafeBufferPointer(rebasing: buffer[start..<range.upperBound])) }
    }
}
