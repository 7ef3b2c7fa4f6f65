import Foundation
import TestImages
import Testing

@testable import ImageResizing

/// The walk over a JPEG's markers that counts its scans before libvips sees it.
@Suite struct JPEGFrameTests {
    static func frame(_ bytes: [UInt8]) throws(JPEGSegments.Problem) -> JPEGFrame? {
        try bytes.withUnsafeBytes { buffer in
            Result { () throws(JPEGSegments.Problem) in try JPEGFrame(buffer) }
        }.get()
    }

    /// Why the walk over `bytes` breaks; `nil` when it does not.
    static func problem(_ bytes: [UInt8]) -> JPEGSegments.Problem? {
        do {
            _ = try frame(bytes)
            return nil
        } catch {
            return error
        }
    }

    /// The progressive JPEG of 2,647 scans, and where its first segment (the quantisation table) ends.
    static let bomb = TestImages.progressiveJPEG(width: 1000, height: 1000, band: 1, refinements: 13)
    static let afterTable = 2 + 4 + 65

    /// Stuffed bytes and restart markers in a scan's data do not end it; a marker inside a segment (an EXIF
    /// thumbnail's) is not one of the image's; nothing after the end of the image counts.
    @Test func scansAreCountedFromMarkersOnly() throws {
        let thumbnail: [UInt8] = [0xFF, 0xE1, 0x00, 0x0A, 0xFF, 0xD8, 0xFF, 0xDA, 0x00, 0x02, 0xFF, 0xD9]
        let frame: [UInt8] = [0xFF, 0xC0, 0x00, 0x0B, 8, 0x01, 0x2C, 0x02, 0x58, 1, 1, 0x11, 0]
        let scan: [UInt8] = [0xFF, 0xDA, 0x00, 0x08, 1, 1, 0x00, 0, 63, 0]
        let data: [UInt8] = [0x12, 0xFF, 0x00, 0xDA, 0xFF, 0xD0, 0x56, 0xFF, 0xD7, 0xFF, 0x00]
        let bytes =
            [0xFF, 0xD8] + thumbnail + frame + scan + data + [0xFF, 0xFF] + scan + data + [0xFF, 0xD9] + scan
        let read = try #require(try Self.frame(bytes))
        #expect((read.width, read.height, read.isProgressive, read.scans) == (600, 300, false, 2))
        // Without the stuffed 00 before it, the same FF DA is a marker: another scan.
        #expect(
            try Self.frame(bytes.prefix(2 + thumbnail.count + frame.count + scan.count + 2) + [0xDA, 0x00, 0x02])?.scans
                == 2)
    }

    @Test func aPhotoIsOneScanAndTheGeneratedProgressionHasEveryScan() throws {
        let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
        let photo = try #require(
            try Self.frame(Array(try Data(contentsOf: fixtures.appendingPathComponent("landscape.jpg")))))
        #expect((photo.width, photo.height, photo.isProgressive, photo.scans) == (2000, 1000, false, 1))
        let bomb = try #require(
            try Self.frame(TestImages.progressiveJPEG(width: 1000, height: 1000, band: 1, refinements: 13)))
        #expect((bomb.isProgressive, bomb.scans) == (true, 2647))
        // 125 × 125 blocks of three components, 128 bytes each.
        #expect(bomb.coefficientBytes == 125 * 125 * 3 * 128)
        #expect(try Self.frame(Array("not a JPEG".utf8)) == nil)
    }

    /// One byte where a marker should start, which libjpeg skips with a warning before decoding every scan after
    /// it, breaks the walk: the JPEG is refused rather than left to libvips with no scans counted.
    @Test func aStrayByteWhereAMarkerShouldStartIsAProblem() throws {
        var stray = Self.bomb
        stray.insert(0x41, at: Self.afterTable)
        #expect(Self.problem(stray) == .strayByte(offset: 71, byte: 0x41))
        #expect(
            JPEGSegments.Problem.strayByte(offset: 71, byte: 0x41).description
                == "the JPEG's markers do not follow one another from its start to its end: byte 71 is 0x41 where a marker should start"
        )
        // A stuffed zero is no marker outside a scan's data.
        var zero = Self.bomb
        zero.insert(contentsOf: [0xFF, 0x00], at: Self.afterTable)
        #expect(Self.problem(zero) == .strayByte(offset: 71, byte: 0xFF))
        // Between two scans, after a segment of its own (a restart interval here): the same.
        var between = Self.bomb
        between.insert(contentsOf: [0xFF, 0xDD, 0x00, 0x04, 0x00, 0x00, 0x41], at: Self.firstScanEnd)
        #expect(Self.problem(between) == .strayByte(offset: Self.firstScanEnd + 6, byte: 0x41))
        #expect(try Self.frame(Self.bomb)?.scans == 2647)
    }

    /// Where the first scan's data ends, at the second scan's marker, found by the walk.
    static let firstScanEnd: Int = {
        var ends: [Int] = []
        try? JPEGSegments.walk(bomb) { part in
            if case .scanData(let range) = part { ends.append(range.upperBound) }
        }
        return ends[0]
    }()

    /// A segment whose length is under 2 or runs past the end, a cut before the first scan, a scan before any
    /// frame, a second start of image: each is refused, where it is.
    @Test func segmentsThatDoNotWalkAreProblems() throws {
        var short = Self.bomb
        short[4...5] = [0x00, 0x01]
        #expect(Self.problem(short) == .badLength(offset: 2, marker: 0xDB, length: 1))
        var long = Self.bomb
        long[4...5] = [0xFF, 0xF0]
        #expect(Self.problem(Array(long.prefix(1000))) == .badLength(offset: 2, marker: 0xDB, length: 65520))
        #expect(
            JPEGSegments.Problem.badLength(offset: 2, marker: 0xDB, length: 65520).description
                == "the JPEG's markers do not follow one another from its start to its end: the segment FFDB at byte 2 gives a length of 65520, past the end of the file"
        )
        #expect(
            Self.problem(Array(Self.bomb.prefix(Self.afterTable + 5)))
                == .badLength(offset: 71, marker: 0xC2, length: 17))
        #expect(Self.problem(Array(Self.bomb.prefix(Self.afterTable))) == .endsBeforeFirstScan)
        #expect(Self.problem([0xFF, 0xD8]) == .endsBeforeFirstScan)
        #expect(Self.problem([0xFF, 0xD8, 0xFF, 0xD9]) == .endsBeforeFirstScan)
        #expect(Self.problem([0xFF, 0xD8, 0xFF, 0xDA, 0x00, 0x02, 0x12]) == .scanBeforeFrame(offset: 2))
        #expect(Self.problem([0xFF, 0xD8, 0xFF, 0xD8]) == .secondStart(offset: 2))
        var frame = Self.bomb
        frame[Self.afterTable + 9] = 200
        #expect(Self.problem(frame) == .badFrame(offset: 71))
        // A sampling factor of 0, which a count of blocks would divide by, or of 5; or no component at all.
        for (offset, value) in [(Self.afterTable + 11, 0x10), (Self.afterTable + 14, 0x15), (Self.afterTable + 9, 0)] {
            var sampling = Self.bomb
            sampling[offset] = UInt8(value)
            #expect(Self.problem(sampling) == .badFrame(offset: 71), "\(offset)")
        }
        #expect(
            JPEGSegments.Problem.badFrame(offset: 71).description
                == "the JPEG's markers do not follow one another from its start to its end: the frame header at byte 71 does not hold its components, each sampled 1 to 4 times"
        )
        // Cut inside a scan's data: the scans there are.
        #expect(try Self.frame(Array(Self.bomb.prefix(Self.firstScanEnd - 1)))?.scans == 1)
    }
}
