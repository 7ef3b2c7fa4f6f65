import Foundation
import TestImages
import Testing

/// What the image libraries say of a content file reaches no one as lines of the file's choosing: libpng names a
/// PNG's colour profile in its warning, and the name is the file's bytes, line breaks and all. On a CI runner a
/// line of standard error that starts with `::` is a command (`::error file=…::`, `::stop-commands::`), so the
/// run itself is watched: the executable, whose standard error is the process's own.
@Suite struct LibraryMessagesTests {
    /// A profile name (79 bytes at most) that would forge an error annotation and then silence the real ones.
    static let forgedName = "sRGB\n::error file=trips/a.md,line=1::forged by an image\n::stop-commands::q\n"

    @Test func aPNGsProfileNameDoesNotReachStandardError() async throws {
        let binary = try #require(
            KilledBuildTests.executable, "the itineshary executable was not built beside the tests")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "itineshary-messages-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let content = folder.appendingPathComponent("Content")
        let photos = content.appendingPathComponent("assets/photos")
        try FileManager.default.createDirectory(at: photos, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: content.appendingPathComponent("trips"), withIntermediateDirectories: true)
        let png = TestImages.png(
            width: 1200, height: 800, bitDepth: 8, colorType: 2, interlaced: false,
            chunks: [TestImages.profileChunk(named: Self.forgedName)])
        try Data(png).write(to: photos.appendingPathComponent("profile.png"))
        try "title: Profiles\n".write(
            to: content.appendingPathComponent("site.yml"), atomically: true, encoding: .utf8)
        try "---\ntitle: Lisbon\nstart: 2027-04-08\nend: 2027-04-10\ncover: assets/photos/profile.png\n---\nAway.\n"
            .write(to: content.appendingPathComponent("trips/lisbon.md"), atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = binary
        process.arguments = [
            "build", "--offline", "--content", content.path, "--templates",
            KilledBuildTests.root.appendingPathComponent("Templates").path,
            "--output", folder.appendingPathComponent("site").path,
        ]
        let errors = Pipe()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        try process.run()
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        await KilledBuildTests.finished(process)
        #expect(process.terminationStatus == 0, "\(stderr)")
        let lines = stderr.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(!lines.contains { $0.hasPrefix("::") }, "\(stderr)")
        #expect(!stderr.contains("forged by an image"), "\(stderr)")
        #expect(!stderr.contains("VIPS-WARNING"), "\(stderr)")
        // The image itself is read and published, its profile renamed.
        let published = try Data(contentsOf: folder.appendingPathComponent("site/assets/photos/profile.png"))
        #expect(published.range(of: Data("forged".utf8)) == nil)
        #expect(published.range(of: Data("ICC profile\0".utf8)) != nil)
    }
}
