import Foundation
import ImageResizing
import SiteBuilder
import TestImages
import Testing

/// Images that ask for far more work than their size says: refused with a warning naming the file and the limit,
/// each image decoded once for all its copies, and nothing looked at again by the next build of the same output.
@Suite struct ImageLimitBuildTests {
    /// A site whose trip's cover is a JPEG in 2,647 scans, with a recommendation showing a 16-bit interlaced PNG
    /// that takes 275 MiB to decode, and another showing a photo 2,000 pixels wide.
    static func site(in folder: URL) throws -> URL {
        let content = folder.appendingPathComponent("Content")
        let manager = FileManager.default
        for path in ["trips", "recommendations", "assets/photos"] {
            try manager.createDirectory(at: content.appendingPathComponent(path), withIntermediateDirectories: true)
        }
        let photos = content.appendingPathComponent("assets/photos")
        try Data(TestImages.progressiveJPEG(width: 1000, height: 1000, band: 1, refinements: 13)).write(
            to: photos.appendingPathComponent("bomb.jpg"))
        try Data(TestImages.png(width: 6000, height: 6000, bitDepth: 16, colorType: 6, interlaced: true)).write(
            to: photos.appendingPathComponent("deep.png"))
        try manager.copyItem(
            at: BuildFixture.root.appendingPathComponent("Tests/ImageResizingTests/Fixtures/landscape.jpg"),
            to: photos.appendingPathComponent("wide.jpg"))
        try "title: Images\n".write(to: content.appendingPathComponent("site.yml"), atomically: true, encoding: .utf8)
        try "---\ntitle: Away\nstart: 2027-04-08\nend: 2027-04-10\ncover: assets/photos/bomb.jpg\n---\nAway.\n".write(
            to: content.appendingPathComponent("trips/away.md"), atomically: true, encoding: .utf8)
        for (slug, image) in [("deep", "deep.png"), ("wide", "wide.jpg")] {
            try
                "---\nname: \(slug)\ncity: Lisbon\ncountry: PT\nfeatures: [sight]\nimage: assets/photos/\(image)\n---\nSee it.\n"
                .write(
                    to: content.appendingPathComponent("recommendations/\(slug).md"), atomically: true, encoding: .utf8)
        }
        return content
    }

    static let warnings = [
        "warning: Content/assets/photos/bomb.jpg: the image is a JPEG in 2647 scans, over the limit of 100 scans; pages leave it out",
        "warning: Content/assets/photos/deep.png: the image takes 275 MiB to decode (an interlaced PNG is decoded whole, not a few rows at a time), over the limit of 256 MiB; pages show it as it is, with no smaller copies",
    ]

    /// Builds `content` into `output`, counting what libvips is asked; returns the image warnings.
    static func build(_ content: URL, into output: URL, activity: ImageResizer.Activity) async throws -> [String] {
        let summary = try await ImageResizer.$activity.withValue(activity) {
            // The whole build is not left out when nothing changed: it is what reads each image's bytes.
            try await BuildFixture.build(content: content, output: output, skippingUnchanged: false)
        }
        return summary.warnings.map(\.description).filter { $0.hasPrefix("warning: Content/assets/") }
    }

