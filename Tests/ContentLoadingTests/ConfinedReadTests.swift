import ConfinedFiles
import Foundation
import Testing

/// Every content file is read through `ConfinedRead`: whole, however its size falls against the reads, and
/// never through a link or from a special file, whether read or only asked of the disk ahead of time.
@Suite struct ConfinedReadTests {
    static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("confined-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// In `folder`: a file of 7 bytes, a link to it and a FIFO.
    static func linkAndFIFO(in folder: URL) throws -> (target: URL, link: URL, fifo: URL) {
        let target = folder.appendingPathComponent("secret")
        try Data("outside".utf8).write(to: target)
        let link = folder.appendingPathComponent("link.md")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
        let fifo = folder.appendingPathComponent("fifo.md")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        return (target, link, fifo)
    }

    @Test(arguments: [0, 1, 4095, 4096, 65_536, 65_537, 300_000])
    func aFileIsReadWhole(size: Int) throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("file.md")
        let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
        try Data(bytes).write(to: file)
        ConfinedRead.prefetch(atPath: file.path, limit: 1 << 20)
        #expect(ConfinedRead.bytes(atPath: file.path, limit: 1 << 20) == .success(bytes))
        // Exactly at the limit is read; a byte over it is refused with the file's size.
        #expect(ConfinedRead.bytes(atPath: file.path, limit: size) == .success(bytes))
        if size > 0 {
            #expect(ConfinedRead.bytes(atPath: file.path, limit: size - 1) == .failure(.tooLarge(size)))
        }
    }

    @Test func aLinkOrASpecialFileIsRefusedAndNotAskedFor() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (_, link, fifo) = try Self.linkAndFIFO(in: folder)
        // Neither blocks on the FIFO nor follows the link.
        ConfinedRead.prefetch(atPath: link.path, limit: 1 << 20)
        ConfinedRead.prefetch(atPath: fifo.path, limit: 1 << 20)
        ConfinedRead.prefetch(atPath: folder.appendingPathComponent("missing.md").path, limit: 1 << 20)
        #expect(ConfinedRead.bytes(atPath: link.path, limit: 1 << 20) == .failure(.symbolicLink))
        #expect(ConfinedRead.bytes(atPath: fifo.path, limit: 1 << 20) == .failure(.notARegularFile))
        #expect(ConfinedRead.bytes(atPath: folder.path, limit: 1 << 20) == .failure(.notARegularFile))
        #expect(
            ConfinedRead.bytes(atPath: folder.appendingPathComponent("missing.md").path, limit: 1 << 20)
                == .failure(.missing))
    }

    @Test(arguments: [0, 1, 4096, 65_537, 300_000])
    func aFileOpenedAheadIsReadWholeWithoutItsPath(size: Int) throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("file.md")
        let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
        try Data(bytes).write(to: file)
        // A byte over the limit, it is not opened at all.
        if size > 0 { #expect(ConfinedRead.opened(atPath: file.path, limit: size - 1) == nil) }
        let opened = try #require(ConfinedRead.opened(atPath: file.path, limit: size))
        // The open file is read, whatever is at the path by then.
        try FileManager.default.removeItem(at: file)
        #expect(ConfinedRead.bytes(of: opened, limit: size) == .success(bytes))
        #expect(ConfinedRead.opened(atPath: file.path, limit: size) == nil)
    }

    @Test func aFileThatGrowsAfterItIsOpenedIsReadToItsEndButNotPastTheLimit() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("file.md")
        try Data("first".utf8).write(to: file)
        let opened = try #require(ConfinedRead.opened(atPath: file.path, limit: 12))
        let handle = try FileHandle(forWritingTo: file)
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(" second".utf8))
        try handle.close()
        #expect(ConfinedRead.bytes(of: opened, limit: 12) == .success(Array("first second".utf8)))
        let again = try #require(ConfinedRead.opened(atPath: file.path, limit: 12))
        let more = try FileHandle(forWritingTo: file)
        try more.seekToEnd()
        try more.write(contentsOf: Data("!".utf8))
        try more.close()
        #expect(ConfinedRead.bytes(of: again, limit: 12) == .failure(.tooLarge(13)))
    }

    @Test func aLinkASpecialFileOrATooLargeFileIsNotOpenedAhead() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (target, link, fifo) = try Self.linkAndFIFO(in: folder)
        #expect(ConfinedRead.opened(atPath: link.path, limit: 1 << 20) == nil)
        #expect(ConfinedRead.opened(atPath: fifo.path, limit: 1 << 20) == nil)
        #expect(ConfinedRead.opened(atPath: folder.path, limit: 1 << 20) == nil)
        #expect(ConfinedRead.opened(atPath: target.path, limit: 6) == nil)
        #expect(ConfinedRead.opened(atPath: target.path, limit: 7) != nil)
    }
}
