/// An image file without what a camera writes beside the pixels: the place it was taken (GPS), the camera, its
/// owner's name and serial numbers, the date, comments, embedded thumbnails and files appended after the image.
/// The pixels are not touched: a JPEG's, PNG's, WebP's, GIF's or icon's parts are walked and only those a browser
/// needs to draw the image are kept (an allow-list: a part this does not know is left out), so the file is the same
/// image, byte for byte in its compressed data, and the same file in every build.
///
/// What is kept, by the format the bytes are (``ImageFormat``), never the file's name:
/// - JPEG: the frame, tables (DQT, DHT, DAC, DRI), scans and restarts; the JFIF header without its thumbnail, the
///   colour profile (`ICC_PROFILE`) and Adobe's colour transform.
/// - PNG: IHDR, PLTE, IDAT, IEND, tRNS, the colour chunks (cHRM, gAMA, iCCP with its name replaced, sBIT, sRGB,
///   cICP), bKGD, pHYs, and an animation's acTL, fcTL and fdAT.
/// - WebP: VP8, VP8L, VP8X (its flags for EXIF and XMP cleared), ALPH, ANIM, ICCP, and ANMF frames holding only
///   ALPH, VP8 and VP8L.
/// - GIF: the header, colour tables, images, graphic controls, and the NETSCAPE2.0 loop count alone.
/// - ICO: each icon, a PNG stripped as above or a bitmap as it is.
/// A photo taken sideways keeps its EXIF orientation alone (in a JPEG or a PNG), so it is still shown upright.
public enum MetadataRemoval {
    /// The image in `bytes` without its metadata; `nil` when it has none to remove, so the file can be published
    /// as it is.
    /// - Throws: `ImageProblem.unreadable` when the bytes are not a JPEG, PNG, WebP, GIF or ICO image whose
    ///   structure can be walked to its end: what such a file carries cannot be known, so it is not to be published.
    public static func stripped(_ bytes: [UInt8]) throws(ImageProblem) -> [UInt8]? {
        let result: [UInt8]?
        switch ImageFormat(of: bytes) {
        case .jpeg:
            do {
                result = try JPEGMetadata.stripped(bytes)
            } catch {
                throw .unreadable("\(error), so its metadata cannot be removed")
            }
        case .png: result = PNGMetadata.stripped(bytes)
        case .webp: result = WebPMetadata.stripped(bytes)
        case .gif: result = GIFMetadata.stripped(bytes)
        case .ico: result = IconMetadata.stripped(bytes)
        case .avif:
            throw .unreadable(
                "the metadata of an AVIF image cannot be removed; convert it to JPEG, PNG or WebP, or publish images as they are (publish_image_metadata: true)"
            )
        case nil:
            throw .unreadable("not a JPEG, PNG, WebP, GIF or ICO image, so its metadata cannot be removed")
        }
        guard let result else {
            throw .unreadable("the image's structure cannot be read, so its metadata cannot be removed")
        }
        return result == bytes ? nil : result
    }

    /// The orientation (2 to 8) an EXIF block gives in its first directory, from its TIFF header on; `nil` for
    /// the upright 1, none, or a block that cannot be read.
    static func orientation(inTIFF tiff: ArraySlice<UInt8>) -> UInt16? {
        let bytes = Array(tiff)
        guard bytes.count >= 8 else { return nil }
        let bigEndian: Bool
        switch (bytes[0], bytes[1]) {
        case (0x4D, 0x4D): bigEndian = true
        case (0x49, 0x49): bigEndian = false
        default: return nil
        }
        func number(_ offset: Int, _ size: Int) -> Int? {
            guard offset >= 0, offset + size <= bytes.count else { return nil }
            let slice = bytes[offset..<(offset + size)]
            return (bigEndian ? Array(slice) : slice.reversed()).reduce(0) { $0 << 8 | Int($1) }
        }
        guard number(2, 2) == 42, let directory = number(4, 4), let count = number(directory, 2) else { return nil }
        for entry in 0..<min(count, 1000) {
            let offset = directory + 2 + 12 * entry
            guard let tag = number(offset, 2) else { return nil }
            guard tag == 0x0112 else { continue }
            guard number(offset + 2, 2) == 3, let value = number(offset + 8, 2), (2...8).contains(value) else {
                return nil
            }
            return UInt16(value)
        }
        return nil
    }

