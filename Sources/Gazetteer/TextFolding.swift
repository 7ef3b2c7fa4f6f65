import Foundation

/// The key under which names are compared: case-, accent- and punctuation-insensitive.
///
/// `fold` lower-cases, strips diacritics (`São Paulo` → `sao paulo`, `Köln` → `koln`), spells out
/// a few letters that have no decomposition (`ß` → `ss`, `ø` → `o`, `ł` → `l`, `æ` → `ae`), drops
/// apostrophes (`N'Djamena` → `ndjamena`) and turns every other run of punctuation, symbols and
/// spaces into one space, trimmed at both ends (`St. Petersburg` and `St Petersburg` → `st petersburg`,
/// `Aix-en-Provence` → `aix en provence`). Letters of every script are kept, so `リスボン` folds to itself.
/// `Scripts/make-gazetteer.py` applies the same rules when it drops duplicate alternate names.
public enum TextFolding {
    /// Returns the folded key of `text`.
    public static func fold(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        fold(text, into: &scalars)
        return String(scalars)
    }

    /// Returns the folded key of `text` as Unicode scalar values, the form edit distances are computed on.
    static func foldedScalars(_ text: some StringProtocol) -> [UInt32] {
        foldedScalars(of: text.unicodeScalars, capacity: text.utf8.count)
    }

    /// Returns the folded key of UTF-8 `bytes` as Unicode scalar values, without building a string.
    static func foldedScalars(utf8 bytes: UnsafeBufferPointer<UInt8>) -> [UInt32] {
        foldedScalars(of: UTF8Scalars(bytes: bytes), capacity: bytes.count)
    }

    private static func foldedScalars(of text: some Sequence<Unicode.Scalar>, capacity: Int) -> [UInt32] {
        var out: [UInt32] = []
        out.reserveCapacity(capacity)
        var pendingSpace = false
        for scalar in text {
            let value = scalar.value
            if value < 0x80 {
                // ASCII, the bulk of the data, skips every table.
                switch value {
                case 0x41...0x5A: appendLetter(value | 0x20)
                case 0x61...0x7A, 0x30...0x39: appendLetter(value)
                case 0x27, 0x60: continue
                default: pendingSpace = true
                }
                continue
            }
            if let mapped = Self.letterTable[value] {
                for piece in mapped { appendLetter(piece) }
                continue
            }
            if isDiacritic(value) || apostrophes.contains(value) { continue }
            switch scalar.properties.generalCategory {
            case .format:
                // Joiners and direction marks are invisible; they never separate words.
                continue
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
                .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .letterNumber, .otherNumber:
                if scalar.properties.changesWhenLowercased {
                    for piece in scalar.properties.lowercaseMapping.unicodeScalars { appendLetter(piece.value) }
                } else {
                    appendLetter(value)
                }
            default:
                pendingSpace = true
            }
        }
        return out

        func appendLetter(_ value: UInt32) {
            if pendingSpace && !out.isEmpty { out.append(0x20) }
            pendingSpace = false
            out.append(value)
        }
    }

    private static func fold(_ text: String, into scalars: inout String.UnicodeScalarView) {
        for value in foldedScalars(text) {
            if let scalar = Unicode.Scalar(value) { scalars.append(scalar) }
        }
    }

    /// Apostrophe-like marks, dropped rather than turned into spaces: `Coeur d'Alene` → `coeur dalene`.
    private static let apostrophes: Set<UInt32> = [0x2018, 0x2019, 0x02BC, 0x02BB, 0x00B4]

    /// Combining marks that are diacritics on Latin, Greek and Cyrillic letters.
    private static func isDiacritic(_ value: UInt32) -> Bool {
        (0x300...0x36F).contains(value) || (0x1AB0...0x1AFF).contains(value) || (0x1DC0...0x1DFF).contains(value)
            || (0x20D0...0x20FF).contains(value) || (0xFE20...0xFE2F).contains(value)
    }

    /// Letters with no decomposition that people write with a plain letter instead.
    private static let specialLetters: [Character: String] = [
        "ß": "ss", "ẞ": "ss", "ø": "o", "Ø": "o", "æ": "ae", "Æ": "ae", "œ": "oe", "Œ": "oe",
        "ł": "l", "Ł": "l", "đ": "d", "Đ": "d", "ð": "d", "Ð": "d", "þ": "th", "Þ": "th",
        "ı": "i", "ħ": "h", "Ħ": "h",
    ]

    /// The folded form of every precomposed Latin, Greek and Cyrillic letter that changes when folded.
    ///
    /// Built once from Foundation's canonical decomposition (a few milliseconds), so that folding a
    /// name is a table look-up per letter rather than a normalisation of the whole string.
    private static let letterTable: [UInt32: [UInt32]] = {
        var table: [UInt32: [UInt32]] = [:]
        for (letter, replacement) in specialLetters {
            table[letter.unicodeScalars.first!.value] = replacement.unicodeScalars.map(\.value)
        }
        let ranges: [ClosedRange<UInt32>] = [0xC0...0x24F, 0x370...0x4FF, 0x1E00...0x1FFF]
        for range in ranges {
            for value in range where table[value] == nil {
                // Only letters: Greek punctuation such as U+037E decomposes to ASCII punctuation.
                guard let scalar = Unicode.Scalar(value), scalar.properties.isAlphabetic else { continue }
                let decomposed = String(Character(scalar)).decomposedStringWithCanonicalMapping
                var folded: [UInt32] = []
                for piece in decomposed.unicodeScalars where !isDiacritic(piece.value) {
                    if piece.properties.changesWhenLowercased {
                        folded.append(contentsOf: piece.properties.lowercaseMapping.unicodeScalars.map(\.value))
                    } else {
                        folded.append(piece.value)
                    }
                }
                if folded != [value] { table[value] = folded }
            }
        }
        return table
    }()
}
