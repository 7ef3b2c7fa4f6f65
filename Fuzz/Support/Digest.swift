/// The fuzz targets' stand-in for swift-crypto's SHA-256 (Sources/Enrichment/SHA256.swift), which the
/// targets, built with swiftc alone, cannot link: cache file names only need to be the same for the same
/// bytes within one run. FNV-1a, written out to 64 hex digits.
enum Digest {
    static func sha256Hex(_ bytes: [UInt8]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        let word = String(hash, radix: 16)
        let padded = String(repeating: "0", count: 16 - word.count) + word
        return String(repeating: padded, count: 4)
    }
}