    /// A TIFF block (big-endian) of one directory holding the orientation alone.
    static func orientationTIFF(_ orientation: UInt16) -> [UInt8] {
        [0x4D, 0x4D, 0x00, 0x2A, 0x00, 0x00, 0x00, 0x08]  // byte order, 42, the directory at 8
            + [0x00, 0x01]  // one entry:
            + [0x01, 0x12, 0x00, 0x03, 0x00, 0x00, 0x00, 0x01]  // orientation, SHORT, one value,
            + [UInt8(orientation >> 8), UInt8(orientation & 0xFF), 0x00, 0x00]  // its value;
            + [0x00, 0x00, 0x00, 0x00]  // no next directory.
    }
}

/// A JPEG's segments, walked by ``JPEGSegments`` (as ``JPEGFrame`` counts them), with only those that draw the
/// image kept and the file ended at the end of its image.
enum JPEGMetadata {
    static func stripped(_ bytes: [UInt8]) throws(JPEGSegments.Problem) -> [UInt8] {
        var output: [UInt8] = [0xFF, 0xD8]
        output.reserveCapacity(bytes.count)
        var orientationWritten = false
        try JPEGSegments.walk(bytes) { part in
            switch part {
            case .end:
                // The end of the image: what follows (a second image, a maker's trailer) is not published.
                output += [0xFF, 0xD9]
            case .standalone(let marker):
                if (0xD0...0xD7).contains(marker) { output += [0xFF, marker] }
            case .scanData(let range):
                output += bytes[range]
            case .segment(let marker, let payload):
                let payload = bytes[payload]
                if marker == 0xE1, !orientationWritten, payload.starts(with: Array("Exif\0\0".utf8)),
                    let orientation = MetadataRemoval.orientation(inTIFF: payload.dropFirst(6))
                {
                    output += segment(0xE1, Array("Exif\0\0".utf8) + MetadataRemoval.orientationTIFF(orientation))
                    orientationWritten = true
                }
                if let kept = kept(marker, payload) { output += segment(marker, kept) }
            }
        }
        // Cut short in a scan: the pixels there are, with nothing after them.
        return output
    }

    /// The payload kept of a segment; `nil` when the segment is left out. The frame, its tables, scans and
    /// restarts (SOFn, DHT, DAC, DQT, DRI, SOS) are kept whole; the JFIF header without its thumbnail (JFXX, a
    /// thumbnail of its own, is not kept), the colour profile and Adobe's colour transform as far as they say
    /// what draws the image; every other segment (EXIF, XMP, IPTC, comments, JPG0–JPG13…) is left out.
    private static func kept(_ marker: UInt8, _ payload: ArraySlice<UInt8>) -> ArraySlice<UInt8>? {
        switch marker {
        case 0xC8: nil
        case 0xC0...0xCF, 0xDA, 0xDB, 0xDD: payload
        // "JFIF\0", its version, units and densities; a thumbnail of no pixels.
        case 0xE0 where payload.count >= 14 && payload.starts(with: Array("JFIF\0".utf8)):
            payload.prefix(12) + [0, 0]
        case 0xE2 where payload.starts(with: Array("ICC_PROFILE\0".utf8)): payload
        // "Adobe", its version, two flags and the colour transform.
        case 0xEE where payload.count >= 12 && payload.starts(with: Array("Adobe".utf8)): payload.prefix(12)
        default: nil
        }
    }

    private static func segment(_ marker: UInt8, _ payload: some Collection<UInt8>) -> [UInt8] {
        [0xFF, marker, UInt8((payload.count + 2) >> 8), UInt8((payload.count + 2) & 0xFF)] + payload
    }
}

/// A PNG's chunks, with only those that draw the image kept and the file ended at `IEND`.
enum PNGMetadata {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    /// The chunks kept: the image and its palette, transparency, colour (cICP is four bytes of colour space, for
    /// an HDR image), background and pixel size, and an animation's control and frames (APNG). Text, time, EXIF,
    /// XMP, C2PA and every chunk this does not know are left out.
    static let kept: Set<String> = [
        "IHDR", "PLTE", "IDAT", "IEND", "tRNS", "cHRM", "gAMA", "iCCP", "sBIT", "sRGB", "cICP", "bKGD", "pHYs",
        "acTL", "fcTL", "fdAT",
    ]
    /// The name an `iCCP` chunk's profile is given: the name it came with is free text of the file's.
    static let profileName = Array("ICC profile".utf8)

