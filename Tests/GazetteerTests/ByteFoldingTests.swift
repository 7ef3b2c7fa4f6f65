import Testing

@testable import Gazetteer

/// Country indexes fold names straight from the table's bytes, ASCII names a byte at a time; every name and
/// alternate name in the gazetteer must fold to the bytes of the folding that lookups use.
@Suite struct ByteFoldingTests {
    @Test func everyNameInTheCitiesTableFoldsToTheBytesOfItsFoldedKey() throws {
        let table = try GazetteerSource.embedded.bytes(of: "cities.tsv")
        var scalars: [UInt32] = []
        var folded: [UInt8] = []
        var (names, ascii, mismatches) = (0, 0, [String]())
        // Every field of every row, cut at tabs, line ends and the alternate names' `|`: names, and more.
        var start = 0
        let buffer = table.buffer
        for position in 0...buffer.count {
            guard position == buffer.count || [9, 10, UInt8(ascii: "|")].contains(buffer[position]) else { continue }
            defer { start = position + 1 }
            guard position > start else { continue }
            let field = UnsafeBufferPointer(rebasing: buffer[start..<position])
            folded.removeAll(keepingCapacity: true)
            folded.append(0x2A)  // What is already in the buffer stays as it is.
            TextFolding.fold(utf8: field, appendingTo: &folded, scalars: &scalars)
            let text = String(decoding: field, as: UTF8.self)
            if folded != [0x2A] + Array(TextFolding.fold(text).utf8), mismatches.count < 5 { mismatches.append(text) }
            names += 1
            if field.allSatisfy({ $0 < 0x80 }) { ascii += 1 }
        }
        #expect(mismatches == [])
        // Both paths are taken, over hundreds of thousands of names.
        #expect(names > 500_000)
        #expect(ascii > names / 2 && ascii < names)
    }

    @Test(arguments: ["  St. Petersburg!", "'s-Hertogenbosch", "N'Djamena", "--", "", "São Paulo", "A  b", "Ω"])
    func aNameFoldsAfterWhatTheBufferHolds(name: String) {
        var scalars: [UInt32] = []
        var folded = Array("kept|".utf8)
        var copy = name
        copy.withUTF8 { TextFolding.fold(utf8: $0, appendingTo: &folded, scalars: &scalars) }
        #expect(String(decoding: folded, as: UTF8.self) == "kept|" + TextFolding.fold(name))
    }
}
