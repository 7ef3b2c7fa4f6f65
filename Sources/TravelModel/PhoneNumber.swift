/// A phone number as written in content (`+351 21 362 0034`), with the `tel:` URI that dials it.
public struct PhoneNumber: Sendable, Hashable, CustomStringConvertible {
    /// The number as written, for showing.
    public var text: String
    /// `tel:+351213620034`: the digits, with the leading `+` of an international number.
    public var uri: String

    /// The most digits a number has (ITU-T E.164 allows 15; extensions and prefixes add a few).
    public static let maxDigits = 20

    /// Reads a number written with digits, spaces and `+ - . ( ) /`, a `+` only first, and 3 to 20 digits;
    /// returns `nil` for anything else.
    public init?(parsing text: String) {
        var digits = ""
        for (offset, character) in text.enumerated() {
            switch character {
            case "0"..."9": digits.append(character)
            case "+" where offset == 0: break
            case " ", "-", ".", "(", ")", "/": break
            default: return nil
            }
        }
        guard (3...Self.maxDigits).contains(digits.count) else { return nil }
        self.text = text
        self.uri = "tel:" + (text.first == "+" ? "+" : "") + digits
    }

    /// The number as written.
    public var description: String { text }
}
