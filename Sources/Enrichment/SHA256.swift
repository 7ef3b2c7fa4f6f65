import Crypto
import TextEscaping

/// Hex digests for cache file names and image records, from swift-crypto's SHA-256.
enum Digest {
    /// The SHA-256 of `bytes` as 64 lower-case hex digits.
    static func sha256Hex(_ bytes: [UInt8]) -> String {
        HexText.lowercase(SHA256.hash(data: bytes))
    }
}
