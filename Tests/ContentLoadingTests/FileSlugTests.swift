import ContentLoading
import Diagnostics
import Foundation
import Testing

/// A file whose name gives no slug is an error at that file, though no two files share a slug.
struct FileSlugTests {
    @Test func aFileNameWithNoLetterOrDigitIsAnErrorEvenWhenNoSlugIsShared() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("itineshary-slugs-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let places = folder.appendingPathComponent("recommendations/pt/lisbon")
        try FileManager.default.createDirectory(at: places, withIntermediateDirectories: true)
        try "title: Slugs\n".write(to: folder.appendingPathComponent("site.yml"), atomically: true, encoding: .utf8)
        for name in ["!!!", "castle"] {
            try "---\nname: A place\ncity: Lisbon\ncountry: PT\nfeatures: [sight]\n---\nA view.\n".write(
                to: places.appendingPathComponent(name + ".md"), atomically: true, encoding: .utf8)
        }
        let result = try await ContentLoader(contentDirectory: folder, displayPath: "Content").load()
        #expect(result.site == nil)
        #expect(
            result.diagnostics.filter { $0.severity == .error }.map(\.description) == [
                "Content/recommendations/pt/lisbon/!!!.md:1:1: error: the file name gives an empty slug; name the file with letters or digits"
            ])
    }
}
