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
        // Encoded into UTF-8 bytes, then made a string once, rather than appended a scalar at a time.
        let folded = foldedScalars(text)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(folded.count)
        for value in folded {
            guard let scalar = Unicode.Scalar(value) else { continue }
            UTF8.encode(scalar) { bytes.append($0) }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Returns the folded key of `text` as Unicode scalar values, the form edit distances are computed on.
    static func foldedScalars(_ text: some StringProtocol) -> [UInt32] {
        foldedScalars(of: text.unicodeScalars, capacity: text.utf8.count)
    }

    /// Returns the folded key of UTF-8 `bytes` as Unicode scalar values, without building a string.
    static func foldedScalars(utf8 bytes: UnsafeBufferPointer<UInt8>) -> [UInt32] {
        var out: [UInt32] = []
        fold(utf8: bytes, into: &out)
        return out
    }

    /// Replaces `out` with the folded key of UTF-8 `bytes`, reusing its storage: for folding many names in turn.
    static func fold(utf8 bytes: UnsafeBufferPointer<UInt8>, into out: inout [UInt32]) {
        out.removeAll(keepingCapacity: true)
        fold(UTF8Scalars(bytes: bytes), capacity: bytes.count, into: &out)
    }

    private static func foldedScalars(of text: some Sequence<Unicode.Scalar>, capacity: Int) -> [UInt32] {
        var out: [UInt32] = []
        fold(text, capacity: capacity, into: &out)
        return out
    }

    private static func fold(_ text: some Sequence<Unicode.Scalar>, capacity: Int, into out: inout [UInt32]) {
        out.reserveCapacity(capacity)
        var pendingSpace = false
        let small = Self.small
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
            if value < smallTableEnd {
                // Latin, Greek, Cyrillic and the other alphabets of alternate names: one look-up.
                let entry = small.entries[Int(value) - 0x80]
                switch entry {
                case Self.dropEntry: continue
                case Self.spaceEntry: pendingSpace = true
                default:
                    for index in Int(entry >> 8)..<Int(entry >> 8) + Int(entry & 0xFF) {
                        appendLetter(small.pieces[index])
                    }
                }
                continue
            }
            guard let letters = folded(scalar) else {
                pendingSpace = true
                continue
            }
            for piece in letters { appendLetter(piece) }
        }

        func appendLetter(_ value: UInt32) {
            if pendingSpace && !out.isEmpty { out.append(0x20) }
            pendingSpace = false
            out.append(value)
        }
    }

    /// What folding makes of one scalar beyond ASCII: the letters it stands for, none when it is dropped
    /// (a diacritic, an apostrophe, an invisible format character), or `nil` when it separates words.
    static func folded(_ scalar: Unicode.Scalar) -> [UInt32]? {
        let value = scalar.value
        if let mapped = Self.letterTable[value] { return mapped }
        if isDiacritic(value) || apostrophes.contains(value) { return [] }
        switch scalar.properties.generalCategory {
        case .format:
            // Joiners and direction marks are invisible; they never separate words.
            return []
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
            .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .letterNumber, .otherNumber:
            if scalar.properties.changesWhenLowercased {
                return scalar.properties.lowercaseMapping.unicodeScalars.map(\.value)
            }
            return [value]
        default:
            return nil
        }
    }

    /// Scalars below this are folded through `small`.
    private static let smallTableEnd: UInt32 = 0x3000
    /// Entries of `small` for a scalar that is dropped and for one that separates words.
    private static let dropEntry: UInt32 = 0
    private static let spaceEntry: UInt32 = 1
    /// `folded(_:)` of every scalar from U+0080 to `smallTableEnd`, worked out once.
    private struct SmallTable: Sendable {
        /// Per scalar: `dropEntry`, `spaceEntry`, or the start of its letters in `pieces` shifted left
        /// 8 bits, plus their count.
        let entries: [UInt32]
        /// The letters scalars fold to, one after the other.
        let pieces: [UInt32]
    }

    private static let small: SmallTable = {
        var entries: [UInt32] = []
        var pieces: [UInt32] = [0]  // Offset 0 is never a start, so no entry of letters equals `dropEntry`.
        entries.reserveCapacity(Int(smallTableEnd) - 0x80)
        for value in 0x80..<smallTableEnd {
            guard let scalar = Unicode.Scalar(value) else {
                entries.append(spaceEntry)
                continue
            }
            switch folded(scalar) {
            case nil: entries.append(spaceEntry)
            case let letters? where letters.isEmpty: entries.append(dropEntry)
            case let letters?:
                entries.append(UInt32(pieces.count) << 8 | UInt32(letters.count))
                pieces.append(contentsOf: letters)
            }
        }
        return SmallTable(entries: entries, pieces: pieces)
    }()

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
