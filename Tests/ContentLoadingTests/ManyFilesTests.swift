import ContentLoading
import Diagnostics
import Foundation
import Testing

/// Files are decoded in chunks, handed to the workers in an order of their own: a folder of many chunks still
/// gives every file once, and every file's diagnostic at its own file.
struct ManyFilesTests {
    @Test func everyFileOfManyChunksIsDecodedOnce() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("itineshary-many-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let places = folder.appendingPathComponent("recommendations/pt/lisbon")
        try FileManager.default.createDirectory(at: places, withIntermediateDirectories: true)
        try "title: Many places\n".write(
            to: folder.appendingPathComponent("site.yml"), atomically: true, encoding: .utf8)
        // 161 files: six chunks of 32 files or fewer, the last of one file.
        let count = 161
        for number in 0..<count {
            // Every seventh place links with a scheme pages leave out: a warning at its own file.
            let body = number % 7 == 0 ? "A view, [an old one](ftp://example.org/)." : "A view."
            try "---\nname: Place \(number)\ncity: Lisbon\ncountry: PT\nfeatures: [sight]\n---\n\(body)\n".write(
                to: places.appendingPathComponent(String(format: "place-%03d.md", number)), atomically: true,
                encoding: .utf8)
        }
        let result = try await ContentLoader(contentDirectory: folder, displayPath: "Content").load()
        let site = try #require(result.site)
        #expect(site.recommendations.map(\.id.rawValue) == (0..<count).map { String(format: "place-%03d", $0) })
        #expect(site.recommendations.map(\.name) == (0..<count).map { "Place \($0)" })
        let warned = result.diagnostics.compactMap { $0.location?.file }
        #expect(
            warned
                == stride(from: 0, to: count, by: 7).map {
                    String(format: "Content/recommendations/pt/lisbon/place-%03d.md", $0)
                })
    }
}
