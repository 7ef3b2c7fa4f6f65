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

    /// The slug text.
    public var description: String { rawValue }

    /// Orders by slug text.
    public static func < (lhs: Slug, rhs: Slug) -> Bool { lhs.rawValue < rhs.rawValue }
}
