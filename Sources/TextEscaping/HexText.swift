/// Bytes written as hexadecimal digits, for fingerprints, tokens and digests.
public enum HexText {
    private static let digits = Array("0123456789abcdef".utf8)

    /// Two lower-case digits per byte: `[0x0f, 0xa0]` gives `0fa0`.
    public static func lowercase(_ bytes: some Sequence<UInt8>) -> String {
        var result: [UInt8] = []
        for byte in bytes {
            result.append(digits[Int(byte >> 4)])
            result.append(digits[Int(byte & 0x0f)])
        }
        return String(decoding: result, as: UTF8.self)
    }
}
