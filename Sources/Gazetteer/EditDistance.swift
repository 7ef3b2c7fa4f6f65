/// The optimal-string-alignment (restricted Damerau–Levenshtein) distance: the number of insertions,
/// deletions, substitutions and swaps of two neighbours that turn one string into the other.
///
/// Swaps count as one edit because they are the commonest typo in codes and names (`LSI` for `LIS`).
/// Strings are compared by Unicode scalar; fold them first (``TextFolding/fold(_:)``) to ignore case
/// and accents.
public enum EditDistance {
    /// Returns the distance between `a` and `b`.
    public static func distance(_ a: String, _ b: String) -> Int {
        var scratch = EditDistanceScratch()
        let a = a.unicodeScalars.map(\.value)
        let b = b.unicodeScalars.map(\.value)
        return scratch.distance(a[...], b[...], limit: max(a.count, b.count))
    }
}
