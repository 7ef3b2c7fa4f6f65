import Foundation

/// The fuzz targets' stand-in for swift-crypto, a module of the same name: swift-crypto brings BoringSSL's C
/// and assembly with a build of their own, which swiftc alone cannot make. The libraries fuzzed whole
/// (ContentLoading, Enrichment) call only `SHA256.hash(data:)`, for cache file names and seeds that need only
/// be the same for the same bytes within one run: FNV-1a, its eight bytes four times over.
public enum SHA256 {
    /// The 32 bytes of a digest, in order.
    public struct Digest: Sequence {
        let bytes: [UInt8]

        public func makeIterator() -> IndexingIterator<[UInt8]> { bytes.makeIterator() }
    }

    /// The digest of `data`.
    public static func hash(data: some DataProtocol) -> Digest {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in data { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        let word = (0..<8).map { UInt8(truncatingIfNeeded: hash >> (56 - 8 * $0)) }
        return Digest(bytes: Array([[UInt8]](repeating: word, count: 4).joined()))
    }
}
