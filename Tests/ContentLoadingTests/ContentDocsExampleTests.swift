import ContentLoading
import Foundation
import Testing

/// The complete trip of `docs/content.md`, loaded as written there.
@Suite struct ContentDocsExampleTests {
    static let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("docs/content.md")

    /// The files of the section "A complete trip": each a line "`Content/<path>`:" and the fenced block after it.
    static func exampleFiles() throws -> [(path: String, text: String)] {
        let text = try String(contentsOf: docs, encoding: .utf8)
        let section = try #require(text.range(of: "## A complete trip\n"))
        let lines = text[section.upperBound...].split(separator: "\n", omittingEmptySubsequences: false)
        var files: [(String, String)] = []
        var index = 0
        while index < lines.count, !lines[index].hasPrefix("## ") {
            let line = lines[index]
            if line.hasPrefix("`Content/"), line.hasSuffix("`:") {
                let path = String(line.dropFirst("`Content/".count).dropLast(2))
                let open = index + 2
                let close = try #require(lines[(open + 1)...].firstIndex(of: "```"))
                files.append((path, lines[(open + 1)..<close].joined(separator: "\n") + "\n"))
                index = close
            }
            index += 1
        }
        return files
    }

    @Test func theCompleteTripLoadsWithNoDiagnostic() async throws {
        let files = try Self.exampleFiles()
        #expect(
            files.map(\.path) == [
                "site.yml", "recommendations/lisbon/cervejaria-ramiro.md", "trips/lisbon-long-weekend.md",
            ])
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "itineshary-docs-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        // The images the example names; `check` needs them to exist, not to be decoded.
        let photos = folder.appendingPathComponent("assets/photos")
        try FileManager.default.createDirectory(at: photos, withIntermediateDirectories: true)
        for name in ["lisbon.jpg", "avenida-palace.jpg", "ramiro.jpg"] {
            try Data([0xFF, 0xD8, 0xFF, 0xD9]).write(to: photos.appendingPathComponent(name))
        }
        let result = try await ContentLoader(contentDirectory: folder, displayPath: "Content").load()
        #expect(result.diagnostics.map(\.description) == [])
        let trip = try #require(result.site?.trips.first)
        // Every part of a trip is there: flights, a booked and a shortlisted stay, days and visits, the
        // budget and the packing list.
        #expect(trip.flights.count == 2)
        #expect(trip.stays.map(\.booked) == [true, false])
        #expect(trip.stays[0].checkInTime?.description == "15:00")
        #expect(trip.stays[0].phone?.uri == "tel:+351213218100")
        #expect(trip.stays[0].email?.uri == "mailto:reservations@example.org")
        #expect(trip.days.map { $0.visits.count } == [2, 1])
        #expect(trip.days[0].visits[1].booking == "JER-88121")
        #expect(trip.budget != nil)
        // And the images: the cover, a stay's, the recommendation's and one in the body.
        #expect(trip.cover == .asset("assets/photos/lisbon.jpg"))
        #expect(trip.stays[0].image == .asset("assets/photos/avenida-palace.jpg"))
        #expect(result.site?.recommendations.first?.image == .asset("assets/photos/ramiro.jpg"))
        #expect(trip.body.images == [.asset("assets/photos/avenida-palace.jpg")])
        #expect(trip.body.text.contains("- [ ] adapter"))
    }
}
