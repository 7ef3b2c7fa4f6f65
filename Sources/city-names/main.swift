// Writes Sources/CGazetteerData/Data/city-names.bin, the hashes of the cities' folded names (CityNameHashes), from
// cities.tsv beside it. `make city-names` runs it after the gazetteer's data changes; a test holds the file to the
// data and to the folding, and says to run it when they disagree.
import Foundation
import Gazetteer

let data = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("CGazetteerData/Data")
let cities = try Data(contentsOf: data.appendingPathComponent("cities.tsv"))
let file = CityNameHashes.file(forCities: [UInt8](cities))
try Data(file).write(to: data.appendingPathComponent("city-names.bin"), options: .atomic)
print("wrote \(data.appendingPathComponent("city-names.bin").path): \(file.count) bytes")
