import ConfinedFiles
import Foundation
import Testing

/// A build takes every content file's identity from one walk of the content folder: each file's status is
/// the one `lstat` gives, taken in its open folder, and a link is refused, never given the status of what it
/// points to.
@Suite struct FolderWalkTests {
    @Test func aWalkWithStatusesGivesEachFileItsOwnLstat() throws {
        let folder = try ConfinedReadTests.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let nested = folder.appendingPathComponent("recommendations/lisbon")
        try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
        try Data("# Top\n".utf8).write(to: folder.appendingPathComponent("site.yml"))
        try Data("a longer body\n".utf8).write(to: nested.appendingPathComponent("tram.md"))
        let target = folder.appendingPathComponent("outside.md")
        try Data("x".utf8).write(to: target)
        try FileManager.default.createSymbolicLink(
            at: nested.appendingPathComponent("link.md"), withDestinationURL: target)

        let walk = FolderWalk(folder, recursive: true, statuses: true)
        #expect(walk.files.map(\.relativePath) == ["outside.md", "recommendations/lisbon/tram.md", "site.yml"])
        for file in walk.files {
            var info = stat()
            #expect(lstat(file.path, &info) == 0)
            let status = try #require(file.status, "\(file.relativePath)")
            #expect(status.inode == UInt64(info.st_ino))
            #expect(status.device == UInt64(info.st_dev))
            #expect(status.size == Int64(info.st_size))
            #expect(status.modified == Int64(info.st_mtim.tv_sec))
            #expect(status.modifiedNanoseconds == Int64(info.st_mtim.tv_nsec))
            #expect(status == FolderWalk.FileStatus(path: file.path))
        }
        #expect(walk.refused.map(\.relativePath) == ["recommendations/lisbon/link.md"])
        #expect(walk.refused.map(\.kind) == [.symbolicLink])

        // Without asking, no status is taken.
        #expect(FolderWalk(folder, recursive: true).files.allSatisfy { $0.status == nil })
    }
}
