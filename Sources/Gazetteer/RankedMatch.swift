/// A candidate suggestion: ordered by edit distance, then by two tie-breaks (lower first), then by row.
struct RankedMatch: Comparable {
    /// The edit distance to the text asked about.
    var distance: Int
    /// The first tie-break, lower first.
    var tieBreak: Int
    /// The second tie-break, lower first.
    var secondTieBreak: Int
    /// The row of the record in its table.
    var row: Int

    static func < (lhs: RankedMatch, rhs: RankedMatch) -> Bool {
        (lhs.distance, lhs.tieBreak, lhs.secondTieBreak, lhs.row)
            < (rhs.distance, rhs.tieBreak, rhs.secondTieBreak, rhs.row)
    }
}
