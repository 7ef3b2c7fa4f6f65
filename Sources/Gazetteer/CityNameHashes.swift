import Foundation

/// The hash of every city name's folded key, worked out when the data is made (`make city-names`, which builds and
/// runs the `city-names` executable in `Tools/`) and compiled in beside `cities.tsv` as `city-names.bin`, so that
/// indexing a country's names costs a read of numbers rather than folding a few hundred thousand names on every run.
///
/// The file: the four bytes `ICNH`, then little-endian 32-bit numbers: the format's version, the size of the
/// `cities.tsv` it was made from, its number of cities, and its number of names; then each city's number of
/// names (its own name and each alternate, in the file's order) as 16-bit numbers, padded to a multiple of
/// four bytes; then each name's hash as a 32-bit number, `0` for a name that folds to nothing. The hashes serve
/// the embedded `cities.tsv` alone: a table read from a folder is indexed by folding its names.
public enum CityNameHashes {
    static let magic: [UInt8] = Array("ICNH".utf8)
    static let version: UInt32 = 1
    private static let headerSize = 20

    /// The hash under which a folded key is indexed: the low half of ``CityNameIndex``'s FNV-1a, never `0`,
    /// which stands for a name that folds to nothing.
    static func hash(_ folded: [UInt32]) -> UInt32 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for value in folded {
            hash = (hash ^ UInt64(value)) &* 0x0000_0100_0000_01B3
        }
        let low = UInt32(truncatingIfNeeded: hash ^ (hash >> 29))
        return low == 0 ? 1 : low
    }

    /// The bytes of `city-names.bin` for the cities table `citiesTSV`, the bytes of a `cities.tsv`.
    public static func file(forCities citiesTSV: [UInt8]) -> [UInt8] {
        let table = CityTable(bytes: TableBytes(copying: Data(citiesTSV)))
        var counts: [UInt16] = []
        var hashes: [UInt32] = []
        var folded: [UInt32] = []
        table.forEachRowsNames { names in
            var count = 0
            for name in names {
                TextFolding.fold(utf8: name, into: &folded)
                hashes.append(folded.isEmpty ? 0 : hash(folded))
                count += 1
            }
            counts.append(UInt16(clamping: count))
        }
        var bytes = magic
        func append(_ value: UInt32) { withUnsafeBytes(of: value.littleEndian) { bytes += $0 } }
        append(version)
        append(UInt32(citiesTSV.count))
        append(UInt32(counts.count))
        append(UInt32(hashes.count))
        for count in counts { withUnsafeBytes(of: count.littleEndian) { bytes += $0 } }
        while bytes.count % 4 != 0 { bytes.append(0) }
        for hash in hashes { append(hash) }
        return bytes
    }

    /// The hashes in `file`, read for a cities table of `tableSize` bytes and `rowCount` cities: where each city's
    /// names start among the hashes, and the hashes themselves; `nil` when the file is not one made for that table.
    static func read(_ file: UnsafeRawBufferPointer, tableSize: Int, rowCount: Int) -> Hashes? {
        guard file.count >= headerSize, file.prefix(4).elementsEqual(magic) else { return nil }
        func number(at offset: Int) -> Int {
            Int(UInt32(littleEndian: file.loadUnaligned(fromByteOffset: offset, as: UInt32.self)))
        }
        guard number(at: 4) == version, number(at: 8) == tableSize, number(at: 12) == rowCount else { return nil }
        let nameCount = number(at: 16)
        let countsEnd = headerSize + 2 * rowCount
        let hashesStart = (countsEnd + 3) / 4 * 4
        guard file.count == hashesStart + 4 * nameCount else { return nil }
        var starts = [Int32](repeating: 0, count: rowCount + 1)
        var total = 0
        for row in 0..<rowCount {
            starts[row] = Int32(total)
            total += Int(
                UInt16(littleEndian: file.loadUnaligned(fromByteOffset: headerSize + 2 * row, as: UInt16.self)))
        }
        starts[rowCount] = Int32(total)
        guard total == nameCount else { return nil }
        return Hashes(file: UnsafeRawBufferPointer(rebasing: file[hashesStart...]), starts: starts)
    }

    /// The hashes of a table's names, read in place from the compiled-in file.
    struct Hashes: @unchecked Sendable {
        /// Every name's hash, four bytes each; the file is data of the executable and lives as long as it.
        let file: UnsafeRawBufferPointer
        /// Where the names of city `row` start, in names; one more entry, the end of the last city's.
        let starts: [Int32]

        /// How many names city `row` has.
        func count(ofRow row: Int) -> Int { Int(starts[row + 1] - starts[row]) }

        /// The hash of name `index` (0 is the city's own name) of city `row`.
        func hash(ofRow row: Int, name index: Int) -> UInt32 {
            UInt32(littleEndian: file.loadUnaligned(fromByteOffset: 4 * (Int(starts[row]) + index), as: UInt32.self))
        }
    }
}
