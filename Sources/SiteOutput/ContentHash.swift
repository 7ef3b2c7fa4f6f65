/// XXH64 (Yann Collet's xxHash, 64-bit, seed 0) of a file's bytes: what the manifest remembers of each file,
/// to tell an unchanged file from a changed one without reading the old one again; and the digest of a file's
/// inputs. Fast rather than cryptographic: the files are the build's own output, and the size is compared too.
/// The same bytes give the same number in every process, unlike Swift's `Hasher`.
public enum ContentHash {
    private static let prime1: UInt64 = 0x9E37_79B1_85EB_CA87
    private static let prime2: UInt64 = 0xC2B2_AE3D_27D4_EB4F
    private static let prime3: UInt64 = 0x1656_67B1_9E37_79F9
    private static let prime4: UInt64 = 0x85EB_CA77_C2B2_AE63
    private static let prime5: UInt64 = 0x27D4_EB2F_1656_67C5

    /// The hash of `bytes`.
    public static func of(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        var state = State()
        state.add(bytes)
        return state.finish()
    }

    /// The hash of `bytes`.
    public static func of(_ bytes: [UInt8]) -> UInt64 {
        bytes.withUnsafeBytes { of($0) }
    }

    /// A hash fed in pieces, for a file read a buffer at a time, or a digest of several values.
    public struct State: Sendable {
        private var lanes: (UInt64, UInt64, UInt64, UInt64) = (
            prime1 &+ prime2, prime2, 0, 0 &- prime1
        )
        /// The bytes fed since the last full stripe of 32, kept inline: a digest of a few short texts allocates
        /// nothing.
        private var pending: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
        private var pendingCount = 0
        private var total: UInt64 = 0

        /// An empty hash.
        public init() {}

        /// Feeds a number, as its 8 little-endian bytes.
        public mutating func add(_ value: UInt64) {
            withUnsafeBytes(of: value.littleEndian) { add($0) }
        }

        /// Feeds a text: its UTF-8 length, then its bytes, so that no two sequences of texts feed the same bytes.
        public mutating func add(_ text: String) {
            var text = text
            add(UInt64(text.utf8.count))
            text.withUTF8 { add(UnsafeRawBufferPointer($0)) }
        }

        /// Feeds a part of a text as ``add(_:)-(String)`` feeds a whole one, with no copy of it made.
        public mutating func add(_ text: Substring) {
            var text = text
            add(UInt64(text.utf8.count))
            text.withUTF8 { add(UnsafeRawBufferPointer($0)) }
        }

        /// Feeds the next bytes.
        public mutating func add(_ bytes: UnsafeRawBufferPointer) {
            guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
            total &+= UInt64(bytes.count)
            var offset = 0
            if pendingCount > 0 {
                let take = min(32 - pendingCount, bytes.count)
                let at = pendingCount
                withUnsafeMutableBytes(of: &pending) {
                    $0.baseAddress!.advanced(by: at).copyMemory(from: base, byteCount: take)
                }
                pendingCount += take
                offset = take
                guard pendingCount == 32 else { return }
                let full = pending
                withUnsafeBytes(of: full) { stripe($0, at: 0) }
                pendingCount = 0
            }
            while bytes.count - offset >= 32 {
                stripe(bytes, at: offset)
                offset += 32
            }
            let rest = bytes.count - offset
            if rest > 0 {
                withUnsafeMutableBytes(of: &pending) {
                    $0.baseAddress!.copyMemory(from: base + offset, byteCount: rest)
                }
                pendingCount = rest
            }
        }

        private mutating func stripe(_ bytes: UnsafeRawBufferPointer, at offset: Int) {
            lanes.0 = round(lanes.0, word(bytes, offset))
            lanes.1 = round(lanes.1, word(bytes, offset + 8))
            lanes.2 = round(lanes.2, word(bytes, offset + 16))
            lanes.3 = round(lanes.3, word(bytes, offset + 24))
        }

        /// The hash of everything fed.
        public func finish() -> UInt64 {
            var hash: UInt64
            if total >= 32 {
                hash = rotate(lanes.0, 1) &+ rotate(lanes.1, 7) &+ rotate(lanes.2, 12) &+ rotate(lanes.3, 18)
                hash = merge(hash, lanes.0)
                hash = merge(hash, lanes.1)
                hash = merge(hash, lanes.2)
                hash = merge(hash, lanes.3)
            } else {
                hash = prime5
            }
            hash &+= total
            withUnsafeBytes(of: pending) { buffer in
                let tail = UnsafeRawBufferPointer(rebasing: buffer[0..<pendingCount])
                var offset = 0
                while tail.count - offset >= 8 {
                    hash ^= round(0, word(tail, offset))
                    hash = rotate(hash, 27) &* prime1 &+ prime4
                    offset += 8
                }
                if tail.count - offset >= 4 {
                    hash ^= UInt64(tail.loadUnaligned(fromByteOffset: offset, as: UInt32.self).littleEndian) &* prime1
                    hash = rotate(hash, 23) &* prime2 &+ prime3
                    offset += 4
                }
                while offset < tail.count {
                    hash ^= UInt64(tail[offset]) &* prime5
                    hash = rotate(hash, 11) &* prime1
                    offset += 1
                }
            }
            hash ^= hash >> 33
            hash &*= prime2
            hash ^= hash >> 29
            hash &*= prime3
            hash ^= hash >> 32
            return hash
        }
    }

    private static func word(_ bytes: UnsafeRawBufferPointer, _ offset: Int) -> UInt64 {
        bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self).littleEndian
    }

    private static func rotate(_ value: UInt64, _ count: UInt64) -> UInt64 {
        (value << count) | (value >> (64 - count))
    }

    private static func round(_ accumulator: UInt64, _ input: UInt64) -> UInt64 {
        rotate(accumulator &+ input &* prime2, 31) &* prime1
    }

    private static func merge(_ hash: UInt64, _ lane: UInt64) -> UInt64 {
        (hash ^ round(0, lane)) &* prime1 &+ prime4
    }
}
