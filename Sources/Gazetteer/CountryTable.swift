import Foundation
import TravelModel

/// The countries, indexed by code and by folded name.
final class CountryTable: Sendable {
    /// Every country, in code order.
    let countries: [Country]
    /// Row by upper-case alpha-2 and alpha-3 code.
    let byCode: [String: Int]
    /// Row by folded name or alternate name.
    let byName: [String: Int]
    /// Folded names (name and alternates) for suggestions, with their row.
    let foldedNames: [(scalars: [UInt32], row: Int)]
    /// Why the file could not be read, if it could not.
    let error: GazetteerError?

    /// Reads `countries.tsv` and `country-aliases.tsv` from `source`.
    init(source: GazetteerSource) {
        var countries: [Country] = []
        var aliases: [(alias: String, code: String, isCode: Bool)] = []
        var loadError: GazetteerError?
        do {
            let file = TabSeparatedFile(bytes: try source.bytes(of: "countries.tsv"))
            file.forEachRow { row in
                countries.append(
                    Country(
                        code: row.string(0), alpha3: row.string(1), name: row.string(2),
                        alternateNames: row.list(3, separator: UInt8(ascii: "|")), currencyCode: row.string(4),
                        capital: row.string(5), continent: row.string(6)))
            }
            let aliasFile = TabSeparatedFile(bytes: try source.bytes(of: "country-aliases.tsv"))
            aliasFile.forEachRow { row in
                aliases.append((row.string(0), row.string(1), row.string(2) == "code"))
            }
        } catch {
            loadError = error
        }
        var byCode: [String: Int] = [:]
        var byName: [String: Int] = [:]
        var foldedNames: [(scalars: [UInt32], row: Int)] = []
        for (row, country) in countries.enumerated() {
            byCode[country.code] = row
            if !country.alpha3.isEmpty { byCode[country.alpha3] = row }
            for name in [country.name] + country.alternateNames {
                let scalars = TextFolding.foldedScalars(name)
                let key = String(String.UnicodeScalarView(scalars.compactMap(Unicode.Scalar.init)))
                // The first country to claim a name keeps it; names are unique in practice.
                if byName[key] == nil { byName[key] = row }
                foldedNames.append((scalars, row))
            }
        }
        // Aliases (`UK`, `England`, `Ivory Coast`) come after every country's own names and codes, which
        // they never replace.
        for (alias, code, isCode) in aliases {
            guard let row = byCode[code] else { continue }
            if isCode {
                if byCode[alias] == nil { byCode[alias] = row }
                continue
            }
            let scalars = TextFolding.foldedScalars(alias)
            let key = String(String.UnicodeScalarView(scalars.compactMap(Unicode.Scalar.init)))
            if byName[key] == nil { byName[key] = row }
            foldedNames.append((scalars, row))
        }
        self.countries = countries
        self.byCode = byCode
        self.byName = byName
        self.foldedNames = foldedNames
        self.error = loadError
    }
}
