import Foundation
import Synchronization
import TravelModel

/// The cities, grouped by country (most populous first within each), with a name index built per
/// country on first use.
///
/// Alternate names are nine in ten of the strings in the file, so they stay as bytes until a
/// country is indexed (folded straight from the bytes) or a city is handed out (decoded then).
final class CityTable: Sendable {
    /// The file's bytes, which the names are read from.
    private let bytes: TableBytes?
    /// Every city, by country code and then population, highest first: its numbers, and its text as
    /// positions in `bytes`, decoded when the city is handed out.
    private let rows: [Row]
    /// The rows of each country's cities, by upper-case alpha-2 code.
    let countryRows: [String: Range<Int>]
    /// Why the file could not be read, if it could not.
    let error: GazetteerError?
    /// Folding every alternate name of every city up front would cost more than the load itself,
    /// and a site names cities in a handful of countries, so each country is indexed when first asked.
    /// Each country has a lock of its own: one worker indexing a country never holds up another looking up
    /// cities of a country already indexed, or indexing a third.
    private let indexes: [String: IndexCell]
    /// The hashes of every city's names, made with the data, for the embedded table; `nil` for a table read from a
    /// folder, whose names are folded when their country is indexed.
    private let hashes: CityNameHashes.Hashes?
    /// Cities already handed out with their alternate names: a site names the same few cities in
    /// thousands of files, and decoding a city's hundred-odd names each time would dominate a check.
    private let handedOut = Mutex<[Int: City]>([:])

    private static let separator = UInt8(ascii: "|")

    /// A country's name index, made by the first look-up that needs it.
    private final class IndexCell: Sendable {
        let index = Mutex<CityNameIndex?>(nil)
    }

    /// One row of the file, without a string: a ``City`` per row would hold four strings and an array
    /// for each of the tens of thousands of cities for the whole run.
    private struct Row {
        var geonameID: Int
        var population: Int
        var coordinate: Coordinate
        var name: Field
        var countryCode: Field
        var region: Field
        var timeZone: Field
        /// The alternate names, separated by `|`.
        var alternates: Field
    }

    /// Where a field is in `bytes`.
    private struct Field {
        var start: Int32
        var count: Int32

        init(_ range: Range<Int>) {
            start = Int32(range.lowerBound)
            count = Int32(range.count)
        }

        var range: Range<Int> { Int(start)..<Int(start) + Int(count) }
    }

    /// Reads `cities.tsv` from `source`, and for the embedded table the hashes of its names.
    convenience init(source: GazetteerSource) {
        do {
            self.init(bytes: try source.bytes(of: "cities.tsv"), hashFile: source.cityNameHashes)
        } catch {
            self.init(bytes: nil, loadError: error)
        }
    }

    /// Reads the cities table `bytes`, whose names `hashFile` hashes (``CityNameHashes``) when it is given and was
    /// made for this table.
    init(bytes: TableBytes?, hashFile: UnsafeRawBufferPointer? = nil, loadError: GazetteerError? = nil) {
        var rows: [Row] = []
        if let bytes {
            let file = TabSeparatedFile(bytes: bytes)
            rows.reserveCapacity(36_000)
            file.forEachRow { row in
                // Offsets are 32-bit: the file is a few megabytes.
                func field(_ index: Int) -> Field { Field(index < row.count ? row.fields[index] : 0..<0) }
                rows.append(
                    Row(
                        geonameID: row.int(0), population: row.int(6),
                        coordinate: Coordinate(latitude: row.double(4), longitude: row.double(5)),
                        name: field(1), countryCode: field(2), region: field(3), timeZone: field(7),
                        alternates: field(8)))
            }
        }
        var countryRows: [String: Range<Int>] = [:]
        if let buffer = bytes?.buffer {
            func code(_ row: Int) -> String { Self.string(rows[row].countryCode, in: buffer) }
            var start = 0
            for row in rows.indices
            where row + 1 == rows.count || !Self.equal(rows[row + 1].countryCode, rows[row].countryCode, in: buffer) {
                countryRows[code(row)] = start..<(row + 1)
                start = row + 1
            }
        }
        self.bytes = bytes
        self.rows = rows
        self.countryRows = countryRows
        indexes = countryRows.mapValues { _ in IndexCell() }
        self.error = loadError
        hashes = hashFile.flatMap { file in
            bytes.flatMap { CityNameHashes.read(file, tableSize: $0.buffer.count, rowCount: rows.count) }
        }
    }

    private static func string(_ field: Field, in buffer: UnsafeBufferPointer<UInt8>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: buffer[field.range]), as: UTF8.self)
    }

    private static func equal(_ a: Field, _ b: Field, in buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        buffer[a.range].elementsEqual(buffer[b.range])
    }

    /// The city in `row`, with its alternate names.
    func city(at row: Int) -> City {
        if let city = handedOut.withLock({ $0[row] }) { return city }
        guard let buffer = bytes?.buffer else { preconditionFailure("no city rows without a file") }
        let fields = rows[row]
        var city = City(
            geonameID: fields.geonameID, name: Self.string(fields.name, in: buffer),
            countryCode: Self.string(fields.countryCode, in: buffer), region: Self.string(fields.region, in: buffer),
            coordinate: fields.coordinate, population: fields.population,
            timeZone: Self.string(fields.timeZone, in: buffer))
        forEachAlternate(of: row, in: buffer) { name in
            city.alternateNames.append(String(decoding: name, as: UTF8.self))
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
        guard let countryRange = countryRows[country], let cell = indexes[country], let bytes else { return nil }
        return cell.index.withLock { index in
            if let index { return index }
            func names(_ row: Int, _ name: (UnsafeBufferPointer<UInt8>) -> Void) {
                forEachName(of: row, in: bytes.buffer, name)
            }
            let made =
                hashes.flatMap { CityNameIndex(rows: countryRange, table: bytes, hashes: $0, names: names) }
                ?? CityNameIndex(rows: countryRange, table: bytes, names: names)
            index = made
            return made
        }
    }

    /// Calls `body` with the raw UTF-8 names of every city, in the file's order: each city's own name and then
    /// its alternates, the names ``CityNameHashes`` hashes.
    func forEachRowsNames(_ body: ([UnsafeBufferPointer<UInt8>]) -> Void) {
        guard let buffer = bytes?.buffer else { return }
        var names: [UnsafeBufferPointer<UInt8>] = []
        for row in rows.indices {
            names.removeAll(keepingCapacity: true)
            forEachName(of: row, in: buffer) { names.append($0) }
            body(names)
        }
    }

    /// Calls `body` with the city's own name, then each alternate name, as UTF-8 in `buffer`.
    private func forEachName(
        of row: Int, in buffer: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> Void
    ) {
        body(UnsafeBufferPointer(rebasing: buffer[rows[row].name.range]))
        forEachAlternate(of: row, in: buffer, body)
    }

    private func forEachAlternate(
        of row: Int, in buffer: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> Void
    ) {
        let range = rows[row].alternates.range
        var start = range.lowerBound
        for position in range where buffer[position] == Self.separator {
            if position > start { body(UnsafeBufferPointer(rebasing: buffer[start..<position])) }
            start = position + 1
        }
        if range.upperBound > start { body(UnsafeBufferPointer(rebasing: buffer[start..<range.upperBound])) }
    }
}
