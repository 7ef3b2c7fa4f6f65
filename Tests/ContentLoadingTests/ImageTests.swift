import ContentLoading
import Diagnostics
import Foundation
import Testing
import TravelModel

/// Images in content: a stay's `image`, and the images of Markdown bodies, checked like image fields.
@Suite struct ImageTests {
    /// A content folder with one photo, `assets/photos/tram.jpg`, and the given files.
    static func load(_ files: [String: String]) async throws -> LoadResult {
        let content = FileManager.default.temporaryDirectory.appendingPathComponent("images-\(UUID().uuidString)")
        let manager = FileManager.default
        for folder in ["recommendations", "trips", "assets/photos"] {
            try manager.createDirectory(at: content.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        try "title: Photos\n".write(to: content.appendingPathComponent("site.yml"), atomically: true, encoding: .utf8)
        try Data([0xFF, 0xD8, 0xFF]).write(to: content.appendingPathComponent("assets/photos/tram.jpg"))
        for (path, text) in files {
            try text.write(to: content.appendingPathComponent(path), atomically: true, encoding: .utf8)
        }
        return try await ContentLoader(contentDirectory: content, displayPath: "Content").load()
    }

    static let trip = """
        ---
        title: Lisbon
        start: 2027-04-08
        end: 2027-04-10
        stays:
          - name: Hotel
            city: Lisbon
            country: PT
            check_in: 2027-04-08
            check_out: 2027-04-10
            image: assets/photos/tram.jpg
          - name: Flat
            city: Lisbon
            country: PT
            check_in: 2027-04-08
            check_out: 2027-04-10
            image: https://example.org/flat.jpg
        ---

        """

    @Test func aStayHasAnImageLocalOrRemote() async throws {
        let result = try await Self.load(["trips/lisbon.md": Self.trip])
        #expect(result.diagnostics.isEmpty)
        let stays = try #require(result.site?.trips.first?.stays)
        #expect(stays.map(\.image) == [.asset("assets/photos/tram.jpg"), .remote("https://example.org/flat.jpg")])
    }

    @Test func aStayImageThatNamesNoFileIsAnErrorAtItsValue() async throws {
        let trip = Self.trip.replacing("image: assets/photos/tram.jpg", with: "image: assets/photos/bus.jpg")
            .replacing("image: https://example.org/flat.jpg", with: "image: ftp://example.org/flat.jpg")
        let result = try await Self.load(["trips/lisbon.md": trip])
        #expect(
            result.diagnostics.map(\.description) == [
                "Content/trips/lisbon.md:11:12: error: 'image' names no file: assets/photos/bus.jpg does not exist in the content folder",
                "Content/trips/lisbon.md:17:12: error: 'image' must be a path under assets/ or an http(s) URL, not a 'ftp' URL",
            ])
    }

    @Test func bodyImagesAreCheckedAndKeptInOrder() async throws {
        let body = """
            The tram:

            ![Tram 28](assets/photos/tram.jpg) and ![a view](https://example.org/view.jpg "The view")

            ![Tram again](assets/photos/tram.jpg)
            """
        let result = try await Self.load([
            "recommendations/tram.md": "---\nname: Tram 28\ncity: Lisbon\ncountry: PT\nfeatures: [sight]\n---\n" + body
        ])
        #expect(result.diagnostics.isEmpty)
        let images = try #require(result.site?.recommendations.first?.body.images)
        #expect(images == [.asset("assets/photos/tram.jpg"), .remote("https://example.org/view.jpg")])
    }

    @Test func aMissingBodyImageIsAnErrorAtItsLineAndColumn() async throws {
        let body = """
            Intro.

            Before ![the tram](assets/photos/missing.jpg) after, and ![up](photos/tram.jpg).
            - [ ] ![café](assets/photos/ca%C3%A9.jpg)
            """
        let result = try await Self.load([
            "recommendations/tram.md": "---\nname: Tram 28\ncity: Lisbon\ncountry: PT\nfeatures: [sight]\n---\n" + body
        ])
        #expect(
            result.diagnostics.map(\.description) == [
                "Content/recommendations/tram.md:9:20: error: the image 'assets/photos/missing.jpg' names no file: assets/photos/missing.jpg does not exist in the content folder",
                "Content/recommendations/tram.md:9:64: error: the image 'photos/tram.jpg' must be a path under assets/, such as assets/photos/belem.jpg, or an http(s) URL",
                "Content/recommendations/tram.md:10:15: error: the image 'assets/photos/ca%C3%A9.jpg' names no file: assets/photos/caé.jpg does not exist in the content folder",
            ])
        // The caret spans the destination, and the note says what a body image may be.
        let first = try #require(result.diagnostics.first)
        #expect(first.length == "assets/photos/missing.jpg".count)
        #expect(first.note == "a body image is a path under assets/ of the content folder, or an http(s) URL")
        #expect(result.site == nil)
    }
}