    static func stripped(_ bytes: [UInt8]) -> [UInt8]? {
        var output = signature
        var offset = 8
        while offset + 12 <= bytes.count {
            let length = bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
            guard length <= bytes.count - offset - 12 else { return nil }
            let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            let end = offset + 12 + length
            let data = bytes[(offset + 8)..<(end - 4)]
            if type == "eXIf", let orientation = MetadataRemoval.orientation(inTIFF: data) {
                output += chunk("eXIf", MetadataRemoval.orientationTIFF(orientation))
            } else if type == "iCCP" {
                // Its name (1 to 79 bytes, then a 0), then the compressed profile.
                guard let zero = data.prefix(80).firstIndex(of: 0), zero > data.startIndex else { return nil }
                output +=
                    data[data.startIndex..<zero].elementsEqual(profileName)
                    ? Array(bytes[offset..<end]) : chunk("iCCP", profileName + data[zero...])
            } else if kept.contains(type) {
                output += bytes[offset..<end]
            }
            offset = end
            if type == "IEND" { return output }
        }
        return nil
    }

    private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        let length = UInt32(data.count)
        let crc = CRC32.checksum(body)
        return [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: length >> $0) } + body
            + [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: crc >> $0) }
    }
}

/// A WebP's RIFF chunks, with only those that draw the image kept, its header's flags for EXIF and XMP cleared.
enum WebPMetadata {
    /// The chunks kept at the top of the file: the image (lossy, lossless, or extended with its alpha), its
    /// animation and frames, its colour profile.
    static let kept: Set<String> = ["VP8 ", "VP8L", "VP8X", "ALPH", "ANIM", "ANMF", "ICCP"]
    /// The chunks kept in an animation's frame, after its 16 bytes of position, size and timing.
    static let keptInFrame: Set<String> = ["VP8 ", "VP8L", "ALPH"]

    static func stripped(_ bytes: [UInt8]) -> [UInt8]? {
        guard bytes.count >= 12 else { return nil }
        // The RIFF size counts from byte 8 and takes in the "WEBP" after it.
        let riffEnd = 8 + number(bytes, 4)
        guard riffEnd >= 12, riffEnd <= bytes.count else { return nil }
        guard let chunks = chunks(bytes, in: 12..<riffEnd, keeping: kept) else { return nil }
        let body = Array("WEBP".utf8) + chunks
        let size = UInt32(body.count)
        return Array("RIFF".utf8) + [0, 8, 16, 24].map { UInt8(truncatingIfNeeded: size >> $0) } + body
    }

    private static func number(_ bytes: [UInt8], _ offset: Int) -> Int {
        (0..<4).reduce(0) { $0 | Int(bytes[offset + $1]) << (8 * $1) }
    }

    /// The chunks of `range` of `types`, in their order; `nil` when they do not fill it exactly.
    private static func chunks(_ bytes: [UInt8], in range: Range<Int>, keeping types: Set<String>) -> [UInt8]? {
        var output: [UInt8] = []
        var offset = range.lowerBound
        while offset + 8 <= range.upperBound {
            let type = String(decoding: bytes[offset..<(offset + 4)], as: UTF8.self)
            let size = number(bytes, offset + 4)
            guard size <= range.upperBound - offset - 8 else { return nil }
            let end = offset + 8 + size + size % 2
            guard end <= range.upperBound else { return nil }
            if type == "VP8X" {
                guard size == 10 else { return nil }
                var header = Array(bytes[offset..<end])
                // ICC profile, alpha and animation; no EXIF or XMP, and the reserved bits zero.
                header[8] &= 0x20 | 0x10 | 0x02
                header[9...11] = [0, 0, 0]
                output += header
            } else if type == "ANMF" {
                guard size >= 16,
                    let frame = chunks(bytes, in: (offset + 24)..<(offset + 8 + size), keeping: keptInFrame)
                else { return nil }
                let frameSize = UInt32(16 + frame.count)
                output += Array("ANMF".utf8) + [0, 8, 16, 24].map { UInt8(truncatingIfNeeded: frameSize >> $0) }
                output += bytes[(offset + 8)..<(offset + 24)] + frame
            } else if types.contains(type) {
                output += bytes[offset..<end]
            }
            offset = end
        }
        return offset == range.upperBound ? output : nil
    }
}

/// A GIF's blocks, with only those that draw it kept: the header and screen, colour tables, images, graphic
/// controls (delay, transparency), and the loop count of an animation (the NETSCAPE2.0 application extension,
/// rewritten to it alone). Comments, plain text and every other application extension (XMP rides in one) are left
/// out, and the file ends at its trailer.
enum GIFMetadata {
    static let loopApplication = Array("NETSCAPE2.0".utf8)

