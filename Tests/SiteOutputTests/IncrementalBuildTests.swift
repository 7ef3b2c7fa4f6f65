import Foundation
import Testing

@testable import SiteOutput

/// A rebuild brings the older generation up to date in place: unchanged files are neither written nor moved.
@Suite struct IncrementalBuildTests {
    /// Each file's inode and modification time.
    private func stamps(_ folder: URL) throws -> [String: [Int]] {
        var result: [String: [Int]] = [:]
        for relative in try FileManager.default.subpathsOfDirectory(atPath: folder.path) {
            var info = stat()
            guard lstat(folder.path + "/" + relative, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { continue }
            result[relative] = [Int(info.st_ino), info.st_mtim.tv_sec, info.st_mtim.tv_nsec]
        }
        return result
    }

    private func build(_ site: URL, _ files: [String: String]) throws -> OutputChanges {
        let build = try OutputFolder.prepare(output: site, protecting: [])
        for (path, text) in files.sorted(by: { $0.key < $1.key }) { try build.write(path, text) }
        try build.commit()
        return build.changes
    }

    let pages = [
        "index.html": "home", "trips/lisbon/index.html": "lisbon", "trips/lisbon/trip.ics": "ics",
        "trips/porto/index.html": "porto", "recs/a/index.html": "a",
    ]

    @Test func unchangedFilesKeepTheirInodeAndModificationTimeAndNothingIsWritten() throws {
        try TemporaryFolder.with { base in
            let site = base.appendingPathComponent("site")
            #expect(try build(site, pages) == OutputChanges(written: 5))
            let first = try stamps(site)
            // The second build has no older generation yet: it links every file from the live one.
            #expect(try build(site, pages) == OutputChanges(linked: 5))
            #expect(try stamps(site) == first)
            // From the third on, the older generation already holds every file.
            for _ in 0..<2 {
                #expect(try build(site, pages) == OutputChanges(unchanged: 5))
                #expect(try stamps(site) == first)
            }
        }
    }

    @Test func aChangedFileIsTheOnlyOneWrittenAndAVanishedOneGoesWithItsFolder() throws {
        try TemporaryFolder.with { base in
            let site = base.appendingPathComponent("site")
            _ = try build(site, pages)
            _ = try build(site, pages)
            let before = try stamps(site)

            var next = pages
            next["trips/lisbon/index.html"] = "lisbon, changed"
            next["trips/porto/index.html"] = nil
            #expect(try build(site, next) == OutputChanges(written: 1, unchanged: 3, removed: 1))
            let after = try stamps(site)
            #expect(
                after.keys.sorted() == [
                    ".itineshary-output", "index.html", "recs/a/index.html", "trips/lisbon/index.html",
                    "trips/lisbon/trip.ics",
                ])
            #expect(after.keys.filter { after[$0] != before[$0] } == ["trips/lisbon/index.html"])
            #expect(!FileManager.default.fileExists(atPath: site.path + "/trips/porto"))
            #expect(
                try String(contentsOf: site.appendingPathComponent("trips/lisbon/index.html"), encoding: .utf8)
                    == "lisbon, changed")

            // The build after: the older generation lacks the change, the live one has it, so it is linked. The
            // older generation still held the vanished page; the live output did not, so nothing is removed from
            // what a reader sees.
            #expect(try build(site, next) == OutputChanges(linked: 1, unchanged: 3, removed: 0))
            #expect(try stamps(site) == after)
            #expect(
                try FolderTree.snapshot(base.appendingPathComponent(".site.itineshary/previous"))
                    == FolderTree.snapshot(site))
        }
    }

    @Test func aFileMayBecomeAFolderAndAFolderAFile() throws {
        try TemporaryFolder.with { base in
            let site = base.appendingPathComponent("site")
            _ = try build(site, ["a": "file", "b/index.html": "in a folder"])
            _ = try build(site, ["a": "file", "b/index.html": "in a folder"])
            _ = try build(site, ["a/index.html": "in a folder", "b": "file"])
            #expect(
                try FolderTree.snapshot(site) == [
                    ".itineshary-output": FolderTree.bytes(OutputMarker.contents), "a/": Data(),
                    "a/index.html": FolderTree.bytes("in a folder"), "b": FolderTree.bytes("file"),
                ])
        }
    }

    @Test func aFileChangedBehindTheBuildsBackIsWrittenAgain() throws {
        try TemporaryFolder.with { base in
            let site = base.appendingPathComponent("site")
            _ = try build(site, pages)
            _ = try build(site, pages)
            // Same size, other bytes, in the older generation: the manifest no longer describes it, so the file
            // is placed again (linked from the live output, which still has it).
            let previous = base.appendingPathComponent(".site.itineshary/previous/index.html")
            try FileManager.default.removeItem(at: previous)
            try Data("HOME".utf8).write(to: previous)
            #expect(try build(site, pages) == OutputChanges(linked: 1, unchanged: 4))
            #expect(try String(contentsOf: site.appendingPathComponent("index.html"), encoding: .utf8) == "home")
        }
    }

    @Test func aCopiedFileIsComparedByItsBytes() throws {
        try TemporaryFolder.with { base in
            let source = base.appendingPathComponent("photo.jpg")
            try Data(repeating: 7, count: 3 << 20).write(to: source)
            let site = base.appendingPathComponent("site")
            for expected in [OutputChanges(written: 1), OutputChanges(linked: 1), OutputChanges(unchanged: 1)] {
                let build = try OutputFolder.prepare(output: site, protecting: [])
                try build.copyFile(from: source, to: "assets/photo.jpg")
                try build.commit()
                #expect(build.changes == expected)
            }
            try Data(repeating: 8, count: 3 << 20).write(to: source)
            let build = try OutputFolder.prepare(output: site, protecting: [])
            try build.copyFile(from: source, to: "assets/photo.jpg")
            try build.commit()
            #expect(build.changes == OutputChanges(written: 1))
            #expect(
                try Data(contentsOf: site.appendingPathComponent("assets/photo.jpg"))
                    == Data(repeating: 8, count: 3 << 20))
        }
    }
}

