import Gazetteer

/// "Did you mean" phrasing, shared by every diagnostic that offers alternatives.
public enum Suggestions {
    /// The candidates closest to `text` by edit distance, closest first, ties in the candidates' order;
    /// only those close enough to be a plausible typo.
    public static func closest(to text: String, in candidates: [String], limit: Int = 3) -> [String] {
        let folded = TextFolding.fold(text)
        let allowed = max(2, folded.count / 3)
        let scored = candidates.enumerated().compactMap { index, candidate -> (Int, Int, String)? in
            let distance = EditDistance.distance(folded, TextFolding.fold(candidate))
            return distance <= allowed ? (distance, index, candidate) : nil
        }
        return scored.sorted { ($0.0, $0.1) < ($1.0, $1.1) }.prefix(limit).map(\.2)
    }

    /// The slugs closest to `slug`: those ``closest(to:in:limit:)`` gives, then those that are it with words
    /// added or taken away at the end (`da-enzo` and `da-enzo-al-29`), which edit distance finds too far.
    public static func closestSlugs(to slug: String, in candidates: [String], limit: Int = 3) -> [String] {
        var found = closest(to: slug, in: candidates, limit: limit)
        for candidate in candidates
        where found.count < limit && !found.contains(candidate)
            && (candidate.hasPrefix(slug + "-") || slug.hasPrefix(candidate + "-"))
        {
            found.append(candidate)
        }
        return found
    }

    /// `'a'`, `'a' or 'b'`, `'a', 'b' or 'c'`.
    public static func list(_ items: [String], quoted: Bool = true) -> String {
        let shown = quoted ? items.map { "'\($0)'" } : items
        guard shown.count > 1 else { return shown.first ?? "" }
        return shown.dropLast().joined(separator: ", ") + " or " + shown.last!
    }

    /// `; did you mean 'x'?` or the empty string when there is nothing to suggest.
    public static func didYouMean(_ items: [String], quoted: Bool = true) -> String {
        items.isEmpty ? "" : "; did you mean \(list(items, quoted: quoted))?"
    }
}
