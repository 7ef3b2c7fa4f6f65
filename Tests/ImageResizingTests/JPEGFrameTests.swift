import Foundation
import TestImages
import Testing

@testable import ImageResizing

/// The walk over a JPEG's markers that counts its scans before libvips sees it.
@Suite struct JPEGFrameTests {
    static func frame(_ bytes: [UInt8]) -> JPEGFrame? { bytes.withUnsafeBytes { JPEGFrame($0) } }

    /// Stuffed bytes and restart markers in a scan's data do not end it; a marker inside a segment (an EXIF
    /// thumbnail's) is not one of the image's; nothing after the end of the image counts.
    @Test func scansAreCountedFromMarkersOnly() throws {
        let thumbnail: [UInt8] = [0xFF, 0xE1, 0x00, 0x0A, 0xFF, 0xD8, 0xFF, 0xDA, 0x00, 0x02, 0xFF, 0xD9]
        let frame: [UInt8] = [0xFF, 0xC0, 0x00, 0x0B, 8, 0x01, 0x2C, 0x02, 0x58, 1, 1, 0x11, 0]
        let scan: [UInt8] = [0xFF, 0xDA, 0x00, 0x08, 1, 1, 0x00, 0, 63, 0]
        let data: [UInt8] = [0x12, 0xFF, 0x00, 0xDA, 0xFF, 0xD0, 0x56, 0xFF, 0xD7, 0xFF, 0x00]
        let bytes =
            [0xFF, 0xD8] + thumbnail + frame + scan + data + [0xFF, 0xFF] + scan + data + [0xFF, 0xD9] + scan
        let read = try #require(Self.frame(bytes))
        #expect((read.width, read.height, read.isProgressive, read.scans) == (600, 300, false, 2))
        // Without the stuffed 00 before it, the same FF DA is a marker: another scan.
        #expect(
            Self.frame(bytes.prefix(2 + thumbnail.count + frame.count + scan.count + 2) + [0xDA, 0x00, 0x02])?.scans
                == 2)
    }

    @Test func aPhotoIsOneScanAndTheGeneratedProgressionHasEveryScan() throws {
        let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
        let photo = try #require(
            Self.frame(Array(try Data(contentsOf: fixtures.appendingPathComponent("landscape.jpg")))))
        #expect((photo.width, photo.height, photo.isProgressive, photo.scans) == (2000, 1000, false, 1))
        let bomb = try #require(
            Self.frame(TestImages.progressiveJPEG(width: 1000, height: 1000, band: 1, refinements: 13)))
        #expect((bomb.isProgressive, bomb.scans) == (true, 2647))
        // 125 × 125 blocks of three components, 128 bytes each.
        #expect(bomb.coefficientBytes == 125 * 125 * 3 * 128)
        #expect(Self.frame(Array("not a JPEG".utf8)) == nil)
    }
}
