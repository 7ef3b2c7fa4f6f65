import Enrichment
import Foundation
import ImageResizing
import SiteBuilder
import TestImages
import Testing

/// A private trip's files, and a draft's when drafts are not built, are not published: its cover, its photos, its
/// linked route and the remote images only it shows would otherwise sit on the public host at guessable names.
@Suite struct WithheldFilesTests {
    /// The remote image the public trip's stay shows, and the one only the private trip's does.
    static let publicRemote = "https://example.org/public.png"
    static let privateRemote = "https://example.org/private.png"

    /// A site of three trips, public, private and draft, each with a cover, a gallery photo and a linked route
    /// (written from the content folder, the Markdown file and the page), a photo the public and the private trip
    /// both show, a file nothing names, and the two remote images in the cache. Each image has bytes of its own.
    static func makeSite(in folder: URL) throws -> URL {
        let content = folder.appendingPathComponent("Content")
        func write(_ path: String, _ bytes: [UInt8]) throws {
            let url = content.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: url)
        }
        try write("site.yml", Array("title: Withheld\n".utf8))
        var width = 600
        func image() -> [UInt8] {
            width += 8
            return TestImages.png(width: width, height: 400, bitDepth: 8, colorType: 2, interlaced: false)
        }
        for trip in ["public", "private", "draft"] {
            try write("assets/\(trip)/IMG_0001.png", image())
            try write("assets/\(trip)/IMG_0002.png", image())
            try write("assets/\(trip)/route.gpx", Array("<gpx><!-- the \(trip) trip's route --></gpx>\n".utf8))
        }
        try write("assets/private/tickets.pdf", Array("%PDF-1.4 the private trip's tickets\n".utf8))
        try write("assets/shared/IMG_0009.png", image())
        try write("assets/files/timetable.pdf", Array("%PDF-1.4 a timetable no page names\n".utf8))
        for url in [publicRemote, privateRemote] {
            let stem = RemoteImages().key(for: url)
            let bytes = image()
            try write("_cache/images/\(stem).png", bytes)
            try write(
                "_cache/images/\(stem).json",
                Array(
                    """
                    {"fetched":"2026-11-01T00:00:00Z","licence":"Image from example.org; see its source for the licence",\
                    "request":{"url":"\(url)"},"response":{"bytes":\(bytes.count),"contentType":"image/png",\
                    "file":"\(stem).png","sha256":"00"},"source":"remote image"}

                    """.utf8))
        }
        func trip(_ name: String, visibility: String, route: String, notes: String = "") throws {
            let remote = name == "public" ? publicRemote : name == "private" ? privateRemote : nil
            let shared = name == "draft" ? "" : "\n  - assets/shared/IMG_0009.png"
            try write(
                "trips/\(name)-trip.md",
                Array(
                    """
                    ---
                    title: The \(name) trip
                    visibility: \(visibility)
                    start: 2027-04-08
                    end: 2027-04-10
                    cover: assets/\(name)/IMG_0001.png
                    stays:
                      - name: Hotel
                        city: Lisbon
                        country: PT
                        check_in: 2027-04-08
                        check_out: 2027-04-10\(remote.map { "\n    image: \($0)" } ?? "")
                    gallery:
                      - assets/\(name)/IMG_0002.png\(shared)\(notes)
                    ---
                    The [route](\(route)).

                    """.utf8))
        }
        try trip("public", visibility: "public", route: "assets/public/route.gpx")
        try trip(
            "private", visibility: "private", route: "../assets/private/route.gpx",
            notes: """

                days:
                  - date: 2027-04-08
                    visits:
                      - time: "10:00"
                        place: The castle
                        notes: "The [tickets](assets/private/tickets.pdf#page=2)"
                """)
        try trip("draft", visibility: "draft", route: "../../assets/draft/route.gpx")
        return content
    }

    /// The files a trip of `name` names, by their path in the content folder.
    static func files(of name: String) -> [String] {
        ["assets/\(name)/IMG_0001.png", "assets/\(name)/IMG_0002.png", "assets/\(name)/route.gpx"]
            + (name == "private" ? ["assets/private/tickets.pdf"] : [])
    }

    /// The output's files of the content's assets, the downloaded images and their copies, each copy's fingerprint
    /// written `*`, and the remote images by the URL they were downloaded from.
    static func publishedAssets(_ files: [String: Data]) -> [String] {
        let stems = [publicRemote, privateRemote].map { (RemoteImages().key(for: $0), $0) }
        return files.keys.map { path in
            var path = path.replacing(/\.[0-9a-f]{8}\.jpg$/, with: ".*.jpg")
            for (stem, url) in stems { path = path.replacingOccurrences(of: stem, with: "<\(url)>") }
            return path
        }
        .filter { $0.firstMatch(of: /^assets\/(resized\/)?(public|private|draft|shared|files|remote)\//) != nil }
        .sorted()
    }

    /// Whether any file of `files` holds the bytes of the file at `path` of `content`, as it is or as it is
    /// published (without its metadata).
    static func published(_ path: String, of content: URL, in files: [String: Data]) throws -> Bool {
        let original = try Data(contentsOf: content.appendingPathComponent(path))
        // A file that is no image has no metadata to remove.
        let stripped = (try? MetadataRemoval.stripped(Array(original))).flatMap { $0 }.map { Data($0) } ?? original
        return files.values.contains { $0 == original || $0 == stripped }
    }

    @Test func aPrivateOrDraftTripsFilesAreNotPublished() async throws {
        let folder = try BuildFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let content = try Self.makeSite(in: folder)
        let output = folder.appendingPathComponent("site")
        _ = try await BuildFixture.build(content: content, output: output)
        let files = try BuildFixture.files(in: output)
        #expect(
            Self.publishedAssets(files) == [
                "assets/files/timetable.pdf",
                "assets/public/IMG_0001.png",
                "assets/public/IMG_0002.png",
                "assets/public/route.gpx",
                "assets/remote/<https://example.org/public.png>.png",
                "assets/resized/public/IMG_0001-480w.*.jpg",
                "assets/resized/public/IMG_0002-480w.*.jpg",
                "assets/resized/remote/<https://example.org/public.png>-480w.*.jpg",
                "assets/resized/shared/IMG_0009-480w.*.jpg",
                "assets/shared/IMG_0009.png",
            ])
        // Not under another name either.
        for path in Self.files(of: "private") + Self.files(of: "draft") {
            #expect(try !Self.published(path, of: content, in: files), "\(path) is published")
        }
        let privateCopy = "_cache/images/\(RemoteImages().key(for: Self.privateRemote)).png"
        #expect(try !Self.published(privateCopy, of: content, in: files))
        for path in Self.files(of: "public") + ["assets/shared/IMG_0009.png", "assets/files/timetable.pdf"] {
            #expect(try Self.published(path, of: content, in: files), "\(path) is not published")
        }
        // The public trip links to its route from its page.
        let page = try #require(files["trips/public-trip/index.html"].map { String(decoding: $0, as: UTF8.self) })
        #expect(page.contains(#"The <a href="../../assets/public/route.gpx">route</a>."#))
        #expect(files["trips/private-trip/index.html"] == nil && files["trips/draft-trip/index.html"] == nil)
    }

    /// With `--drafts` a draft is built, and its files are published.
    @Test func aDraftBuiltWithDraftsPublishesItsFiles() async throws {
        let folder = try BuildFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let content = try Self.makeSite(in: folder)
        let output = folder.appendingPathComponent("site")
        _ = try await BuildFixture.build(content: content, output: output, drafts: true)
        let files = try BuildFixture.files(in: output)
        let draft = Self.publishedAssets(files).filter { $0.contains("/draft/") }
        #expect(
            draft == [
                "assets/draft/IMG_0001.png", "assets/draft/IMG_0002.png", "assets/draft/route.gpx",
                "assets/resized/draft/IMG_0001-480w.*.jpg", "assets/resized/draft/IMG_0002-480w.*.jpg",
            ])
        #expect(!Self.publishedAssets(files).contains { $0.contains("/private/") })
    }

    /// A trip made private loses its files in the next build into the same output, which takes the rest from the
    /// last one; the photo it shared with the trip still public stays.
    @Test func aTripMadePrivateLosesItsFilesInTheNextBuild() async throws {
        let folder = try BuildFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let content = try Self.makeSite(in: folder)
        let output = folder.appendingPathComponent("site")
        _ = try await BuildFixture.build(content: content, output: output)
        let trip = content.appendingPathComponent("trips/public-trip.md")
        let text = try String(contentsOf: trip, encoding: .utf8)
        try text.replacingOccurrences(of: "visibility: public", with: "visibility: private")
            .write(to: trip, atomically: true, encoding: .utf8)
        let summary = try await BuildFixture.build(content: content, output: output)
        let files = try BuildFixture.files(in: output)
        #expect(Self.publishedAssets(files) == ["assets/files/timetable.pdf"])
        for path in Self.files(of: "public") + ["assets/shared/IMG_0009.png"] {
            #expect(try !Self.published(path, of: content, in: files), "\(path) is published")
        }
        #expect(files["trips/public-trip/index.html"] == nil)
        // The build took what had not changed from the last one's output.
        #expect(summary.changes.linked > 0)
    }

    /// `check` reads the site as `build` does: no error, and no warning `build` does not give.
    @Test func checkAgreesWithTheBuild() async throws {
        let folder = try BuildFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let content = try Self.makeSite(in: folder)
        let built = try await BuildFixture.build(content: content, output: folder.appendingPathComponent("site"))
        let checked = try await SiteBuild(
            options: BuildOptions(
                contentDirectory: content, contentDisplayPath: "Content", templatesDirectory: BuildFixture.theme,
                outputDirectory: folder.appendingPathComponent("unused"), now: BuildFixture.now, offline: true),
            gazetteer: .shared
        ).check()
        #expect(checked.failure == nil)
        #expect(!checked.load.diagnostics.contains { $0.severity == .error })
        let builtWarnings = Set(built.warnings.map(\.message))
        #expect(checked.warnings.allSatisfy { builtWarnings.contains($0.message) })
    }

    /// `serve` shows every trip, and serves the private and draft trips' files with them.
    @Test func serveShowsThePrivateAndDraftTripsWithTheirFiles() async throws {
        let folder = try BuildFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let content = try Self.makeSite(in: folder)
        var options = BuildOptions(
            contentDirectory: content, contentDisplayPath: "Content", templatesDirectory: BuildFixture.theme,
            outputDirectory: folder.appendingPathComponent("unused"), now: BuildFixture.now, offline: true)
        options.buildsEveryTrip = true
        let preview = try await SiteBuild(options: options, gazetteer: .shared).preview()
        for path in Self.files(of: "private") + Self.files(of: "draft") {
            let served = try #require(try preview.file(at: path), "\(path) is not served")
            #expect(Data(served) == (try Data(contentsOf: content.appendingPathComponent(path))))
        }
        let page = try #require(try preview.file(at: "trips/private-trip/index.html"))
        #expect(String(decoding: page, as: UTF8.self).contains(#"src="../../assets/private/IMG_0001.png""#))
        let remote = "assets/remote/\(RemoteImages().key(for: Self.privateRemote)).png"
        #expect(try preview.file(at: remote) != nil)
    }
}
