import Foundation

/// The ISO 4217 currency codes content may use.
enum Currencies {
    /// The codes in common use, sorted, from the platform's ICU data.
    static let codes: [String] = Locale.commonISOCurrencyCodes.sorted()
    private static let known = Set(codes)

    /// Whether `code` (upper-case) is a known currency.
    static func isKnown(_ code: String) -> Bool { known.contains(code) }

    /// The codes closest to `code`, for "did you mean".
    static func closest(to code: String) -> [String] {
        Suggestions.closest(to: code, in: codes, limit: 3).filter { $0 != code }
    }
}
