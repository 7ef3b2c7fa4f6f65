/// A JPEG's markers, walked strictly from its start (SOI) to its end (EOI, or the end of the bytes inside a scan's
/// data): the one walk that both ``JPEGFrame`` (what decoding it takes) and ``JPEGMetadata`` (what is published)
/// read, so what is counted is what is kept.
///
/// Segments carry their length; a scan's entropy-coded data runs to the next marker, a 0xFF in it being followed by
/// 0x00 (a stuffed byte) or a restart marker (RST0–RST7), which do not end it. Anything else is refused: libjpeg
/// skips a stray byte where a marker should be with no more than a warning, and goes on to read what follows, so a
/// walk that stopped there would count none of the scans libjpeg decodes after it.
enum JPEGSegments {
    /// One part of the file, in its order.
    enum Part {
        /// A marker segment: `marker` (the byte after 0xFF) and its payload, after the two bytes of its length.
        case segment(marker: UInt8, payload: Range<Int>)
        /// A marker with no length: a restart (RST0–RST7) or TEM.
        case standalone(marker: UInt8)
        /// A scan's entropy-coded data, after its SOS segment.
        case scanData(Range<Int>)
        /// The end of the image (EOI); nothing after it is read.
        case end
    }

    /// Why a JPEG's markers do not walk from its start to its end.
    enum Problem: Error, Equatable, CustomStringConvertible {
        /// A byte other than 0xFF, or 0xFF 0x00, at `offset`, where a marker should start.
        case strayByte(offset: Int, byte: UInt8)
        /// The segment of `marker` at `offset` gives a length under 2, or one that runs past the end of the bytes.
        case badLength(offset: Int, marker: UInt8, length: Int)
        /// A second start of image at `offset`.
        case secondStart(offset: Int)
        /// The bytes end, or the image does (EOI), before its first scan.
        case endsBeforeFirstScan
        /// The frame header (SOFn) at `offset` is too short for the components it gives, gives none, or gives one
        /// a sampling factor outside 1 to 4 (which libjpeg refuses, and a count of blocks would divide by).
        case badFrame(offset: Int)
        /// A scan (SOS) at `offset` comes before any frame header.
        case scanBeforeFrame(offset: Int)

        var description: String {
            let prefix = "the JPEG's markers do not follow one another from its start to its end"
            switch self {
            case .strayByte(let offset, let byte):
                return "\(prefix): byte \(offset) is \(hex(byte)) where a marker should start"
            case .badLength(let offset, let marker, let length):
                return
                    "\(prefix): the segment FF\(hex(marker, prefix: "")) at byte \(offset) gives a length of \(length)"
                    + (length < 2 ? "" : ", past the end of the file")
            case .secondStart(let offset):
                return "\(prefix): a second start of image at byte \(offset)"
            case .endsBeforeFirstScan:
                return "\(prefix): it ends before its first scan"
            case .badFrame(let offset):
                return
                    "\(prefix): the frame header at byte \(offset) does not hold its components, each sampled 1 to 4 times"
            case .scanBeforeFrame(let offset):
                return "\(prefix): the scan at byte \(offset) comes before any frame header"
            }
        }

        private func hex(_ byte: UInt8, prefix: String = "0x") -> String {
            let digits = Array("0123456789ABCDEF")
            return prefix + String([digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]])
        }
    }

    /// Whether `bytes` start as a JPEG does (SOI): all libvips looks at to hand them to libjpeg.
    static func isJPEG<Bytes: RandomAccessCollection>(_ bytes: Bytes) -> Bool
    where Bytes.Element == UInt8, Bytes.Index == Int {
        bytes.count >= 2 && bytes[bytes.startIndex] == 0xFF && bytes[bytes.startIndex + 1] == 0xD8
    }

    /// Walks the JPEG in `bytes` (which start with SOI), giving `visit` each part after SOI in order.
    /// - Throws: `Problem` where the walk breaks; `visit` has been given the parts before it.
    static func walk<Bytes: RandomAccessCollection>(_ bytes: Bytes, _ visit: (Part) -> Void) throws(Problem)
    where Bytes.Element == UInt8, Bytes.Index == Int {
        let start = bytes.startIndex
        var index = start + 2
        var scans = 0
        var framed = false
        while index < bytes.endIndex {
            let markerStart = index
            guard bytes[index] == 0xFF else { throw .strayByte(offset: index - start, byte: bytes[index]) }
            // Any number of 0xFF may fill the space before a marker.
            while index < bytes.endIndex, bytes[index] == 0xFF { index += 1 }
            guard index < bytes.endIndex else { break }
            let marker = bytes[index]
            index += 1
            switch marker {
            case 0x00: throw .strayByte(offset: markerStart - start, byte: 0xFF)
            case 0xD8: throw .secondStart(offset: markerStart - start)
            case 0xD9:
                guard scans > 0 else { throw .endsBeforeFirstScan }
                visit(.end)
                return
            case 0x01, 0xD0...0xD7:
                visit(.standalone(marker: marker))
                continue
            default: break
            }
            guard index + 2 <= bytes.endIndex else {
                throw .badLength(offset: markerStart - start, marker: marker, length: bytes.endIndex - index)
            }
            let length = Int(bytes[index]) << 8 | Int(bytes[index + 1])
            guard length >= 2, index + length <= bytes.endIndex else {
                throw .badLength(offset: markerStart - start, marker: marker, length: length)
            }
            let payload = (index + 2)..<(index + length)
            if isFrame(marker) {
                // Precision, height, width, the count of components, then three bytes for each: its number, its
                // sampling factors (horizontal, vertical: 1 to 4 each), its quantisation table.
                let components = payload.count >= 6 ? Int(bytes[payload.lowerBound + 5]) : 0
                guard components > 0, payload.count >= 6 + 3 * components,
                    (0..<components).allSatisfy({ component in
                        let factors = bytes[payload.lowerBound + 7 + 3 * component]
                        return (1...4).contains(factors >> 4) && (1...4).contains(factors & 0x0F)
                    })
                else { throw .badFrame(offset: markerStart - start) }
                framed = true
            }
            if marker == 0xDA, !framed { throw .scanBeforeFrame(offset: markerStart - start) }
            visit(.segment(marker: marker, payload: payload))
            index += length
            guard marker == 0xDA else { continue }
            scans += 1
            let end = endOfScan(in: bytes, from: index)
            visit(.scanData(index..<end))
            index = end
        }
        // Cut short: inside a scan's data, the pixels there are; anywhere before the first scan, no image.
        guard scans > 0 else { throw .endsBeforeFirstScan }
    }

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

    /// Whether `marker` starts a frame (SOFn): every marker of C0–CF but DHT (C4), JPG (C8) and DAC (CC).
    static func isFrame(_ marker: UInt8) -> Bool {
        (0xC0...0xCF).contains(marker) && ![0xC4, 0xC8, 0xCC].contains(marker)
    }
}