    @Test func imagesOverTheDecodingLimitsAreWarningsAndTheRestAreDecodedOnce() async throws {
        let folder = try BuildFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let content = try Self.site(in: folder)
        let output = folder.appendingPathComponent("site")
        let activity = ImageResizer.Activity()
        #expect(try await Self.build(content, into: output, activity: activity) == Self.warnings)
        // The photo is decoded once for its three copies; the refused images not at all.
        #expect(activity.decodes == 1)
        let files = try BuildFixture.files(in: output)
        let copies = files.keys.filter { $0.hasPrefix("assets/resized/") }.sorted {
            $0.count == $1.count ? $0 < $1 : $0.count < $1.count
        }
        #expect(copies.count == 3)
        for (copy, width) in zip(copies, [480, 960, 1600]) {
            #expect(copy.wholeMatch(of: /assets\/resized\/photos\/wide-\d+w\.[0-9a-f]{8}\.jpg/) != nil)
            #expect(copy.contains("-\(width)w."))
        }
        let trip = String(decoding: try #require(files["trips/away/index.html"]), as: UTF8.self)
        #expect(!trip.contains("bomb.jpg"))
        let deep = String(decoding: try #require(files["cities/pt/lisbon/deep/index.html"]), as: UTF8.self)
        #expect(
            deep.contains(
                #"<img class="photo" src="../../../../assets/photos/deep.png" width="6000" height="6000" alt="deep">"#))
    }

    /// The next build of the same output reads each image's bytes but asks libvips nothing: the refusals come back
    /// as they were, and the photo's copies are taken from the previous generation, the same bytes.
    @Test func aSecondBuildDecodesNothingItDecodedOrRefusedBefore() async throws {
        let folder = try BuildFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let content = try Self.site(in: folder)
        let output = folder.appendingPathComponent("site")
        _ = try await Self.build(content, into: output, activity: ImageResizer.Activity())
        let first = try BuildFixture.files(in: output)
        let activity = ImageResizer.Activity()
        #expect(try await Self.build(content, into: output, activity: activity) == Self.warnings)
        #expect((activity.probes, activity.decodes) == (0, 0))
        #expect(try BuildFixture.files(in: output) == first)
        // A third build, after the swap, takes the copies from the other generation as well.
        let third = ImageResizer.Activity()
        #expect(try await Self.build(content, into: output, activity: third) == Self.warnings)
        #expect((third.probes, third.decodes) == (0, 0))
        #expect(try BuildFixture.files(in: output) == first)
    }

    /// What a build kept of its images is tied to its own store: copied beside another output (as a repository
    /// that commits it would), it is not used, and every image is looked at again.
    @Test func keptImagesCopiedFromAnotherStoreAreNotUsed() async throws {
        let folder = try BuildFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let content = try Self.site(in: folder)
        _ = try await Self.build(
            content, into: folder.appendingPathComponent("site"), activity: ImageResizer.Activity())
        let other = folder.appendingPathComponent(".other.itineshary")
        try FileManager.default.createDirectory(at: other, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: folder.appendingPathComponent(".site.itineshary/images"), to: other.appendingPathComponent("images"))
        let activity = ImageResizer.Activity()
        #expect(
            try await Self.build(content, into: folder.appendingPathComponent("other"), activity: activity)
                == Self.warnings)
        #expect((activity.probes, activity.decodes) == (3, 1))
    }

    /// A cover that is the JPEG of 2,647 scans with one stray byte after its first segment, which libjpeg would skip
    /// and then decode every scan: refused before libvips sees it, with a warning naming the file for the page and
    /// one for publishing it, and decoded not at all.
    @Test func aJPEGWithAStrayByteIsRefusedWithAWarningNamingIt() async throws {
        let folder = try BuildFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let content = try Self.site(in: folder)
        var stray = TestImages.progressiveJPEG(width: 1000, height: 1000, band: 1, refinements: 13)
        stray.insert(0x41, at: 2 + 4 + 65)
        try Data(stray).write(to: content.appendingPathComponent("assets/photos/bomb.jpg"))
        let activity = ImageResizer.Activity()
        let why =
            "the JPEG's markers do not follow one another from its start to its end: byte 71 is 0x41 where a marker should start"
        let warnings = try await Self.build(content, into: folder.appendingPathComponent("site"), activity: activity)
        #expect(
            warnings == [
                "warning: Content/assets/photos/bomb.jpg: \(why); pages leave it out",
                Self.warnings[1],
                "warning: Content/assets/photos/bomb.jpg: not published: \(why), so its metadata cannot be removed",
            ])
        #expect(activity.decodes == 1)
        let files = try BuildFixture.files(in: folder.appendingPathComponent("site"))
        #expect(files["assets/photos/bomb.jpg"] == nil)
    }
}
