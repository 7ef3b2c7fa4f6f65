import Foundation
import Testing

@testable import Gazetteer

/// The hashes of the cities' names compiled in beside `cities.tsv` (`city-names.bin`) index the embedded table
/// without folding its names: they must be the hashes the folding gives, and index every country as folding would.
@Suite struct CityNameHashesTests {
    static let data = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/CGazetteerData/Data")

    @Test func theCompiledInHashesAreThoseOfTheCitiesAndTheFolding() throws {
        let cities = try [UInt8](Data(contentsOf: Self.data.appendingPathComponent("cities.tsv")))
        let file = try [UInt8](Data(contentsOf: Self.data.appendingPathComponent("city-names.bin")))
        let made = CityNameHashes.file(forCities: cities)
        // Compared whole, reported by where they part: a failure does not print a megabyte of numbers.
        let parting =
            zip(made, file).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(made.count, file.count)
        let same = made == file
        #expect(
            same,
            "city-names.bin differs from the hashes of cities.tsv from byte \(parting) (\(file.count) and \(made.count) bytes): it was made from another cities.tsv or another folding; run `make city-names`"
        )
        let compiledIn = GazetteerSource.embedded.cityNameHashes.map { Array($0) == file } ?? false
        #expect(compiledIn, "the executable holds another city-names.bin than Sources/CGazetteerData/Data")
    }

    /// Every country of the embedded table, indexed from the hashes and by folding (the table read from the folder),
    /// has the same names of the same cities, and each of its names finds the same cities both ways.
    @Test func everyCountryIsIndexedAsFoldingIndexesIt() {
        let hashed = Gazetteer(source: .embedded).cityTable.value
        let folded = Gazetteer(dataDirectory: Self.data).cityTable.value
        #expect(hashed.countryRows == folded.countryRows)
        var mismatches: [String] = []
        var scalars: [UInt32] = []
        var other: [UInt32] = []
        for country in hashed.countryRows.keys.sorted() {
            guard let fromHashes = hashed.index(country: country), let byFolding = folded.index(country: country)
            else {
                mismatches.append(country)
                continue
            }
            guard !fromHashes.foldedToIndex, byFolding.foldedToIndex, fromHashes.nameCount == byFolding.nameCount,
                fromHashes.nameCount > 0
            else {
                mismatches.append(country)
                continue
            }
            for name in 0..<fromHashes.nameCount {
                fromHashes.name(name, into: &scalars)
                byFolding.name(name, into: &other)
                if scalars != other || fromHashes.row(ofName: name) != byFolding.row(ofName: name)
                    || fromHashes.rows(named: scalars) != byFolding.rows(named: scalars)
                    || !fromHashes.rows(named: scalars).contains(fromHashes.row(ofName: name))
                {
                    mismatches.append("\(country) name \(name)")
                }
            }
        }
        #expect(mismatches.isEmpty)
        #expect(Gazetteer.shared.city(named: "Lisboa", countryCode: "PT")?.name == "Lisbon")
        #expect(Gazetteer.shared.city(named: "東京", countryCode: "JP")?.name == "Tokyo")
    }

    /// A hash file made for another table is not used: one of another size is refused when read, and one whose
    /// cities have other numbers of names leaves the country to be indexed by folding.
    @Test func hashesOfAnotherTableAreNotUsed() throws {
        func table(_ alternates: String) -> [UInt8] {
            Array(
                ("# geonameid\tname\tcountry\tregion\tlatitude\tlongitude\tpopulation\ttime_zone\talternate_names\n"
                    + "1\tAlpha\tXX\t\t1.0\t2.0\t30000\tEtc/UTC\t\(alternates)\n"
                    + "2\tDelta\tXX\t\t1.5\t2.5\t20000\tEtc/UTC\tEpsilon\n").utf8)
        }
        // The same size and number of cities; Alpha has two alternates in one and one in the other.
        let cities = table("Beta|Gamma")
        let other = CityNameHashes.file(forCities: table("BetaXGamma"))
        let shorter = CityNameHashes.file(forCities: table("Beta"))
        other.withUnsafeBytes { file in
            #expect(CityNameHashes.read(file, tableSize: cities.count, rowCount: 2) != nil)
            let loaded = CityTable(bytes: TableBytes(copying: Data(cities)), hashFile: file)
            #expect(loaded.index(country: "XX")?.foldedToIndex == true)
            #expect(loaded.index(country: "XX")?.rows(named: TextFolding.foldedScalars("gamma")) == [0])
            #expect(loaded.index(country: "XX")?.rows(named: TextFolding.foldedScalars("epsilon")) == [1])
        }
        shorter.withUnsafeBytes { file in
            #expect(CityNameHashes.read(file, tableSize: cities.count, rowCount: 2) == nil)
        }
        CityNameHashes.file(forCities: cities).withUnsafeBytes { file in
            let loaded = CityTable(bytes: TableBytes(copying: Data(cities)), hashFile: file)
            #expect(loaded.index(country: "XX")?.foldedToIndex == false)
            #expect(loaded.index(country: "XX")?.rows(named: TextFolding.foldedScalars("BETA")) == [0])
            #expect(loaded.index(country: "XX")?.rows(named: TextFolding.foldedScalars("Zeta")) == [])
        }
    }
}
