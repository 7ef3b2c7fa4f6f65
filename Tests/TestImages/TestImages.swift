/// Images made for tests, byte by byte, of mid grey or of zeros: small files that ask a decoder for a great deal
/// of work, which no fixture needs to hold.
public enum TestImages {
    /// A progressive JPEG of mid grey, `width` × `height`, three components sampled alike, in a legal progression:
    /// one scan of every component's DC, then each component's AC coefficients, `band` of them in a scan, first
    /// with their `refinements` lowest bits left out, then a bit at a time (a scan each). Every scan is a pass over
    /// the whole image however few bytes it takes: with `band` 1 and `refinements` 13, 1 + 3 × 63 × 14 = 2,647
    /// scans.
    public static func progressiveJPEG(width: Int, height: Int, band: Int = 63, refinements: Int = 0) -> [UInt8] {
        let components = 3
        var out: [UInt8] = [0xFF, 0xD8]
        func segment(_ marker: UInt8, _ body: [UInt8]) {
            out += [0xFF, marker, UInt8((body.count + 2) >> 8), UInt8((body.count + 2) & 0xFF)] + body
        }
        segment(0xDB, [0] + [UInt8](repeating: 1, count: 64))
        segment(
            0xC2,
            [8, UInt8(height >> 8), UInt8(height & 0xFF), UInt8(width >> 8), UInt8(width & 0xFF), UInt8(components)]
                + (1...components).flatMap { [UInt8($0), 0x11, 0] })
        // DC table 0: one symbol, a difference of 0, coded `0`. AC table 0: the end-of-band runs EOB0…EOB14, coded
        // by their number in 4 bits.
        segment(0xC4, [0x00, 1] + [UInt8](repeating: 0, count: 15) + [0])
        segment(0xC4, [0x10, 0, 0, 0, 15] + [UInt8](repeating: 0, count: 12) + (0..<15).map { UInt8($0 << 4) })
        let blocks = ((width + 7) / 8) * ((height + 7) / 8)
        var bits = BitWriter(stuffing: true)
        for _ in 0..<(blocks * components) { bits.write(0, count: 1, mostSignificantFirst: true) }
        segment(0xDA, [UInt8(components)] + (1...components).flatMap { [UInt8($0), 0x00] } + [0, 0, 0])
        out += bits.finish(padding: 1)
        for component in 1...components {
            for start in stride(from: 1, through: 63, by: band) {
                let end = min(start + band - 1, 63)
                let passes = [(0, refinements)] + stride(from: refinements, to: 0, by: -1).map { ($0, $0 - 1) }
                for (high, low) in passes {
                    // Every block's band is zero: a run of ends of band, 32,767 blocks at most to a symbol.
                    var bits = BitWriter(stuffing: true)
                    var left = blocks
                    while left > 0 {
                        let run = min(left, 32767)
                        let size = Int.bitWidth - 1 - run.leadingZeroBitCount
                        bits.write(UInt32(size), count: 4, mostSignificantFirst: true)
                        bits.write(UInt32(run - (1 << size)), count: size, mostSignificantFirst: true)
                        left -= run
                    }
                    segment(0xDA, [1, UInt8(component), 0x00, UInt8(start), UInt8(end), UInt8(high << 4 | low)])
                    out += bits.finish(padding: 1)
                }
            }
        }
        return out + [0xFF, 0xD9]
    }

