/// What a JPEG's markers say about decoding it, read by walking its segments before libvips sees it: its size,
/// its components' sampling, whether it is progressive, and how many scans its pixels come in.
///
/// Segments carry their length up to the first scan; a scan's entropy-coded data runs to the next marker, a 0xFF
/// in it being followed by 0x00 (a stuffed byte) or a restart marker (RST0–RST7), which do not end it.
struct JPEGFrame {
    /// The size the frame header gives, before any EXIF orientation.
    let width: Int
    let height: Int
    /// Each component's horizontal and vertical sampling factors.
    let sampling: [(horizontal: Int, vertical: Int)]
    /// Whether its frame is progressive (SOF2, SOF6, SOF10, SOF14).
    let isProgressive: Bool
    /// The start-of-scan segments up to the end of the image (or of the bytes, when it is cut short).
    let scans: Int

    /// The frame of the JPEG in `bytes`; `nil` when they do not start as a JPEG or reach no frame header, which
    /// is for libvips to refuse.
    init?(_ bytes: UnsafeRawBufferPointer) {
        guard bytes.count >= 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return nil }
        var frame: (width: Int, height: Int, sampling: [(Int, Int)], progressive: Bool)?
        var scans = 0
        var index = 2
        walk: while index + 1 < bytes.count {
            guard bytes[index] == 0xFF else { break }
            // Any number of 0xFF may fill the space before a marker.
            while index + 1 < bytes.count, bytes[index + 1] == 0xFF { index += 1 }
            guard index + 1 < bytes.count else { break }
            let marker = bytes[index + 1]
            index += 2
            switch marker {
            case 0xD9: break walk
            case 0x01, 0xD0...0xD7: continue walk
            default: break
            }
            guard index + 2 <= bytes.count else { break }
            let length = Int(bytes[index]) << 8 | Int(bytes[index + 1])
            guard length >= 2, index + length <= bytes.count else { break }
            // Start of frame: every SOFn but DHT (C4), JPG (C8) and DAC (CC), which share the range.
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker), frame == nil, length >= 8 {
                let height = Int(bytes[index + 3]) << 8 | Int(bytes[index + 4])
                let width = Int(bytes[index + 5]) << 8 | Int(bytes[index + 6])
                let count = Int(bytes[index + 7])
                guard length >= 8 + 3 * count else { break }
                let sampling = (0..<count).map { component in
                    let factors = bytes[index + 9 + 3 * component]
                    return (Int(factors >> 4), Int(factors & 0x0F))
                }
                frame = (width, height, sampling, [0xC2, 0xC6, 0xCA, 0xCE].contains(marker))
            }
            index += length
            guard marker == 0xDA else { continue }
            scans += 1
            index = Self.endOfScan(in: bytes, from: index)
        }
        guard let frame else { return nil }
        self.width = frame.width
        self.height = frame.height
        self.sampling = frame.sampling.map { (horizontal: $0.0, vertical: $0.1) }
        self.isProgressive = frame.progressive
        self.scans = scans
    }

    /// Whether libjpeg holds every coefficient of the image while it reads the scans, rather than decoding a band
    /// of rows at a time: a progressive image, or one whose pixels come in more than one scan.
    var isDecodedWhole: Bool { isProgressive || scans > 1 }

    /// The bytes of libjpeg's coefficients of the whole image: for each component, its blocks of 8 × 8 (rounded up
    /// to whole units of its sampling), 64 coefficients of 2 bytes each.
    var coefficientBytes: Int {
        let horizontal = sampling.map(\.horizontal).max() ?? 1
        let vertical = sampling.map(\.vertical).max() ?? 1
        guard horizontal > 0, vertical > 0 else { return 0 }
        func blocks(_ size: Int, _ factor: Int, _ largest: Int) -> Int {
            let count = (size * factor + largest * 8 - 1) / (largest * 8)
            return (count + factor - 1) / factor * factor
        }
        return sampling.reduce(0) { total, component in
            total + blocks(width, component.horizontal, horizontal) * blocks(height, component.vertical, vertical)
                * 128
        }
    }
}

extension JPEGFrame {
    /// Where the entropy-coded data of a scan that starts at `start` ends: at the next marker that is neither a
    /// stuffed byte (0xFF 0x00) nor a restart (RST0–RST7), or at the end of the bytes when none follows.
    static func endOfScan<Bytes: RandomAccessCollection>(in bytes: Bytes, from start: Int) -> Int
    where Bytes.Element == UInt8, Bytes.Index == Int {
        var index = start
        while index + 1 < bytes.endIndex {
            if bytes[index] == 0xFF {
                let next = bytes[index + 1]
                if next != 0x00 && !(0xD0...0xD7).contains(next) { return index }
                index += 2
            } else {
                index += 1
            }
        }
        return bytes.endIndex
    }
}
