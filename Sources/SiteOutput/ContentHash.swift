@preconcurrency import Crypto

/// The first 8 bytes of the SHA-256 of a file's bytes, as a number: what the manifest remembers of each file, to
/// tell an unchanged file from a changed one without reading the old one again; and the digest of a file's
/// inputs. The same bytes give the same number in every process, unlike Swift's `Hasher`.
public enum ContentHash {
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
        private var hasher = SHA256()

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
            hasher.update(bufferPointer: bytes)
        }

        /// The hash of everything fed so far; the state can be fed on after.
        public func finish() -> UInt64 {
            hasher.finalize().withUnsafeBytes { digest in
                (0..<8).reduce(0) { $0 | UInt64(digest[$1]) << (8 * UInt64($1)) }
            }
        }
    }
}
