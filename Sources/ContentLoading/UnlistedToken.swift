/// The word an unlisted trip's address carries (`trips/<slug>-<token>/`), so the address cannot be guessed.
public enum UnlistedToken {
    /// The bits of a token this suggests: more than anyone can try against a host, one address at a time.
    public static let suggestedBits = 64

    /// A new token of ``suggestedBits`` random bits from the system's generator (`getrandom` on Linux), as 16
    /// lower-case hexadecimal digits. Nothing of the trip goes into it: a token made from the title or the slug
    /// is found by whoever guesses the title.
    public static func random() -> String {
        var generator = SystemRandomNumberGenerator()
        let value = UInt64.random(in: .min ... .max, using: &generator)
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: suggestedBits / 4 - digits.count) + digits
    }
}
