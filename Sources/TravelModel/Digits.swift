/// Small helpers for the fixed-width numbers of dates and times, kept out of Foundation's formatters,
/// whose output depends on the locale.
enum Digits {
    /// The value of ASCII digits, or `nil` if any byte is not a digit or there are none.
    static func value(_ bytes: some Collection<UInt8>) -> Int? {
        guard !bytes.isEmpty else { return nil }
        var value = 0
        for byte in bytes {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return value
    }

    /// `value` in decimal, left-padded with zeros to `width` digits.
    static func padded(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return digits.count >= width ? digits : String(repeating: "0", count: width - digits.count) + digits
    }
}
