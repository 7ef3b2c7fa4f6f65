import Foundation

/// An amount of money in one currency. Amounts are decimals, never binary floating point,
/// so `0.1 + 0.2` is `0.3` and totals add up to the cent.
public struct Money: Sendable, Hashable, CustomStringConvertible {
    /// The amount, never negative in content.
    public var amount: Decimal
    /// The ISO 4217 code, upper-case: `EUR`.
    public var currency: String

    /// Creates an amount of money.
    public init(amount: Decimal, currency: String) {
        self.amount = amount
        self.currency = currency
    }

    /// Reads `240 EUR`, `EUR 240`, `240.50 EUR`, or a bare `240` in `defaultCurrency`.
    /// Checks the shape only (three letters, a plain decimal number); whether the code is a real
    /// currency is the loader's question. Returns `nil` for any other shape.
    public init?(parsing text: String, defaultCurrency: String) {
        let parts = text.split(separator: " ", omittingEmptySubsequences: true)
        let number: Substring
        let code: Substring
        switch parts.count {
        case 1:
            number = parts[0]
            code = Substring(defaultCurrency)
        case 2 where Money.isCurrencyShape(parts[1]):
            number = parts[0]
            code = parts[1]
        case 2 where Money.isCurrencyShape(parts[0]):
            number = parts[1]
            code = parts[0]
        default:
            return nil
        }
        guard let amount = Money.amount(number) else { return nil }
        self.init(amount: amount, currency: code.uppercased())
    }

    /// `240 EUR`: the amount in plain digits, then the code; display formatting belongs to the site's language.
    public var description: String { "\(amount) \(currency)" }

    static func isCurrencyShape(_ text: Substring) -> Bool {
        text.utf8.count == 3 && text.unicodeScalars.allSatisfy { ("A"..."Z").contains($0) || ("a"..."z").contains($0) }
    }

    /// A non-negative decimal written as digits with at most one `.`; no exponents, signs or separators.
    public static func amount(_ text: Substring) -> Decimal? {
        var seenPoint = false
        var digits = 0
        for byte in text.utf8 {
            if byte == UInt8(ascii: ".") {
                if seenPoint { return nil }
                seenPoint = true
            } else if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
                digits += 1
            } else {
                return nil
            }
        }
        guard digits > 0, text.last != ".", text.first != "." else { return nil }
        return Decimal(string: String(text), locale: Locale(identifier: "en_US_POSIX"))
    }
}
