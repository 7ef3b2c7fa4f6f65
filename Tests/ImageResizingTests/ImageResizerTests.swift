import Foundation
import ImageResizing
import Testing

private let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

private func bytes(_ name: String) throws -> [UInt8] {
    Array(try Data(contentsOf: fixtures.appendingPathComponent(name)))
}

@Test func probeReadsTheSizeFromTheHeader() throws {
    let info = try ImageResizer.probe(bytes("landscape.jpg"))
    #expect(info == ImageInfo(width: 2000, height: 1000, isResizable: true, hasAlpha: false))
    let png = try ImageResizer.probe(bytes("alpha.png"))
    #expect(png == ImageInfo(width: 600, height: 400, isResizable: true, hasAlpha: true))
}

@Test func aCopyHasTheAskedWidthAndKeepsTheShape() throws {
    let source = try bytes("landscape.jpg")
    let info = try ImageResizer.probe(source)
    let copy = try ImageResizer.copy(of: source, width: 480, info: info)
    #expect((copy.width, copy.height, copy.fileExtension) == (480, 240, "jpg"))
    // The copy is an image of the size it says, and carries no metadata.
    #expect(
        try ImageResizer.probe(copy.bytes) == ImageInfo(width: 480, height: 240, isResizable: true, hasAlpha: false))
    #expect(copy.bytes.prefix(3) == [0xFF, 0xD8, 0xFF])
}

@Test func copiesAreTheSameBytesEveryTime() throws {
    let source = try bytes("landscape.jpg")
    let info = try ImageResizer.probe(source)
    let first = try ImageResizer.copy(of: source, width: 960, info: info)
    let second = try ImageResizer.copy(of: source, width: 960, info: info)
    #expect(first.bytes == second.bytes)
}

@Test func transparencyIsKeptAsPNG() throws {
    let source = try bytes("alpha.png")
    let copy = try ImageResizer.copy(of: source, width: 300, info: try ImageResizer.probe(source))
    #expect((copy.width, copy.height, copy.fileExtension) == (300, 200, "png"))
    #expect(copy.bytes.prefix(4) == [0x89, 0x50, 0x4E, 0x47])
}

@Test func anImageOverTheLimitIsRefusedFromItsHeader() throws {
    #expect(throws: ImageProblem.tooLarge(width: 10000, height: 6000)) { try ImageResizer.probe(bytes("huge.png")) }
    #expect(
        ImageProblem.tooLarge(width: 10000, height: 6000).description
            == "the image is 10000 × 6000 pixels (60 megapixels), over the limit of 50 megapixels")
}

@Test func bytesThatAreNoImageAreAProblemNotACrash() throws {
    #expect(throws: ImageProblem.unreadable("not an image in a format the site can read (JPEG, PNG, WebP, GIF)")) {
        try ImageResizer.probe(bytes("text.jpg"))
    }
    #expect(throws: ImageProblem.unreadable("not an image in a format the site can read (JPEG, PNG, WebP, GIF)")) {
        try ImageResizer.probe([])
    }
}

@Test func aTruncatedImageIsAProblemNotACrash() throws {
    // Cut inside its header: refused before libvips sees it.
    #expect(
        throws: ImageProblem.unreadable(
            "the JPEG's markers do not follow one another from its start to its end: the segment FFC4 at byte 375 gives a length of 31, past the end of the file"
        )
    ) {
        try ImageResizer.probe(bytes("corrupt.jpg"))
    }
    // Cut inside its pixels: the header holds, and the copy is made of what is there.
    let half = try bytes("half.jpg")
    let info = try ImageResizer.probe(half)
    let copy = try ImageResizer.copy(of: half, width: 480, info: info)
    #expect((copy.width, copy.height) == (480, 240))
}

/// A BMP, which libvips reads only through ImageMagick (a loader it marks as unfit for untrusted input),
/// is refused before any loader sees it.
@Test func aFormatOnlyAnUntrustedLoaderReadsIsRefused() throws {
    var bmp: [UInt8] = Array("BM".utf8)
    func little(_ value: UInt32, _ count: Int) -> [UInt8] {
        (0..<count).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
    }
    let pixels: [UInt8] = Array(repeating: [0, 0, 255, 0, 0, 255, 0, 0], count: 2).flatMap { $0 }
    bmp += little(54 + UInt32(pixels.count), 4) + little(0, 4) + little(54, 4)
    bmp += little(40, 4) + little(2, 4) + little(2, 4) + little(1, 2) + little(24, 2) + little(0, 4)
    bmp += little(UInt32(pixels.count), 4) + little(2835, 4) + little(2835, 4) + little(0, 4) + little(0, 4)
    bmp += pixels
    #expect(throws: ImageProblem.unreadable("not an image in a format the site can read (JPEG, PNG, WebP, GIF)")) {
        try ImageResizer.probe(bmp)
    }
}

/// libvips is loaded when first needed, and names its version: what pages with images were made with.
@Test func theLibraryNamesTheLibvipsItLoaded() throws {
    let name = ImageResizer.library
    let parts = try #require(name.split(separator: " ").last).split(separator: ".").compactMap { Int($0) }
    #expect(name.hasPrefix("libvips 8."))
    #expect(parts.count == 3 && parts[1] >= 13)
}
