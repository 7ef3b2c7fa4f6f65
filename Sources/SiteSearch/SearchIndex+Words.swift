import Foundation

/// How text becomes the index's words, as `site.js` makes them of a query.
extension SearchIndex {
    /// The text of a word's scalars; a word of ASCII letters and digits, most words, made from its bytes at once.
    package static func text(_ word: ArraySlice<Unicode.Scalar>) -> String {
        guard word.allSatisfy(\.isASCII) else { return String(String.UnicodeScalarView(word)) }
        return String(unsafeUninitializedCapacity: word.count) { buffer in
            for (offset, scalar) in word.enumerated() { buffer[offset] = UInt8(truncatingIfNeeded: scalar.value) }
            return word.count
        }
    }

    /// Text as `site.js` compares it: canonically decomposed, without the combining diacritical marks
    /// (U+0300–U+036F), in lower case: JavaScript's `normalize("NFD")`, the same marks dropped, `toLowerCase()`.
    package static func fold(_ text: String) -> String {
        // ASCII, most text: nothing to decompose or drop, and only A–Z to lower.
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            guard text.utf8.contains(where: { $0 >= 0x41 && $0 <= 0x5A }) else { return text }
            return String(decoding: text.utf8.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }, as: UTF8.self)
        }
        var scalars = String.UnicodeScalarView()
        for scalar in text.decomposedStringWithCanonicalMapping.unicodeScalars
        where !(0x300...0x36F).contains(scalar.value) {
            scalars.append(scalar)
        }
        return String(scalars).lowercased()
    }

    /// The most letters (Unicode scalars) of a word the index keeps: a longer word is indexed as its first
    /// `wordLimit` letters, and `site.js` cuts a query's words the same way (the search page gives it this
    /// number), so the word is still found. It bounds what one word costs the index however long a word the
    /// content has.
    package static let wordLimit = 32

    /// The words of folded text: runs of letters and digits (`\p{L}` and `\p{N}`), each cut to its first
    /// ``wordLimit`` letters.
    package static func words(_ folded: String) -> [[Unicode.Scalar]] {
        var result: [[Unicode.Scalar]] = []
        var word: [Unicode.Scalar] = []
        var inWord = false
        for scalar in folded.unicodeScalars {
            if isWordScalar(scalar) {
                inWord = true
                if word.count < wordLimit { word.append(scalar) }
            } else if inWord {
                result.append(word)
                word = []
                inWord = false
            }
        }
        if inWord { result.append(word) }
        return result
    }

    /// Whether a word is indexed: two letters or digits or more (`a`, the `s` of `Porto's`, a lone `7` are not).
    package static func isIndexed(_ word: [Unicode.Scalar]) -> Bool { word.count >= 2 }

    private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            let value = scalar.value | 0x20
            return (value >= 0x61 && value <= 0x7A) || (scalar.value >= 0x30 && scalar.value <= 0x39)
        }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
            .decimalNumber, .letterNumber, .otherNumber:
            return true
        default:
            return false
        }
    }

    /// A shard key as a file name: ASCII letters and digits as they are, any other letter as `_` and its
    /// code point in hexadecimal and `_` (`東京` is `_6771__4eac_`).
    package static func fileName(_ key: String) -> String {
        // The root's: no other key's name is `_`, which an escaped letter always follows.
        if key.isEmpty { return "_" }
        var name = ""
        for scalar in key.unicodeScalars {
            switch scalar.value {
            case 0x61...0x7A, 0x30...0x39: name.unicodeScalars.append(scalar)
            default: name += "_" + String(scalar.value, radix: 16) + "_"
            }
        }
        return name
    }
}
