import Foundation
import ImageResizing
import Testing

@testable import SiteBuilder

/// The sample's gallery: photos whose EXIF says where and when they were taken, published without it, each on
/// its day and on the map.
@Suite struct GalleryBuildTests {
    static let trip = "trips/lisbon-and-porto-in-spring/index.html"
    static let folder = "assets/photos/lisbon-and-porto/"

    /// Whether `bytes` hold `text` anywhere.
    static func contains(_ bytes: Data, _ text: String) -> Bool { bytes.range(of: Data(text.utf8)) != nil }

    @Test func publishedPhotosCarryNoPlaceOrCamera() async throws {
        let files = try await BuildFixture.sample().files
        let originals = try FileManager.default.contentsOfDirectory(
            atPath: BuildFixture.sampleContent.appendingPathComponent(Self.folder).path
        ).sorted()
        #expect(originals.count == 5)
        for name in originals {
            let original = try Data(contentsOf: BuildFixture.sampleContent.appendingPathComponent(Self.folder + name))
            #expect(Self.contains(original, "ExampleCam") && Self.contains(original, "SN-0042-1337"))
        }
        let published = files.filter {
            $0.key.hasPrefix(Self.folder) || $0.key.hasPrefix("assets/resized/photos/lisbon-and-porto/")
        }
        // Each photo and its 480-pixel copy.
        #expect(published.count == 10)
        for (path, bytes) in published {
            #expect(!Self.contains(bytes, "Exif"), "\(path)")
            #expect(!Self.contains(bytes, "ExampleCam"), "\(path)")
            #expect(!Self.contains(bytes, "SN-0042-1337"), "\(path)")
            #expect(try ImageResizer.probe(Array(bytes)).metadata == nil, "\(path)")
        }
    }

