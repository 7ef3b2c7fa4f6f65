import Foundation
import Testing

@testable import ImageResizing

private let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

private func bytes(_ name: String) throws -> [UInt8] {
    Array(try Data(contentsOf: fixtures.appendingPathComponent(name)))
}

/// Whether `bytes` hold `text` anywhere.
private func contains(_ bytes: [UInt8], _ text: String) -> Bool {
    let needle = Array(text.utf8)
    return bytes.indices.contains { bytes[$0...].starts(with: needle) }
}

/// A photo's published copy carries neither where it was taken nor the camera, and is still the same image.
@Test(arguments: ["gps.jpg", "gps.png", "gps.webp"])
func thePlaceAndTheCameraAreRemoved(file: String) throws {
    let original = try bytes(file)
    #expect(contains(original, "ExampleCam") && contains(original, "SN-0042-1337"))
    let stripped = try #require(try MetadataRemoval.stripped(original))
    #expect(!contains(stripped, "ExampleCam"))
    #expect(!contains(stripped, "SN-0042-1337"))
    #expect(!contains(stripped, "Exif"))
    let info = try ImageResizer.probe(stripped)
    #expect((info.width, info.height, info.metadata) == (64, 48, nil))
    // Nothing is left to remove the second time.
    #expect(try MetadataRemoval.stripped(stripped) == nil)
}

@Test func aJPEGsCompressedPixelsAreKeptByteForByte() throws {
    let original = try bytes("gps.jpg")
    let stripped = try #require(try MetadataRemoval.stripped(original))
    // From the first quantisation table to the end, the file is the original's.
    let start = { (bytes: [UInt8]) in bytes.indices.first { bytes[$0] == 0xFF && bytes[$0 + 1] == 0xDB }! }
    #expect(stripped[start(stripped)...] == original[start(original)...])
    #expect(stripped.count < original.count - 200)
}

@Test func aSidewaysPhotoKeepsItsOrientationAlone() throws {
    let stripped = try #require(try MetadataRemoval.stripped(bytes("sideways.jpg")))
    #expect(!contains(stripped, "ExampleCam"))
    // Still shown upright: 48 wide and 64 high.
    let info = try ImageResizer.probe(stripped)
    #expect((info.width, info.height, info.metadata) == (48, 64, nil))
    #expect(MetadataRemoval.orientation(inTIFF: ArraySlice(MetadataRemoval.orientationTIFF(6))) == 6)
}

@Test func whatFollowsTheImageIsNotPublished() throws {
    let original = try bytes("gps.jpg")
    let stripped = try #require(try MetadataRemoval.stripped(original + Array("GPS 38.7155 -9.1340".utf8)))
    #expect(stripped == (try MetadataRemoval.stripped(original)))
}

@Test func anImageWithNothingToRemoveIsPublishedAsItIs() throws {
    #expect(try MetadataRemoval.stripped(bytes("landscape.jpg")) == nil)
}

/// A file whose structure cannot be walked may carry anything: it is refused, with why, never published.
@Test(arguments: [
    ("text.jpg", "not a JPEG, PNG, WebP, GIF or ICO image, so its metadata cannot be removed"),
    (
        "corrupt.jpg",
        "the JPEG's markers do not follow one another from its start to its end: the segment FFC4 at byte 375 gives a length of 31, past the end of the file, so its metadata cannot be removed"
    ),
])
func aFileThatCannotBeWalkedIsRefused(file: String, message: String) throws {
    let original = try bytes(file)
    #expect(throws: ImageProblem.unreadable(message)) { try MetadataRemoval.stripped(original) }
}

@Test func segmentsThatRunPastTheEndAreRefused() throws {
    // An APP1 segment whose length runs past the file's end.
    let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE1, 0xFF, 0xFF] + Array("Exif\0\0".utf8)
    #expect(throws: ImageProblem.self) { try MetadataRemoval.stripped(jpeg) }
    var png = try bytes("gps.png")
    png[8..<12] = [0x7F, 0xFF, 0xFF, 0xFF]
    #expect(throws: ImageProblem.self) { try MetadataRemoval.stripped(png) }
    var webp = try bytes("gps.webp")
    webp[4..<8] = [0xFF, 0xFF, 0xFF, 0x7F]
    #expect(throws: ImageProblem.self) { try MetadataRemoval.stripped(webp) }
}

/// A JPEG whose EXIF is 64 KB of a directory claiming thousands of entries, with offsets past its end: read,
/// with no date or place taken from it, and published without it.
@Test func aHugeBrokenEXIFIsNeitherReadNorPublished() throws {
    let original = try bytes("landscape.jpg")
    var tiff: [UInt8] = [0x4D, 0x4D, 0x00, 0x2A, 0x00, 0x00, 0x00, 0x08, 0xFF, 0xFF]
    while tiff.count < 65_000 { tiff += [0x88, 0x25, 0x00, 0x04, 0x7F, 0xFF, 0xFF, 0xFF, 0x7F, 0xFF, 0xFF, 0xF0] }
    let exif = Array("Exif\0\0".utf8) + tiff
    let segment: [UInt8] = [0xFF, 0xE1, UInt8((exif.count + 2) >> 8), UInt8((exif.count + 2) & 0xFF)] + exif
    let hostile = Array(original.prefix(2)) + segment + original.dropFirst(2)
    let info = try ImageResizer.probe(hostile)
    #expect((info.width, info.height, info.metadata) == (2000, 1000, nil))
    #expect(try MetadataRemoval.stripped(hostile) == original)
}
