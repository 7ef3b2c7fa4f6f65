import AppIcon
import Foundation
import Testing

@Suite struct MonogramIconTests {
    static let teal = (red: UInt8(11), green: UInt8(93), blue: UInt8(102))

    @Test func theInitialsAreOfTheFirstTwoWords() {
        #expect(MonogramIcon.letters(of: "Field Notes — trips and city picks") == "FN")
        #expect(MonogramIcon.letters(of: "kyoto 2027") == "K2")
        #expect(MonogramIcon.letters(of: "Travels") == "T")
        #expect(MonogramIcon.letters(of: "— · —") == "")
    }

    @Test func coloursAreReadFromHex() {
        #expect(MonogramIcon.colour(hex: "#0b5d66").map { [$0.red, $0.green, $0.blue] } == [11, 93, 102])
        #expect(MonogramIcon.colour(hex: "0b5d66") == nil)
        #expect(MonogramIcon.colour(hex: "#0b5d6") == nil)
    }

    /// The RGB of pixel (x, y).
    static func pixel(_ image: PNGFile, _ x: Int, _ y: Int) -> [UInt8] {
        Array(image.pixels[((y * image.width + x) * 3)..<((y * image.width + x) * 3 + 3)])
    }

    @Test func theLettersAreWhiteInTheMiddleAndTheColourFillsTheRest() {
        let image = MonogramIcon(letters: "FN", colour: Self.teal).png(size: 192)
        #expect(image.width == 192 && image.height == 192)
        // The corners, and the whole ring outside the safe circle (80% of the width), are the colour.
        for (x, y) in [(0, 0), (191, 0), (0, 191), (191, 191), (96, 10), (10, 96), (96, 182), (182, 96)] {
            #expect(Self.pixel(image, x, y) == [11, 93, 102], "(\(x), \(y))")
        }
        var white = 0
        for y in 0..<192 {
            for x in 0..<192 where Self.pixel(image, x, y) == [255, 255, 255] {
                white += 1
                let (dx, dy) = (Double(x) - 95.5, Double(y) - 95.5)
                #expect((dx * dx + dy * dy).squareRoot() < 0.4 * 192, "a white pixel at (\(x), \(y))")
            }
        }
        // Two bold capitals 58 px high cover several thousand pixels.
        #expect(white > 2_000 && white < 8_000, "\(white) white pixels")
    }

    @Test func thePNGHasItsSignatureHeaderAndChecksums() throws {
        let bytes = MonogramIcon(letters: "A", colour: Self.teal).png(size: 48).bytes
        #expect(Array(bytes.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        // IHDR: length 13, 48 × 48, 8 bits, RGB; and its CRC-32, as any PNG reader checks it.
        #expect(Array(bytes[8..<16]) == [0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52])
        #expect(Array(bytes[16..<29]) == [0, 0, 0, 48, 0, 0, 0, 48, 8, 2, 0, 0, 0])
        #expect(Array(bytes[29..<33]) == [0xD8, 0x60, 0x6E, 0xD0])
        #expect(Array(bytes.suffix(12)) == [0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82])
    }

    @Test func theSameIconIsTheSameBytes() {
        let icon = MonogramIcon(letters: "FN", colour: Self.teal)
        #expect(icon.png(size: 512).bytes == icon.png(size: 512).bytes)
    }

    @Test func charactersWithoutAGlyphAreLeftOut() {
        #expect(MonogramIcon(letters: "É€7Q", colour: Self.teal).letters == "7Q")
    }
}
