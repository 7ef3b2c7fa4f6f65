import ContentLoading
import Diagnostics
import Foundation
import Testing
import TravelModel

/// A trip's `gallery:`: photos as paths or mappings, each problem at its value.
@Suite struct GalleryTests {
    static func trip(_ gallery: String) -> String {
        """
        ---
        title: Lisbon
        start: 2027-04-08
        end: 2027-04-10
        gallery:
        \(gallery)
        ---

        """
    }

    @Test func photosAreWrittenAsAPathOrWithACaptionDateAndPlace() async throws {
        let result = try await ImageTests.load([
            "trips/lisbon.md": Self.trip(
                """
                  - assets/photos/tram.jpg
                  - image: assets/photos/Graça.JPG
                    caption: Tram 28 on the climb to Graça
                    date: 2027-04-09
                    location: [38.7139, -9.1334]
                """),
            "assets/photos/Graça.JPG": "",
        ])
        #expect(result.diagnostics.map(\.description) == [])
        let gallery = try #require(result.site?.trips.first?.gallery)
        #expect(
            gallery == [
                GalleryPhoto(image: "assets/photos/tram.jpg", line: 6, column: 5),
                GalleryPhoto(
                    image: "assets/photos/Graça.JPG", caption: "Tram 28 on the climb to Graça",
                    date: LocalDate(year: 2027, month: 4, day: 9),
                    location: Coordinate(latitude: 38.7139, longitude: -9.1334), line: 7, column: 12),
            ])
    }

    @Test func eachBadPhotoGetsItsExactDiagnostic() async throws {
        let result = try await ImageTests.load([
            "trips/lisbon.md": Self.trip(
                """
                  - https://example.org/tram.jpg
                  - assets/photos/bus.jpg
                  - ../secret.jpg
                  - image: assets/notes.txt
                  - image: assets/photos/tram.jpg
                    date: 2027-04-12
                  - caption: no image
                  - [assets/photos/tram.jpg]
                  - image: assets/photos/tram.jpg
                    captoin: Tram 28
                """),
            "assets/notes.txt": "notes",
        ])
        #expect(
            result.diagnostics.map(\.description) == [
                "Content/trips/lisbon.md:6:5: error: a gallery photo must be a file under assets/, not a URL: the build reads its date and place and publishes it without them",
                "Content/trips/lisbon.md:7:5: error: a gallery photo names no file: assets/photos/bus.jpg does not exist in the content folder",
                "Content/trips/lisbon.md:8:5: error: a gallery photo must be a path under assets/, such as assets/photos/belem.jpg, or an http(s) URL",
                "Content/trips/lisbon.md:9:12: error: 'image' must be a JPEG, PNG, WebP or GIF image, not a .txt file",
                "Content/trips/lisbon.md:11:11: error: the photo's date 2027-04-12 is outside the trip, which runs from 2027-04-08 to 2027-04-10",
                "Content/trips/lisbon.md:12:5: error: missing required key 'image'",
                "Content/trips/lisbon.md:13:5: error: a gallery photo is a path under assets/ or a mapping with 'image' and 'caption', not a list",
                "Content/trips/lisbon.md:14:12: warning: the photo assets/photos/tram.jpg is already in the gallery, on line 10",
                "Content/trips/lisbon.md:15:5: warning: unknown key 'captoin' in a gallery photo; did you mean 'caption'?",
            ])
    }

    /// A photo that is a link, to a file in the content folder or out of it, is never read.
    @Test func aPhotoThatIsALinkIsAnError() async throws {
        let content = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: content) }
        let manager = FileManager.default
        for folder in ["trips", "assets/photos"] {
            try manager.createDirectory(at: content.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        try "title: Photos\n".write(to: content.appendingPathComponent("site.yml"), atomically: true, encoding: .utf8)
        try manager.createSymbolicLink(
            at: content.appendingPathComponent("assets/photos/home.jpg"),
            withDestinationURL: URL(fileURLWithPath: "/etc/hostname"))
        try Self.trip("  - assets/photos/home.jpg").write(
            to: content.appendingPathComponent("trips/lisbon.md"), atomically: true, encoding: .utf8)
        let result = try await ContentLoader(contentDirectory: content, displayPath: "Content").load()
        #expect(
            result.diagnostics.map(\.description) == [
                "Content/trips/lisbon.md:6:5: error: a gallery photo must name a regular file inside the content folder: assets/photos/home.jpg is a symbolic link"
            ])
    }

    @Test func aGalleryThatIsNotAListIsAnError() async throws {
        let result = try await ImageTests.load(["trips/lisbon.md": Self.trip("  image: assets/photos/tram.jpg")])
        #expect(
            result.diagnostics.map(\.description) == [
                "Content/trips/lisbon.md:6:3: error: 'gallery' must be a list, not a mapping"
            ])
    }
}
