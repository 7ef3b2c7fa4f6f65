import Testing

@testable import SiteOutput

/// A manifest's bytes: each entry in the order of its path's bytes, handed out a piece at a time, read back as
/// the same entries.
@Suite struct ManifestTests {
    static func entry(_ index: Int) -> Manifest.Entry {
        Manifest.Entry(
            size: UInt64(index), hash: UInt64(index) &* 0x9E37_79B9_7F4A_7C15, inode: UInt64(1000 + index),
            seconds: 1_795_000_000 + Int64(index), nanoseconds: Int64(index % 1_000_000_000), inputs: UInt64(index * 3))
    }

    @Test func entriesAreWrittenInTheOrderOfTheirPathsBytes() {
        let manifest = Manifest(entries: [
            "b/index.html": Self.entry(1), "é/index.html": Self.entry(2), "a.txt": Self.entry(3),
        ])
        var expected = Array("itineshary manifest 2\n".utf8)
        func append(_ value: UInt64) { withUnsafeBytes(of: value.littleEndian) { expected += $0 } }
        append(3)
        for (path, index) in [("a.txt", 3), ("b/index.html", 1), ("é/index.html", 2)] {
            append(UInt64(path.utf8.count))
            expected += path.utf8
            let entry = Self.entry(index)
            for value in [
                entry.size, entry.hash, entry.inode, UInt64(bitPattern: entry.seconds),
                UInt64(bitPattern: entry.nanoseconds), entry.inputs,
            ] { append(value) }
        }
        #expect(manifest.encoded() == expected)
    }

    @Test func aLargeManifestComesInPiecesAndReadsBack() throws {
        let entries = Dictionary(
            uniqueKeysWithValues: (0..<3000).map { ("recommendations/a-place-called-\($0)/index.html", Self.entry($0)) }
        )
        let manifest = Manifest(entries: entries)
        var pieces: [[UInt8]] = []
        manifest.encode { pieces.append(Array($0)) }
        #expect(pieces.count > 2)
        #expect(pieces.allSatisfy { $0.count <= 1 << 16 })
        let bytes = pieces.flatMap { $0 }
        #expect(bytes == manifest.encoded())
        let decoded = try #require(Manifest.decode(bytes))
        #expect(decoded.entries == entries)
    }
}
