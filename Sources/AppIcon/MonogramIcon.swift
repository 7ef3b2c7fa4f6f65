/// A square app icon: a monogram of one or two capitals or digits, white, on a colour that fills the whole
/// square, so it is "maskable": a phone may cut it to a circle or a rounded square, and the letters stay within
/// the central circle of 80% of its width that every mask keeps.
///
/// ```swift
/// let icon = MonogramIcon(letters: MonogramIcon.letters(of: "Field Notes"), colour: (11, 93, 102))
/// let png = icon.png(size: 192).bytes
/// ```
public struct MonogramIcon: Sendable {
    /// The characters drawn: those of them ``MonogramGlyphs`` has, at most two.
    public let letters: String
    /// The background's red, green and blue.
    public let colour: (red: UInt8, green: UInt8, blue: UInt8)

    /// Creates an icon.
    public init(letters: String, colour: (red: UInt8, green: UInt8, blue: UInt8)) {
        self.letters = String(letters.filter { MonogramGlyphs.glyphs[$0] != nil }.prefix(2))
        self.colour = colour
    }

    /// The initials of the first two words of `name` that start with a letter or a digit from A to Z or 0 to 9,
    /// `name` being already folded to ASCII: `Field Notes — trips` → `FN`, `Kyoto 2027` → `K2`; empty when none.
    public static func letters(of name: String) -> String {
        let words = name.uppercased().split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }
        return String(words.compactMap(\.first).prefix(2))
    }

    /// `#0b5d66` as red, green and blue; `nil` for anything else.
    public static func colour(hex: String) -> (red: UInt8, green: UInt8, blue: UInt8)? {
        guard hex.count == 7, hex.first == "#", let value = UInt32(hex.dropFirst(), radix: 16) else { return nil }
        return (UInt8(value >> 16), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF))
    }

    /// How many samples a pixel is split into along each axis: 4 × 4 give 17 levels of coverage at the edges.
    static let samples = 4

    /// The icon `size` pixels square.
    public func png(size: Int) -> PNGFile {
        let coverage = self.coverage(size: size)
        var pixels = [UInt8](repeating: 0, count: size * size * 3)
        let full = Self.samples * Self.samples
        let background = [colour.red, colour.green, colour.blue]
        for index in 0..<(size * size) {
            let covered = Int(coverage[index])
            for channel in 0..<3 {
                let base = Int(background[channel])
                // White letters over the colour, each pixel mixed by how much of it they cover.
                pixels[index * 3 + channel] = UInt8((base * (full - covered) + 255 * covered + full / 2) / full)
            }
        }
        return PNGFile(width: size, height: size, pixels: pixels)
    }

    /// The letters' outlines placed on the icon: in pixels, y down, each contour closed.
    func contours(size: Int) -> [[(x: Double, y: Double)]] {
        let glyphs = letters.compactMap { MonogramGlyphs.glyphs[$0] }
        guard !glyphs.isEmpty else { return [] }
        // Capitals 30% of the icon high, and the word no wider than 56%: within the safe circle's 80%.
        let advance = Double(glyphs.reduce(0) { $0 + $1.advance })
        let scale = min(
            0.30 * Double(size) / Double(MonogramGlyphs.capHeight), 0.56 * Double(size) / advance)
        let left = (Double(size) - advance * scale) / 2
        let baseline = (Double(size) + Double(MonogramGlyphs.capHeight) * scale) / 2
        var contours: [[(x: Double, y: Double)]] = []
        var pen = left
        for glyph in glyphs {
            for contour in glyph.contours {
                var points: [(x: Double, y: Double)] = []
                for index in stride(from: 0, to: contour.count - 1, by: 2) {
                    points.append((pen + Double(contour[index]) * scale, baseline - Double(contour[index + 1]) * scale))
                }
                contours.append(points)
            }
            pen += Double(glyph.advance) * scale
        }
        return contours
    }

    /// For each pixel, how many of its samples the letters cover (non-zero winding), from 0 to samples².
    func coverage(size: Int) -> [UInt8] {
        var coverage = [UInt8](repeating: 0, count: size * size)
        let edges = contours(size: size).flatMap { contour in
            zip(contour, contour.dropFirst() + contour.prefix(1)).filter { $0.0.y != $0.1.y }
        }
        let step = 1.0 / Double(Self.samples)
        var crossings: [(x: Double, winding: Int)] = []
        for sampleRow in 0..<(size * Self.samples) {
            let y = (Double(sampleRow) + 0.5) * step
            crossings.removeAll(keepingCapacity: true)
            for (from, to) in edges where (from.y <= y) != (to.y <= y) {
                let x = from.x + (y - from.y) / (to.y - from.y) * (to.x - from.x)
                crossings.append((x, to.y > from.y ? 1 : -1))
            }
            crossings.sort { $0.x < $1.x }
            let row = sampleRow / Self.samples
            var winding = 0
            for (index, crossing) in crossings.enumerated() {
                winding += crossing.winding
                guard winding != 0, index + 1 < crossings.count else { continue }
                // Samples at (k + 0.5) / samples, k whole, between this crossing and the next.
                let first = max(Int((crossing.x * Double(Self.samples) - 0.5).rounded(.up)), 0)
                let last = min(
                    Int((crossings[index + 1].x * Double(Self.samples) - 0.5).rounded(.up)) - 1,
                    size * Self.samples - 1)
                guard first <= last else { continue }
                for sample in first...last { coverage[row * size + sample / Self.samples] += 1 }
            }
        }
        return coverage
    }
}
