// Writes Sources/CGazetteerData/Data/city-names.bin, the hashes of the cities' folded names (CityNameHashes), from
// cities.tsv beside it. `make city-names` runs it after the gazetteer's data changes; a test holds the file to the
// data and to the folding, and says to run it when they disagree.
import Foundation
import Gazetteer

// Tools/Sources/city-names/main.swift, four folders below the repository's root.
let root = (0..<4).reduce(URL(fileURLWithPath: #filePath)) { folder, _ in folder.deletingLastPathComponent() }
let data = root.appendingPathComponent("Sources/CGazetteerData/Data")
let cities = try Data(contentsOf: data.appendingPathComponent("cities.tsv"))
let file = CityNameHashes.file(forCities: [UInt8](cities))
try Data(file).write(to: data.appendingPathComponent("city-names.bin"), options: .atomic)
print("wrote \(data.appendingPathComponent("city-names.bin").path): \(file.count) bytes")
