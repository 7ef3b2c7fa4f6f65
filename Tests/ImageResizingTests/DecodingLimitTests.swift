import Foundation
import ImageResizing
import TestImages
import Testing

private let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

/// The work decoding an image takes, bounded by more than its pixels: a JPEG's scans, and the memory of an image
/// decoded whole; and an image decoded once for all its copies.
@Suite struct DecodingLimitTests {
    /// A legal progressive JPEG of 2,647 scans (each coefficient a bit at a time) is refused from its markers,
    /// before libvips decodes it.
    @Test func aJPEGInThousandsOfScansIsRefusedBeforeItIsDecoded() throws {
        let bomb = TestImages.progressiveJPEG(width: 1000, height: 1000, band: 1, refinements: 13)
        let info = try ImageResizer.probe(bomb)
        #expect(info == ImageInfo(width: 1000, height: 1000, isResizable: true, hasAlpha: false))
        let activity = ImageResizer.Activity()
        ImageResizer.$activity.withValue(activity) {
            #expect(throws: ImageProblem.tooManyScans(2647)) {
                try ImageResizer.copies(of: bomb, widths: [480, 960], info: info)
            }
        }
        #expect(activity.decodes == 0)
        #expect(
            ImageProblem.tooManyScans(2647).description
                == "the image is a JPEG in 2647 scans, over the limit of 100 scans")
    }

    /// The same JPEG with one stray byte after its quantisation table, which libjpeg skips with a warning before
    /// decoding all 2,647 scans, is refused before libvips reads even its header, by `probe` and by `copies` alike.
    @Test func aJPEGWhoseMarkersDoNotWalkIsRefusedBeforeLibvipsSeesIt() throws {
        var bomb = TestImages.progressiveJPEG(width: 1000, height: 1000, band: 1, refinements: 13)
        bomb.insert(0x41, at: 2 + 4 + 65)
        let problem = ImageProblem.unreadable(
            "the JPEG's markers do not follow one another from its start to its end: byte 71 is 0x41 where a marker should start"
        )
        let activity = ImageResizer.Activity()
        ImageResizer.$activity.withValue(activity) {
            #expect(throws: problem) { try ImageResizer.probe(bomb) }
            #expect(throws: problem) {
                try ImageResizer.copies(
                    of: bomb, widths: [480],
                    info: ImageInfo(width: 1000, height: 1000, isResizable: true, hasAlpha: false))
            }
        }
        #expect(activity.decodes == 0)
    }

    /// A progressive JPEG whose second component is sampled 0 times across, which libjpeg refuses, crashed the
    /// count of its coefficients (a division by zero) before libvips could: refused as a problem, not a crash.
    @Test func aJPEGSampledZeroTimesIsAProblemNotACrash() throws {
        var image = TestImages.progressiveJPEG(width: 1000, height: 600)
        image[2 + 4 + 65 + 14] = 0x01
        let info = ImageInfo(width: 1000, height: 600, isResizable: true, hasAlpha: false)
        #expect(
            throws: ImageProblem.unreadable(
                "the JPEG's markers do not follow one another from its start to its end: the frame header at byte 71 does not hold its components, each sampled 1 to 4 times"
            )
        ) { try ImageResizer.copies(of: image, widths: [480], info: info) }
    }

    /// A progressive JPEG of a few scans, as a photo has, is decoded as any other.
    @Test func aProgressiveJPEGOfAFewScansGetsItsCopies() throws {
        let image = TestImages.progressiveJPEG(width: 1000, height: 600)
        let copies = try ImageResizer.copies(
            of: image, widths: [480, 960], info: try ImageResizer.probe(image))
        #expect(copies.map { [$0.width, $0.height] } == [[480, 288], [960, 576]])
    }

    /// An interlaced PNG is decoded whole: one of 16 bits an RGBA sample that would take 275 MiB is refused from
    /// its header; one within the limit, and a PNG as large that is not interlaced, are read.
    @Test func anInterlacedPNGOverTheMemoryLimitIsRefused() throws {
        let bomb = TestImages.png(width: 6000, height: 6000, bitDepth: 16, colorType: 6, interlaced: true)
        #expect(bomb.count < 2_000_000)
        let info = try ImageResizer.probe(bomb)
        #expect(throws: ImageProblem.decodedWholeTooLarge(bytes: 288_000_000, format: "an interlaced PNG")) {
            try ImageResizer.copies(of: bomb, widths: [480, 960, 1600], info: info)
        }
        #expect(
            ImageProblem.decodedWholeTooLarge(bytes: 288_000_000, format: "an interlaced PNG").description
                == "the image takes 275 MiB to decode (an interlaced PNG is decoded whole, not a few rows at a time), over the limit of 256 MiB"
        )
        let small = TestImages.png(width: 1000, height: 500, bitDepth: 16, colorType: 2, interlaced: true)
        let copy = try ImageResizer.copy(of: small, width: 480, info: try ImageResizer.probe(small))
        #expect((copy.width, copy.height) == (480, 240))
    }

    /// Three copies of one image come from one decode, each the width asked, the same bytes every time.
    @Test func anImageIsDecodedOnceForAllItsCopies() throws {
        let source = Array(try Data(contentsOf: fixtures.appendingPathComponent("landscape.jpg")))
        let info = try ImageResizer.probe(source)
        let activity = ImageResizer.Activity()
        let copies = try ImageResizer.$activity.withValue(activity) {
            try ImageResizer.copies(of: source, widths: [480, 960, 1600], info: info)
        }
        #expect(activity.decodes == 1)
        #expect(copies.map { [$0.width, $0.height] } == [[480, 240], [960, 480], [1600, 800]])
        for copy in copies {
            #expect(copy.bytes.prefix(3) == [0xFF, 0xD8, 0xFF])
            #expect(try ImageResizer.probe(copy.bytes).width == copy.width)
        }
        #expect(try ImageResizer.copies(of: source, widths: [480, 960, 1600], info: info) == copies)
    }
}