    /// Each photo is on the day its camera's clock says, or the day written for it, and marked on the map where
    /// its GPS says.
    @Test func thePhotosSitOnTheirDays() async throws {
        let html = try await BuildFixture.samplePage(Self.trip)
        // Each day's part of the page, from its heading to the next day's or the gallery's.
        let timeline = try #require(html.split(separator: "<section aria-labelledby=\"gallery-heading\"").first)
        let days = timeline.split(separator: "<li class=\"day\" id=\"").dropFirst().map { day in
            let photos = day.matches(of: /<a href="[^"]*\/([^\/"]+\.jpg)" data-photo="(\d+)">/)
                .map { "\($0.output.2). \($0.output.1)" }
            return day.prefix { $0 != "\"" } + ": " + photos.joined(separator: ", ")
        }
        #expect(
            days == [
                "day-1: ", "day-2: 1. alfama-tiles.jpg", "day-3: 2. belem-tarts.jpg", "day-4: 3. sintra-evening.jpg",
                "day-5: 5. hotel-breakfast.jpg", "day-6: 4. porto-ribeira.jpg", "day-7: ", "day-8: ",
            ])
        // The gallery says where and when each was taken; the photo with a date written and no GPS has no place.
        let meta = html.matches(
            of: /<li id="photo-(\d)">(?s:.*?)<span class="gallery-meta">(.*?)<\/span><\/figcaption>/
        )
        .map { "\($0.output.1): " + String($0.output.2).replacing(/<[^>]+>/, with: "") }
        #expect(
            meta == [
                "1: Day 2 · Fri, April 9 · 38.7118° N, 9.1303° W",
                "2: Day 3 · Sat, April 10 · 38.6975° N, 9.2033° W",
                "3: Day 4 · Sun, April 11 · 38.7804° N, 9.4989° W",
                "4: Day 6 · Tue, April 13 · 41.1408° N, 8.6131° W",
                "5: Day 5 · Mon, April 12",
            ])
        // On the maps: the one at Cabo da Roca on the overview, then Lisbon's two and Porto's.
        #expect(
            html.matches(of: /class="map-legend--photo"><a href="#photo-(\d)">/).map { String($0.output.1) } == [
                "3", "1", "2", "4",
            ])
    }

    /// A recommendation's photo is on the "Also nearby" card of the days it is suggested on.
    @Test func aSuggestionShowsItsRecommendationsPhoto() async throws {
        let folder = try BuildFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let content = try BuildFixture.sampleCopy(in: folder)
        let fram = content.appendingPathComponent("recommendations/oslo/fram-museum.md")
        let text = try String(contentsOf: fram, encoding: .utf8)
        try text.replacingOccurrences(of: "\nname:", with: "\nimage: assets/photos/azulejos.jpg\nname:")
            .write(to: fram, atomically: true, encoding: .utf8)
        let output = folder.appendingPathComponent("site")
        _ = try await BuildFixture.build(content: content, output: output)
        let trip = try #require(
            try FileManager.default.contentsOfDirectory(atPath: output.appendingPathComponent("trips").path)
                .first { $0.hasPrefix("oslo-and-bergen-weekend") })
        let html = try String(
            contentsOf: output.appendingPathComponent("trips/\(trip)/index.html"), encoding: .utf8)
        let suggestions = html.matches(of: /<p class="suggestions-title">Also nearby<\/p>\n<ul>\n(<li>.*?<\/li>)/)
            .map { String($0.output.1) }
        #expect(
            suggestions == [
                #"<li><img class="suggestion-image" src="../../assets/photos/azulejos.jpg" srcset="../../assets/resized/photos/azulejos-480w.a0222cd3.jpg 480w, ../../assets/photos/azulejos.jpg 960w" sizes="3rem" width="960" height="640" alt="" loading="lazy"><a href="../../cities/no/oslo/fram-museum/index.html">Fram Museum</a> <span class="muted">· museum</span></li>"#
            ])
    }

    /// `serve` gives the photos as `build` publishes them.
    @Test func servePublishesThePhotosWithoutTheirMetadataToo() async throws {
        let options = BuildOptions(
            contentDirectory: BuildFixture.sampleContent, contentDisplayPath: "Content",
            templatesDirectory: BuildFixture.theme, outputDirectory: try BuildFixture.temporaryFolder(),
            now: BuildFixture.now, offline: true)
        let preview = try await SiteBuild(options: options, gazetteer: .shared).preview()
        let photo = try #require(try preview.file(at: Self.folder + "porto-ribeira.jpg"))
        #expect(!Self.contains(Data(photo), "ExampleCam"))
        #expect(try ImageResizer.probe(photo).metadata == nil)
    }

    /// A photo that is no image: a warning for the build and one for the file, and the gallery goes on without it.
    @Test func aBrokenPhotoIsLeftOutWithAWarning() async throws {
        let folder = try BuildFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let content = folder.appendingPathComponent("Content")
        let manager = FileManager.default
        try manager.createDirectory(
            at: content.appendingPathComponent("trips"), withIntermediateDirectories: true)
        try manager.createDirectory(
            at: content.appendingPathComponent("assets/photos"), withIntermediateDirectories: true)
        let fixtures = BuildFixture.root.appendingPathComponent("Tests/ImageResizingTests/Fixtures")
        try manager.copyItem(
            at: fixtures.appendingPathComponent("gps.jpg"), to: content.appendingPathComponent("assets/photos/gps.jpg"))
        try manager.copyItem(
            at: fixtures.appendingPathComponent("corrupt.jpg"),
            to: content.appendingPathComponent("assets/photos/cut.jpg"))
        try "title: Photos\n".write(to: content.appendingPathComponent("site.yml"), atomically: true, encoding: .utf8)
        try """
        ---
        title: Lisbon
        start: 2027-04-08
        end: 2027-04-10
        destination: Lisbon, PT
        gallery: [assets/photos/cut.jpg, assets/photos/gps.jpg]
        ---

        """.write(to: content.appendingPathComponent("trips/lisbon.md"), atomically: true, encoding: .utf8)
        let output = folder.appendingPathComponent("site")
        let summary = try await BuildFixture.build(content: content, output: output)
        #expect(
            summary.warnings.map(\.description).filter { $0.hasPrefix("warning: Content/assets/") } == [
                "warning: Content/assets/photos/cut.jpg: the JPEG's markers do not follow one another from its start to its end: the segment FFC4 at byte 375 gives a length of 31, past the end of the file; pages leave it out",
                "warning: Content/assets/photos/cut.jpg: not published: the JPEG's markers do not follow one another from its start to its end: the segment FFC4 at byte 375 gives a length of 31, past the end of the file, so its metadata cannot be removed",
            ])
        let html = try String(contentsOf: output.appendingPathComponent("trips/lisbon/index.html"), encoding: .utf8)
        #expect(html.matches(of: /<li id="photo-(\d)">/).map { String($0.output.1) } == ["1"])
        #expect(html.contains(#"<a href="../../assets/photos/gps.jpg" data-photo="1">"#))
        #expect(html.contains(##"<a href="#day-2">Day 2</a> · <time datetime="2027-04-09">"##))
    }

    /// A photo its camera dates outside the trip, with no `date` written: a warning at its line, and the photo in
    /// the gallery on no day; one with a `date` written is on that day, with no warning.
    @Test func aPhotoDatedOutsideTheTripByItsCameraIsAWarning() async throws {
        let folder = try BuildFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let content = folder.appendingPathComponent("Content")
        let manager = FileManager.default
        for path in ["trips", "assets/photos"] {
            try manager.createDirectory(at: content.appendingPathComponent(path), withIntermediateDirectories: true)
        }
        let fixtures = BuildFixture.root.appendingPathComponent("Tests/ImageResizingTests/Fixtures")
        for name in ["gps.jpg", "gps.png"] {
            try manager.copyItem(
                at: fixtures.appendingPathComponent(name), to: content.appendingPathComponent("assets/photos/\(name)"))
        }
        try "title: Photos\n".write(to: content.appendingPathComponent("site.yml"), atomically: true, encoding: .utf8)
        try """
        ---
        title: Lisbon again
        start: 2028-04-08
        end: 2028-04-10
        destination: Lisbon, PT
        gallery:
          - assets/photos/gps.jpg
          - image: assets/photos/gps.png
            date: 2028-04-09
        ---

        """.write(to: content.appendingPathComponent("trips/lisbon.md"), atomically: true, encoding: .utf8)
        let output = folder.appendingPathComponent("site")
        let summary = try await BuildFixture.build(content: content, output: output)
        #expect(
            summary.warnings.map(\.description).filter { $0.hasPrefix("Content/trips/") } == [
                "Content/trips/lisbon.md:7:5: warning: the photo's camera dates it 2027-04-09, outside the trip, which runs from 2028-04-08 to 2028-04-10; it is in the gallery but on no day"
            ])
        #expect(
            summary.warnings.first { $0.message.hasPrefix("the photo's camera") }?.note
                == "give it the day it belongs to: 'date: YYYY-MM-DD'")
        let html = try String(contentsOf: output.appendingPathComponent("trips/lisbon/index.html"), encoding: .utf8)
        #expect(html.matches(of: /<li id="photo-(\d)">/).count == 2)
        #expect(
            html.matches(of: /<ul class="day-photos" aria-label="Photos of (Day \d)">/).map { String($0.output.1) } == [
                "Day 2"
            ])
    }

    /// `publish_image_metadata: true`: the site publishes its photos as they are.
    @Test func aSiteMayPublishThePhotosAsTheyAre() async throws {
        let folder = try BuildFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let content = try BuildFixture.sampleCopy(in: folder)
        let settings = content.appendingPathComponent("site.yml")
        try (try String(contentsOf: settings, encoding: .utf8) + "publish_image_metadata: true\n")
            .write(to: settings, atomically: true, encoding: .utf8)
        let output = folder.appendingPathComponent("site")
        _ = try await BuildFixture.build(content: content, output: output)
        let name = Self.folder + "porto-ribeira.jpg"
        #expect(
            try Data(contentsOf: output.appendingPathComponent(name))
                == Data(contentsOf: content.appendingPathComponent(name)))
    }
}