@Suite struct ContentHashTests {
    /// The first 8 bytes of these inputs' SHA-256 (`sha256sum`), read as a little-endian number.
    @Test(arguments: [
        ("", 0x141C_FC98_42C4_B0E3 as UInt64),
        ("a", 0xCABD_1BCA_1281_97CA),
        ("abc", 0xEACF_018F_BF16_78BA),
        ("Nobody inspects the spammish repetition", 0x9315_6541_7DDD_1E03),
    ])
    func knownValues(text: String, hash: UInt64) {
        #expect(ContentHash.of(Array(text.utf8)) == hash)
    }

    @Test func aHashFedInPiecesIsTheHashOfTheWhole() {
        let bytes = (0..<1000).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
        var state = ContentHash.State()
        for piece in stride(from: 0, to: bytes.count, by: 13) {
            bytes[piece..<min(bytes.count, piece + 13)].withUnsafeBytes { state.add($0) }
        }
        #expect(state.finish() == ContentHash.of(bytes))
        #expect(state.finish() == 0x502F_3587_D5E7_9750)
    }

    /// Pieces of every size around SHA-256's 64-byte block, empty ones included, for inputs of every length up to 300.
    @Test func piecesOfAnySizeGiveTheHashOfTheWhole() {
        let sizes = [1, 5, 0, 31, 32, 33, 64, 7, 63, 65, 2]
        for length in 0...300 {
            let bytes = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 131 &+ length) }
            var state = ContentHash.State()
            var offset = 0
            var turn = length
            while offset < bytes.count {
                let size = sizes[turn % sizes.count]
                turn += 1
                bytes[offset..<min(bytes.count, offset + size)].withUnsafeBytes { state.add($0) }
                offset += size
            }
            #expect(state.finish() == ContentHash.of(bytes), "length \(length)")
        }
    }
}