    static func stripped(_ bytes: [UInt8]) -> [UInt8]? {
        // The header (6 bytes) and the logical screen (7), then the global colour table when its flag is set.
        guard bytes.count >= 13 else { return nil }
        var offset = 13 + colourTable(bytes[10])
        guard offset <= bytes.count else { return nil }
        var output = Array(bytes[0..<offset])
        while offset < bytes.count {
            switch bytes[offset] {
            case 0x3B:
                return output + [0x3B]
            case 0x2C:
                // The image's position and size (9 bytes), its local colour table, its code size, its data.
                guard offset + 11 <= bytes.count else { return nil }
                let start = offset
                offset += 10 + colourTable(bytes[offset + 9])
                guard offset < bytes.count, let end = endOfSubBlocks(bytes, from: offset + 1) else { return nil }
                output += bytes[start..<end]
                offset = end
            case 0x21:
                guard offset + 2 <= bytes.count, let end = endOfSubBlocks(bytes, from: offset + 2) else { return nil }
                let label = bytes[offset + 1]
                let first = subBlock(bytes, at: offset + 2)
                if label == 0xF9, first?.count == 4, end == offset + 2 + 6 {
                    output += bytes[offset..<end]
                } else if label == 0xFF, let first, bytes[first].elementsEqual(loopApplication),
                    let loop = subBlock(bytes, at: first.upperBound), loop.count == 3, bytes[loop.lowerBound] == 1
                {
                    output += [0x21, 0xFF, 11] + loopApplication + [3] + Array(bytes[loop]) + [0]
                }
                offset = end
            default:
                return nil
            }
        }
        return nil
    }

    /// The bytes of the colour table a packed field's flag and size call for.
    private static func colourTable(_ packed: UInt8) -> Int {
        packed & 0x80 == 0 ? 0 : 3 << (Int(packed & 0x07) + 1)
    }

    /// The data of the sub-block whose size byte is at `offset`; `nil` past the end.
    private static func subBlock(_ bytes: [UInt8], at offset: Int) -> Range<Int>? {
        guard offset < bytes.count, offset + 1 + Int(bytes[offset]) <= bytes.count else { return nil }
        return (offset + 1)..<(offset + 1 + Int(bytes[offset]))
    }

    /// Where the sub-blocks that start at `offset` end, after their empty terminator; `nil` past the end.
    private static func endOfSubBlocks(_ bytes: [UInt8], from offset: Int) -> Int? {
        var offset = offset
        while offset < bytes.count {
            let size = Int(bytes[offset])
            offset += 1 + size
            if size == 0 { return offset }
        }
        return nil
    }
}

/// An icon file's images (ICO), each a PNG stripped as ``PNGMetadata`` strips one, or a bitmap (which holds no
/// metadata) as it is; the file rewritten with nothing between or after them.
enum IconMetadata {
    static func stripped(_ bytes: [UInt8]) -> [UInt8]? {
        func number(_ offset: Int, _ size: Int) -> Int {
            (0..<size).reduce(0) { $0 | Int(bytes[offset + $1]) << (8 * $1) }
        }
        guard bytes.count >= 6 else { return nil }
        let count = number(4, 2)
        guard count > 0, 6 + 16 * count <= bytes.count else { return nil }
        var images: [[UInt8]] = []
        for entry in 0..<count {
            let size = number(6 + 16 * entry + 8, 4)
            let offset = number(6 + 16 * entry + 12, 4)
            guard offset >= 6 + 16 * count, size <= bytes.count, offset <= bytes.count - size else { return nil }
            let image = Array(bytes[offset..<(offset + size)])
            if image.starts(with: PNGMetadata.signature) {
                guard let png = PNGMetadata.stripped(image) else { return nil }
                images.append(png)
            } else {
                // A bitmap's header: 40 bytes or more, saying so in its first four.
                guard size >= 40, number(offset, 4) >= 40 else { return nil }
                images.append(image)
            }
        }
        var output = Array(bytes[0..<6])
        var next = 6 + 16 * count
        for (entry, image) in images.enumerated() {
            let base = 6 + 16 * entry
            output += bytes[base..<(base + 8)]
            output += [0, 8, 16, 24].map { UInt8(truncatingIfNeeded: image.count >> $0) }
            output += [0, 8, 16, 24].map { UInt8(truncatingIfNeeded: next >> $0) }
            next += image.count
        }
        return images.reduce(into: output) { $0 += $1 }
    }
}

/// The CRC-32 of PNG's chunks (ISO 3309).
enum CRC32 {
    private static let table: [UInt32] = (0..<256).map { index in
        (0..<8).reduce(UInt32(index)) { value, _ in value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
    }

    static func checksum(_ bytes: [UInt8]) -> UInt32 {
        ~bytes.reduce(~UInt32(0)) { table[Int(($0 ^ UInt32($1)) & 0xFF)] ^ ($0 >> 8) }
    }
}
