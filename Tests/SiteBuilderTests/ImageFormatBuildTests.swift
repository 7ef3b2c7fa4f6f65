import Foundation
import Testing

@testable import SiteBuilder

/// An image is what its bytes are, whatever its name says: a photo with its camera's metadata, renamed `.gif`,
/// `.avif` or `.ico` (formats published as they were), is neither shown nor published, with a warning naming the
/// file; an AVIF, whose metadata cannot be removed, is not published.
@Suite struct ImageFormatBuildTests {
    @Test func aJPEGNamedAsAnotherFormatIsNotShownOrPublished() async throws {
        let folder = try BuildFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let content = folder.appendingPathComponent("Content")
        let manager = FileManager.default
        for path in ["trips", "assets/photos"] {
            try manager.createDirectory(at: content.appendingPathComponent(path), withIntermediateDirectories: true)
        }
        let photo = try Data(
            contentsOf: BuildFixture.root.appendingPathComponent("Tests/ImageResizingTests/Fixtures/gps.jpg"))
        for name in ["photos/cover.gif", "photos/photo.avif", "favicon.ico"] {
            try photo.write(to: content.appendingPathComponent("assets/" + name))
        }
        let avif: [UInt8] = [0, 0, 0, 0x1C] + Array("ftypavif".utf8) + [0, 0, 0, 0] + Array("avifmif1miaf".utf8)
        try Data(avif).write(to: content.appendingPathComponent("assets/photos/real.avif"))
        try "title: Photos\n".write(to: content.appendingPathComponent("site.yml"), atomically: true, encoding: .utf8)
        try "---\ntitle: Away\nstart: 2027-04-08\nend: 2027-04-10\ncover: assets/photos/cover.gif\n---\nAway.\n".write(
            to: content.appendingPathComponent("trips/away.md"), atomically: true, encoding: .utf8)
        let output = folder.appendingPathComponent("site")
        let summary = try await BuildFixture.build(content: content, output: output)
        func mismatch(_ format: String, _ fileExtension: String) -> String {
            "the file's bytes are a JPEG image, not the \(format) image its name (.\(fileExtension)) says"
        }
        #expect(
            summary.warnings.map(\.description).filter { $0.hasPrefix("warning: Content/assets/") } == [
                "warning: Content/assets/photos/cover.gif: \(mismatch("GIF", "gif")); pages leave it out",
                "warning: Content/assets/favicon.ico: not published: \(mismatch("ICO", "ico"))",
                "warning: Content/assets/photos/cover.gif: not published: \(mismatch("GIF", "gif"))",
                "warning: Content/assets/photos/photo.avif: not published: \(mismatch("AVIF", "avif"))",
                "warning: Content/assets/photos/real.avif: not published: the metadata of an AVIF image cannot be removed; convert it to JPEG, PNG or WebP, or publish images as they are (publish_image_metadata: true)",
            ])
        let files = try BuildFixture.files(in: output)
        #expect(files.keys.filter { $0.hasPrefix("assets/photos/") || $0 == "assets/favicon.ico" }.isEmpty)
        #expect(!files.keys.contains { $0.hasPrefix("assets/resized/") })
        let trip = String(decoding: try #require(files["trips/away/index.html"]), as: UTF8.self)
        #expect(!trip.contains("cover.gif"))
    }
}
