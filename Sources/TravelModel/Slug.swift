/// The name a trip or recommendation goes by in URLs and links, made from its file name.
public struct Slug: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The slug text: lower-case letters and digits of any script, runs of anything else as one hyphen.
    public let rawValue: String

    /// Wraps an already-made slug.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Makes the slug of a file name: the name without `.md`, lower-cased, every run of characters
    /// other than letters and digits turned into one hyphen, with none at either end.
    /// `Café Lisboa (2).md` gives `café-lisboa-2`.
    public init(fileName: String) {
        if let ascii = Self.asciiSlug(fileName) {
            rawValue = ascii
            return
        }
        var name = Substring(fileName)
        if name.lowercased().hasSuffix(".md") { name = name.dropLast(3) }
        var result = ""
        var pendingHyphen = false
        for character in name.lowercased() {
            if character.isLetter || character.isNumber {
                if pendingHyphen && !result.isEmpty { result.append("-") }
                pendingHyphen = false
                result.append(character)
            } else {
                pendingHyphen = true
            }
        }
        rawValue = result
    }

    /// The slug of an all-ASCII file name, made from its bytes (the same as from its `Character`s, where
    /// the letters are A–Z and a–z and the digits 0–9); `nil` for any other name.
    private static func asciiSlug(_ fileName: String) -> String? {
        var fileName = fileName
        return fileName.withUTF8 { bytes -> String? in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            var end = bytes.count
            if end >= 3, bytes[end - 3] == UInt8(ascii: "."), bytes[end - 2] | 0x20 == UInt8(ascii: "m"),
                bytes[end - 1] | 0x20 == UInt8(ascii: "d")
            {
                end -= 3
            }
            return String(unsafeUninitializedCapacity: end) { out in
                var count = 0
                var pendingHyphen = false
                for byte in bytes[0..<end] {
                    let lower = byte | 0x20
                    if (lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z"))
                        || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
                    {
                        if pendingHyphen && count > 0 {
                            out[count] = UInt8(ascii: "-")
                            count += 1
                        }
                        pendingHyphen = false
                        out[count] = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? lower : byte
                        count += 1
                    } else {
                        pendingHyphen = true
                    }
                }
                return count
            }
        }
    }

    /// The slug text.
    public var description: String { rawValue }

    /// Orders by slug text.
    public static func < (lhs: Slug, rhs: Slug) -> Bool { lhs.rawValue < rhs.rawValue }
}
