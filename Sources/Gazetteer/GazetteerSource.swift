import CGazetteerData
import Foundation

/// Where a gazetteer's tables come from.
public enum GazetteerSource: Sendable {
    /// The tables compiled into the executable (see `Sources/CGazetteerData`).
    case embedded
    /// `countries.tsv`, `country-aliases.tsv`, `cities.tsv` and `airports.tsv` in a folder, as `Scripts/make-gazetteer.py` writes them.
    case directory(URL)

    /// The bytes of one table.
    /// - Throws: ``GazetteerError`` when a file in the folder cannot be read.
    func bytes(of name: String) throws(GazetteerError) -> [UInt8] {
        switch self {
        case .embedded:
            let (start, count): (UnsafePointer<UInt8>, Int)
            switch name {
            case "countries.tsv": (start, count) = (itineshary_countries_tsv_start(), itineshary_countries_tsv_size)
            case "cities.tsv": (start, count) = (itineshary_cities_tsv_start(), itineshary_cities_tsv_size)
            case "airports.tsv": (start, count) = (itineshary_airports_tsv_start(), itineshary_airports_tsv_size)
            case "country-aliases.tsv":
                (start, count) = (itineshary_country_aliases_tsv_start(), itineshary_country_aliases_tsv_size)
            default: throw GazetteerError(file: name, reason: "not a table of the gazetteer")
            }
            return Array(UnsafeBufferPointer(start: start, count: count))
        case .directory(let folder):
            do {
                return [UInt8](try Data(contentsOf: folder.appendingPathComponent(name), options: .mappedIfSafe))
            } catch {
                throw GazetteerError(file: name, reason: error.localizedDescription)
            }
        }
    }
}
