import CGazetteerData
import Foundation

/// Where a gazetteer's tables come from.
public enum GazetteerSource: Sendable {
    /// The tables compiled into the executable (see `Sources/CGazetteerData`).
    case embedded
    /// `countries.tsv`, `country-aliases.tsv`, `cities.tsv`, `airports.tsv` and `metro-codes.tsv` in a folder, as
    /// `Scripts/make-gazetteer.py` writes them.
    case directory(URL)

    /// The hashes of the cities' names made with the embedded tables (``CityNameHashes``), read in place; `nil` for a
    /// folder, whose cities are indexed by folding their names.
    var cityNameHashes: UnsafeRawBufferPointer? {
        switch self {
        case .embedded:
            UnsafeRawBufferPointer(start: itineshary_city_names_bin_start(), count: itineshary_city_names_bin_size)
        case .directory:
            nil
        }
    }

    /// The bytes of one table: the compiled-in bytes themselves, not a copy, for the embedded tables.
    /// - Throws: ``GazetteerError`` when a file in the folder cannot be read.
    func bytes(of name: String) throws(GazetteerError) -> TableBytes {
        switch self {
        case .embedded:
            let (start, count): (UnsafePointer<UInt8>, Int)
            switch name {
            case "countries.tsv": (start, count) = (itineshary_countries_tsv_start(), itineshary_countries_tsv_size)
            case "cities.tsv": (start, count) = (itineshary_cities_tsv_start(), itineshary_cities_tsv_size)
            case "airports.tsv": (start, count) = (itineshary_airports_tsv_start(), itineshary_airports_tsv_size)
            case "metro-codes.tsv":
                (start, count) = (itineshary_metro_codes_tsv_start(), itineshary_metro_codes_tsv_size)
            case "country-aliases.tsv":
                (start, count) = (itineshary_country_aliases_tsv_start(), itineshary_country_aliases_tsv_size)
            default: throw GazetteerError(file: name, reason: "not a table of the gazetteer")
            }
            return TableBytes(embedded: UnsafeBufferPointer(start: start, count: count))
        case .directory(let folder):
            do {
                return TableBytes(
                    copying: try Data(contentsOf: folder.appendingPathComponent(name), options: .mappedIfSafe))
            } catch {
                throw GazetteerError(file: name, reason: error.localizedDescription)
            }
        }
    }
}

/// The bytes of one table, read in place.
///
/// The embedded tables are data of the executable, which lives as long as the process: holding a
/// pointer to them rather than a copy saves the copy (the cities alone are 6 MB). A table read from
/// a folder is copied once into memory this object owns.
final class TableBytes: @unchecked Sendable {
    /// The bytes; immutable.
    let buffer: UnsafeBufferPointer<UInt8>
    private let owned: Bool

    /// Wraps bytes that are never freed.
    init(embedded buffer: UnsafeBufferPointer<UInt8>) {
        self.buffer = buffer
        owned = false
    }

    /// Copies `data`.
    init(copying data: Data) {
        let copy = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: data.count)
        _ = copy.initialize(from: data)
        buffer = UnsafeBufferPointer(copy)
        owned = true
    }

    deinit {
        if owned { buffer.deallocate() }
    }
}