    /// A PNG of zeros (black, or transparent), `width` × `height`, of `bitDepth` 8 or 16 and `colorType` 0 (grey),
    /// 2 (RGB), 4 (grey and alpha) or 6 (RGBA), interlaced (Adam7) or not. Its pixels are deflated by hand, in
    /// matches of 258 bytes: a few bytes for each of hundreds of megabytes decoded.
    /// `chunks` (``pngChunk(_:_:)``) come between its header and its pixels.
    public static func png(
        width: Int, height: Int, bitDepth: Int, colorType: Int, interlaced: Bool, chunks: [[UInt8]] = []
    ) -> [UInt8] {
        let bytesPerPixel = [0: 1, 2: 3, 4: 2, 6: 4][colorType, default: 1] * bitDepth / 8
        let passes =
            interlaced
            ? [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
            : [(0, 0, 1, 1)]
        // Each row of each pass: a filter byte, then its pixels; all of it zeros.
        var zeros = 0
        for (x, y, dx, dy) in passes {
            let columns = (width - x + dx - 1) / dx
            let rows = (height - y + dy - 1) / dy
            if columns > 0, rows > 0 { zeros += rows * (1 + columns * bytesPerPixel) }
        }
        // zlib: a header, one final block of fixed codes (a literal 0, then matches of 258 at distance 1), Adler-32.
        var bits = BitWriter(stuffing: false)
        bits.write(0b011, count: 3, mostSignificantFirst: false)
        func literal(_ count: Int) {
            for _ in 0..<count { bits.write(0b0011_0000, count: 8, mostSignificantFirst: true) }
        }
        literal(1)
        for _ in 0..<((zeros - 1) / 258) {
            bits.write(0b1100_0101, count: 8, mostSignificantFirst: true)
            bits.write(0, count: 5, mostSignificantFirst: true)
        }
        literal((zeros - 1) % 258)
        bits.write(0, count: 7, mostSignificantFirst: true)
        let adler = UInt32(zeros % 65521) << 16 | 1
        let data = [0x78, 0x01] + bits.finish(padding: 0) + bigEndian(adler)
        let header =
            bigEndian(UInt32(width)) + bigEndian(UInt32(height))
            + [UInt8(bitDepth), UInt8(colorType), 0, 0, interlaced ? 1 : 0]
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + pngChunk("IHDR", header) + chunks.joined()
            + pngChunk("IDAT", data) + pngChunk("IEND", [])
    }

    /// A PNG chunk of `type` holding `body`: its length, type, body and CRC.
    public static func pngChunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + body
        return bigEndian(UInt32(body.count)) + typed + bigEndian(crc32(typed))
    }

    /// An `iCCP` chunk whose profile is named `name` and is a header of 132 bytes of zeros but its length, which
    /// libpng finds is no profile and says so, naming it: `profile '<name>': 0h: invalid signature`.
    public static func profileChunk(named name: String) -> [UInt8] {
        // zlib: a header, one stored block of the profile, Adler-32.
        let profile: [UInt8] = [0, 0, 0, 132] + [UInt8](repeating: 0, count: 128)
        var (low, high): (UInt32, UInt32) = (1, 0)
        for byte in profile { (low, high) = ((low + UInt32(byte)) % 65521, (high + low + UInt32(byte)) % 65521) }
        let adler = high << 16 | low
        let stored: [UInt8] = [0x01, 0x84, 0x00, 0x7B, 0xFF] + profile
        return pngChunk("iCCP", Array(name.utf8) + [0, 0] + [0x78, 0x01] + stored + bigEndian(adler))
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) }
    }

    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        let table: [UInt32] = (0..<256).map { index in
            (0..<8).reduce(UInt32(index)) { crc, _ in crc & 1 == 1 ? 0xEDB8_8320 ^ crc >> 1 : crc >> 1 }
        }
        return ~bytes.reduce(~UInt32(0)) { crc, byte in table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ crc >> 8 }
    }
}

/// Bits into bytes: a JPEG's, most significant first, with a 0 stuffed after every 0xFF; or deflate's, least
/// significant first, where a Huffman code is still written from its most significant bit.
private struct BitWriter {
    let stuffing: Bool
    private(set) var bytes: [UInt8] = []
    private var pending: UInt32 = 0
    private var count = 0

    init(stuffing: Bool) { self.stuffing = stuffing }

    mutating func write(_ value: UInt32, count width: Int, mostSignificantFirst: Bool) {
        for index in 0..<width {
            let bit = mostSignificantFirst ? value >> (width - 1 - index) & 1 : value >> index & 1
            if stuffing { pending = pending << 1 | bit } else { pending |= bit << count }
            count += 1
            if count == 8 { flush() }
        }
    }

    private mutating func flush() {
        let byte = UInt8(truncatingIfNeeded: pending)
        bytes.append(byte)
        if stuffing, byte == 0xFF { bytes.append(0) }
        pending = 0
        count = 0
    }

    /// The bytes, the last one filled with `padding` bits.
    mutating func finish(padding: UInt32) -> [UInt8] {
        while count > 0 { write(padding, count: 1, mostSignificantFirst: true) }
        return bytes
    }
}
