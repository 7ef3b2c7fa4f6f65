/// What a JPEG's markers say about decoding it, read by walking its segments (``JPEGSegments``) before libvips sees
/// it: its size, its components' sampling, whether it is progressive, and how many scans its pixels come in.
struct JPEGFrame {
    /// The size the frame header gives, before any EXIF orientation.
    let width: Int
    let height: Int
    /// Each component's horizontal and vertical sampling factors.
    let sampling: [(horizontal: Int, vertical: Int)]
    /// Whether its frame is progressive (SOF2, SOF6, SOF10, SOF14).
    let isProgressive: Bool
    /// The start-of-scan segments up to the end of the image (or of the bytes, when it is cut short in a scan).
    let scans: Int

    /// The frame of the JPEG in `bytes`; `nil` when they do not start as a JPEG.
    /// - Throws: `JPEGSegments.Problem` when its markers do not walk from its start to its end: what libjpeg would
    ///   make of it cannot be counted, so it is not to be decoded.
    init?(_ bytes: UnsafeRawBufferPointer) throws(JPEGSegments.Problem) {
        guard JPEGSegments.isJPEG(bytes) else { return nil }
        var frame: (width: Int, height: Int, sampling: [(Int, Int)], progressive: Bool)?
        var scans = 0
        try JPEGSegments.walk(bytes) { part in
            guard case .segment(let marker, let payload) = part else { return }
            if marker == 0xDA { scans += 1 }
            // The walk has checked that the frame header holds its components.
            guard JPEGSegments.isFrame(marker), frame == nil else { return }
            let base = payload.lowerBound
            let height = Int(bytes[base + 1]) << 8 | Int(bytes[base + 2])
            let width = Int(bytes[base + 3]) << 8 | Int(bytes[base + 4])
            let sampling = (0..<Int(bytes[base + 5])).map { component in
                let factors = bytes[base + 7 + 3 * component]
                return (Int(factors >> 4), Int(factors & 0x0F))
            }
            frame = (width, height, sampling, [0xC2, 0xC6, 0xCA, 0xCE].contains(marker))
        }
        // The walk refuses a scan before a frame, and a JPEG with no scan.
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
