/// What a PNG's chunks before its pixels say about decoding it: its size, how its samples are stored, and whether
/// it is interlaced (Adam7), which libvips decodes whole into memory rather than a few rows at a time.
struct PNGHeader {
    let width: Int
    let height: Int
    /// Samples of 16 bits, decoded as 16 bits; fewer bits are decoded as 8.
    let bitDepth: Int
    /// The bands decoded: grey, grey and alpha, RGB, RGBA; a palette decodes as RGB, and a `tRNS` chunk adds alpha.
    let bands: Int
    let isInterlaced: Bool

    /// The header of the PNG in `bytes`; `nil` when they do not start with a PNG's signature and header chunk.
    init?(_ bytes: UnsafeRawBufferPointer) {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.count >= 33, bytes.prefix(8).elementsEqual(signature),
            bytes[12..<16].elementsEqual("IHDR".utf8)
        else { return nil }
        func number(at offset: Int) -> Int {
            (0..<4).reduce(0) { $0 << 8 | Int(bytes[offset + $1]) }
        }
        width = number(at: 16)
        height = number(at: 20)
        bitDepth = Int(bytes[24])
        isInterlaced = bytes[28] == 1
        // Chunks up to the first IDAT: a tRNS among them gives an image without alpha an alpha band.
        var transparency = false
        var offset = 8
        while offset + 8 <= bytes.count {
            let length = number(at: offset)
            let type = bytes[(offset + 4)..<(offset + 8)]
            if type.elementsEqual("IDAT".utf8) { break }
            if type.elementsEqual("tRNS".utf8) { transparency = true }
            offset += 12 + length
        }
        let alpha = transparency ? 1 : 0
        switch bytes[25] {
        case 0: bands = 1 + alpha
        case 4: bands = 2
        case 6: bands = 4
        default: bands = 3 + alpha
        }
    }

    /// The bytes of the decoded image; `Int.max` when they are past counting.
    var decodedBytes: Int {
        [height, bands, bitDepth == 16 ? 2 : 1].reduce(width) { product, factor in
            let (result, overflow) = product.multipliedReportingOverflow(by: factor)
            return overflow ? .max : result
        }
    }
}
