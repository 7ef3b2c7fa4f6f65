/// An image file without what a camera writes beside the pixels: the place it was taken (GPS), the camera, its
/// owner's name and serial numbers, the date, comments, embedded thumbnails and files appended after the image.
/// The pixels are not touched: a JPEG's, PNG's or WebP's segments are walked and those that are metadata left
/// out, so the file is the same image, byte for byte in its compressed data, and the same file in every build.
///
/// What is kept: what the image needs to look as it does. A JPEG's JFIF header, colour profile (`ICC_PROFILE`)
/// and Adobe colour transform; a PNG's every chunk but text, time and EXIF; a WebP's image, animation, alpha
/// and colour profile. A photo taken sideways keeps its EXIF orientation alone (in a JPEG or a PNG), so it is
/// still shown upright.
public enum MetadataRemoval {
    /// The image in `bytes` without its metadata; `nil` when it has none to remove, so the file can be published
    /// as it is.
    /// - Throws: `ImageProblem.unreadable` when the bytes are not a JPEG, PNG or WebP whose structure can be
    ///   walked to its end: what such a file carries cannot be known, so it is not to be published.
    public static func stripped(_ bytes: [UInt8]) throws(ImageProblem) -> [UInt8]? {
        let result: [UInt8]?
        if bytes.starts(with: [0xFF, 0xD8]) {
            result = JPEGMetadata.stripped(bytes)
        } else if bytes.starts(with: PNGMetadata.signature) {
            result = PNGMetadata.stripped(bytes)
        } else if bytes.count >= 12, bytes.starts(with: Array("RIFF".utf8)), bytes[8..<12].elementsEqual("WEBP".utf8) {
            result = WebPMetadata.stripped(bytes)
        } else {
            throw .unreadable("not a JPEG, PNG or WebP image, so its metadata cannot be removed")
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

/// A JPEG's segments, walked as ``JPEGFrame`` walks them, with the metadata ones left out and the file ended at
/// the end of its image.
enum JPEGMetadata {
    static func stripped(_ bytes: [UInt8]) -> [UInt8]? {
        var output: [UInt8] = [0xFF, 0xD8]
        output.reserveCapacity(bytes.count)
        var orientationWritten = false
        var index = 2
        while index + 1 < bytes.count {
            guard bytes[index] == 0xFF else { return nil }
            while index + 1 < bytes.count, bytes[index + 1] == 0xFF { index += 1 }
            guard index + 1 < bytes.count else { return nil }
            let marker = bytes[index + 1]
            index += 2
            switch marker {
            case 0xD9:
                // The end of the image: what follows (a second image, a maker's trailer) is not published.
                output += [0xFF, 0xD9]
                return output
            case 0x01, 0xD0...0xD7:
                output += [0xFF, marker]
                continue
            default: break
            }
            guard index + 2 <= bytes.count else { return nil }
            let length = Int(bytes[index]) << 8 | Int(bytes[index + 1])
            guard length >= 2, index + length <= bytes.count else { return nil }
            let segment = bytes[(index - 2)..<(index + length)]
            let payload = bytes[(index + 2)..<(index + length)]
            index += length
            if marker == 0xE1, !orientationWritten, payload.starts(with: Array("Exif\0\0".utf8)),
                let orientation = MetadataRemoval.orientation(inTIFF: payload.dropFirst(6))
            {
                let exif = Array("Exif\0\0".utf8) + MetadataRemoval.orientationTIFF(orientation)
                output += [0xFF, 0xE1, UInt8((exif.count + 2) >> 8), UInt8((exif.count + 2) & 0xFF)] + exif
                orientationWritten = true
            }
            if keeps(marker, payload) { output += segment }
            guard marker == 0xDA else { continue }
            // The scan's entropy-coded data, to the next marker that is neither a stuffed byte nor a restart.
            let start = index
            index = JPEGFrame.endOfScan(in: bytes, from: start)
            output += bytes[start..<index]
        }
        // Cut short after a scan: the pixels there are, with nothing after them.
        return output.count > 2 ? output : nil
    }

    /// Whether a segment is kept: all but application segments and comments, save the JFIF header, the colour
    /// profile and Adobe's colour transform.
    private static func keeps(_ marker: UInt8, _ payload: ArraySlice<UInt8>) -> Bool {
        switch marker {
        case 0xE0: payload.starts(with: Array("JFIF\0".utf8)) || payload.starts(with: Array("JFXX\0".utf8))
        case 0xE2: payload.starts(with: Array("ICC_PROFILE\0".utf8))
        case 0xEE: payload.starts(with: Array("Adobe".utf8))
        case 0xE1...0xEF, 0xFE: false
        default: true
        }
    }
}

/// A PNG's chunks, with its text, time and EXIF chunks left out and the file ended at `IEND`.
enum PNGMetadata {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    /// Chunks that describe rather than draw: text, the time of the last change, EXIF.
    private static let dropped: Set<String> = ["tEXt", "zTXt", "iTXt", "tIME", "eXIf"]

    static func stripped(_ bytes: [UInt8]) -> [UInt8]? {
        var output = signature
        var offset = 8
        while offset + 12 <= bytes.count {
            let length = bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
            guard length <= bytes.count - offset - 12 else { return nil }
            let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            let end = offset + 12 + length
            if type == "eXIf", let orientation = MetadataRemoval.orientation(inTIFF: bytes[(offset + 8)..<(end - 4)]) {
                output += chunk("eXIf", MetadataRemoval.orientationTIFF(orientation))
            } else if !dropped.contains(type) {
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

/// A WebP's RIFF chunks, with its `EXIF` and `XMP ` chunks left out and its header's flags for them cleared.
enum WebPMetadata {
    static func stripped(_ bytes: [UInt8]) -> [UInt8]? {
        func number(_ offset: Int) -> Int { (0..<4).reduce(0) { $0 | Int(bytes[offset + $1]) << (8 * $1) } }
        let riffEnd = 8 + number(4)
        guard riffEnd <= bytes.count else { return nil }
        var chunks: [UInt8] = Array("WEBP".utf8)
        var offset = 12
        while offset + 8 <= riffEnd {
            let type = String(decoding: bytes[offset..<(offset + 4)], as: UTF8.self)
            let size = number(offset + 4)
            let end = offset + 8 + size + size % 2
            guard size <= riffEnd, end <= riffEnd else { return nil }
            if type == "VP8X", size >= 10 {
                var header = Array(bytes[offset..<end])
                header[8] &= ~(0x08 | 0x04)  // no EXIF, no XMP
                chunks += header
            } else if type != "EXIF" && type != "XMP " {
                chunks += bytes[offset..<end]
            }
            offset = end
        }
        guard offset == riffEnd else { return nil }
        let size = UInt32(chunks.count)
        return Array("RIFF".utf8) + [0, 8, 16, 24].map { UInt8(truncatingIfNeeded: size >> $0) } + chunks
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
