import Testing

@testable import Gazetteer

/// Names and codes are trimmed with a shortcut for those that start and end with a visible ASCII character; it
/// must trim every text as the character-by-character rule does.
@Suite struct TrimmingTests {
    /// The rule the shortcut stands in for.
    private static func reference(_ text: String) -> Substring {
        let start = text.firstIndex { !$0.isWhitespace } ?? text.endIndex
        let end = text.lastIndex { !$0.isWhitespace }.map { text.index(after: $0) } ?? start
        return text[start..<end]
    }

    @Test func trimsAsTheCharacterRuleDoes() {
        var texts = [
            "", " ", "PT", " pt ", "\tLisbon\n", "Lisboa", "São Paulo", " São Paulo ", "\u{00A0}Oslo\u{00A0}",
            "\u{3000}東京\u{3000}", "\r\nPorto\r\n", "a\u{0301}", "x\u{0301} ", "\u{0600}1", " \u{0301}a",
            "a \u{0301}", "\u{2028}Bergen", "Kyoto\u{2029}", "-", "~", "!x!", "\u{7F}a\u{7F}",
        ]
        // Every pair of a first and a last character from ASCII and a few others around a name.
        let ends =
            (0..<0x80).compactMap { Unicode.Scalar($0).map { String(Character($0)) } } + [
                "\u{85}", "\u{A0}", "\u{0301}", "\u{200D}", "\u{2003}", "é", "東", "\u{1F1F5}\u{1F1F9}",
            ]
        for first in ends { for last in ends { texts.append(first + "Rio" + last) } }
        for text in texts {
            #expect(text.trimmingWhitespace == Self.reference(text), "\(text.unicodeScalars.map { $0.value })")
        }
    }
}
