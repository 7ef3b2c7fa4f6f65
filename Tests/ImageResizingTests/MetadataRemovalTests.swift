import Foundation
import TestImages
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

/// A RIFF size too small to hold even the "WEBP" it starts with (0 to 3) is refused, not walked backwards.
@Test(arguments: [0, 1, 3])
func aWebPWhoseSizeEndsBeforeItsFormatIsRefused(size: UInt8) throws {
    var webp = try bytes("gps.webp")
    webp[4..<8] = [size, 0, 0, 0]
    #expect(throws: ImageProblem.unreadable("the image's structure cannot be read, so its metadata cannot be removed"))
    {
        try MetadataRemoval.stripped(webp)
    }
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

/// The chunk types of a PNG, in their order.
private func chunkTypes(_ png: [UInt8]) -> [String] {
    var types: [String] = []
    var offset = 8
    while offset + 12 <= png.count {
        let length = png[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
        types.append(String(decoding: png[(offset + 4)..<(offset + 8)], as: UTF8.self))
        offset += 12 + length
    }
    return types
}

/// A JPEG segment of `marker` holding `payload`.
private func segment(_ marker: UInt8, _ payload: [UInt8]) -> [UInt8] {
    [0xFF, marker, UInt8((payload.count + 2) >> 8), UInt8((payload.count + 2) & 0xFF)] + payload
}

private let place = Array("GPS 38.7155 -9.1340".utf8)

/// Only the chunks that draw a PNG are kept: EXIF under another name (`exIf`, which exiftool reads), XMP (`tXMP`),
/// C2PA's manifest (`caBX`) and any chunk not known are left out, and a colour profile loses its name.
@Test func aPNGKeepsOnlyTheChunksThatDrawIt() throws {
    let exif = MetadataRemoval.orientationTIFF(1) + place
    let png = TestImages.png(
        width: 64, height: 48, bitDepth: 8, colorType: 2, interlaced: false,
        chunks: [
            TestImages.pngChunk("exIf", exif), TestImages.pngChunk("tXMP", place), TestImages.pngChunk("caBX", place),
            TestImages.pngChunk("pHYs", [0, 0, 0x0B, 0x13, 0, 0, 0x0B, 0x13, 1]),
            TestImages.pngChunk("zzZz", place), TestImages.profileChunk(named: "Lisbon, at 38.7155 -9.1340"),
        ])
    let stripped = try #require(try MetadataRemoval.stripped(png))
    #expect(chunkTypes(stripped) == ["IHDR", "pHYs", "iCCP", "IDAT", "IEND"])
    #expect(!contains(stripped, "38.7155"))
    #expect(contains(stripped, "ICC profile\0"))
    #expect(try MetadataRemoval.stripped(stripped) == nil)
    #expect(try ImageResizer.probe(stripped).width == 64)
}

/// A JFXX header (a whole JPEG thumbnail, with an EXIF of its own), the reserved segments JPG0–JPG13 (F0–FD) and
/// JPG (C8), and a JFIF thumbnail, are not published: the photo is its own pixels and nothing else.
@Test func aJPEGKeepsOnlyTheSegmentsThatDrawIt() throws {
    let original = try bytes("landscape.jpg")
    let thumbnail = try bytes("gps.jpg")
    var extra = segment(0xE0, Array("JFXX\0".utf8) + [0x10] + thumbnail)
    for marker in UInt8(0xF0)...0xFD { extra += segment(marker, place) }
    extra += segment(0xC8, place)
    let hostile = Array(original.prefix(2)) + extra + original.dropFirst(2)
    #expect(contains(hostile, "ExampleCam"))
    #expect(try MetadataRemoval.stripped(hostile) == original)
    // A JFIF header's own thumbnail (here 1 × 1, three bytes) is left out, its size made 0 × 0.
    let jfif = Array("JFIF\0".utf8) + [1, 2, 0, 0, 1, 0, 1, 1, 1, 0x12, 0x34, 0x56]
    let withThumbnail = Array(original.prefix(2)) + segment(0xE0, jfif) + original.dropFirst(2)
    let stripped = try #require(try MetadataRemoval.stripped(withThumbnail))
    let expected = [0xFF, 0xD8] + segment(0xE0, Array(jfif.prefix(12)) + [0, 0])
    #expect(Array(stripped.prefix(expected.count)) == expected)
}

/// A WebP keeps its image, alpha, animation and profile chunks: one it does not know is left out.
@Test func aWebPKeepsOnlyTheChunksThatDrawIt() throws {
    let original = try bytes("gps.webp")
    let unknown = Array("GEOT".utf8) + [UInt8(place.count), 0, 0, 0] + place + (place.count % 2 == 1 ? [0] : [])
    var hostile = original + unknown
    let size = UInt32(hostile.count - 8)
    hostile[4..<8] = ArraySlice([0, 8, 16, 24].map { UInt8(truncatingIfNeeded: size >> $0) })
    let stripped = try #require(try MetadataRemoval.stripped(hostile))
    #expect(stripped == (try MetadataRemoval.stripped(original)))
    #expect(!contains(stripped, "GEOT") && !contains(stripped, "38.7155"))
}

/// A GIF of one pixel with a comment, an XMP application extension and a loop count: its screen, colours,
/// graphic control, image and the loop count alone are published.
@Test func aGIFKeepsOnlyTheBlocksThatDrawIt() throws {
    let screen = Array("GIF89a".utf8) + [1, 0, 1, 0, 0x80, 0, 0] + [0, 0, 0, 255, 255, 255]
    let loop = [0x21, 0xFF, 11] + Array("NETSCAPE2.0".utf8) + [3, 1, 0, 0, 0]
    let control: [UInt8] = [0x21, 0xF9, 4, 0, 0, 0, 0, 0]
    let image: [UInt8] = [0x2C, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 2, 0x44, 0x01, 0]
    let comment = [0x21, 0xFE, UInt8(place.count)] + place + [0]
    let xmp = [0x21, 0xFF, 11] + Array("XMP DataXMP".utf8) + [UInt8(place.count)] + place + [0]
    let gif = screen + comment + xmp + loop + control + image + [0x3B] + place
    let stripped = try #require(try MetadataRemoval.stripped(gif))
    #expect(stripped == screen + loop + control + image + [0x3B])
    let info = try ImageResizer.probe(stripped)
    #expect((info.width, info.height, info.isResizable) == (1, 1, false))
    // Cut short, a GIF's blocks cannot be known.
    #expect(throws: ImageProblem.self) { try MetadataRemoval.stripped(Array(gif.prefix(30))) }
}

/// An icon's PNG image is stripped as a PNG is, and the icon laid out anew around it.
@Test func anIconsImagesAreStripped() throws {
    let png = TestImages.png(
        width: 16, height: 16, bitDepth: 8, colorType: 6, interlaced: false,
        chunks: [TestImages.pngChunk("tEXt", Array("Comment\0".utf8) + place)])
    func icon(_ image: [UInt8]) -> [UInt8] {
        let size = UInt32(image.count)
        return [0, 0, 1, 0, 1, 0] + [16, 16, 0, 0, 1, 0, 32, 0]
            + [0, 8, 16, 24].map { UInt8(truncatingIfNeeded: size >> $0) } + [22, 0, 0, 0] + image
    }
    let stripped = try #require(try MetadataRemoval.stripped(icon(png) + place))
    #expect(stripped == icon(try #require(try MetadataRemoval.stripped(png))))
    #expect(!contains(stripped, "38.7155"))
}

/// A file is read as the format its bytes are, never its name: a JPEG named `.gif`, `.avif` or `.ico` is a
/// mismatch, said in words; an AVIF's metadata cannot be removed, so it is refused.
@Test(arguments: [("gif", "GIF"), ("avif", "AVIF"), ("ico", "ICO")])
func aJPEGNamedAsAnotherFormatIsAMismatch(fileExtension: String, format: String) throws {
    let jpeg = try bytes("gps.jpg")
    #expect(
        ImageFormat.mismatch(jpeg, fileExtension: fileExtension)
            == .unreadable(
                "the file's bytes are a JPEG image, not the \(format) image its name (.\(fileExtension)) says"))
    #expect(ImageFormat.mismatch(jpeg, fileExtension: "JPEG") == nil)
    #expect(ImageFormat.mismatch(jpeg, fileExtension: "txt") == nil)
}

@Test func anAVIFIsRefused() throws {
    let avif: [UInt8] = [0, 0, 0, 0x1C] + Array("ftypavif".utf8) + [0, 0, 0, 0] + Array("avifmif1miaf".utf8)
    #expect(ImageFormat(of: avif) == .avif)
    #expect(
        throws: ImageProblem.unreadable(
            "the metadata of an AVIF image cannot be removed; convert it to JPEG, PNG or WebP, or publish images as they are (publish_image_metadata: true)"
        )
    ) { try MetadataRemoval.stripped(avif) }
}
