/// The best few ``RankedMatch``es seen so far, one per row, kept sorted.
struct BestMatches {
    /// The matches, best first.
    private(set) var matches: [RankedMatch] = []
    private let limit: Int
    private let maxDistance: Int

    /// Keeps up to `limit` matches no further than `maxDistance`.
    init(limit: Int, maxDistance: Int) {
        self.limit = limit
        self.maxDistance = maxDistance
        matches.reserveCapacity(limit + 1)
    }

    /// The largest distance that could still get in: searches pass it on as a bound.
    var bound: Int {
        matches.count < limit ? maxDistance : min(maxDistance, matches[matches.count - 1].distance)
    }

    /// Takes `match` if it beats the worst kept, replacing an earlier match for the same row.
    mutating func offer(_ match: RankedMatch) {
        guard limit > 0, match.distance <= maxDistance else { return }
        if let existing = matches.firstIndex(where: { $0.row == match.row }) {
            guard match < matches[existing] else { return }
            matches.remove(at: existing)
        } else if matches.count == limit {
            guard match < matches[limit - 1] else { return }
            matches.removeLast()
        }
        let position = matches.firstIndex(where: { match < $0 }) ?? matches.count
        matches.insert(match, at: position)
    }

    /// The largest distance worth suggesting for a text of `length` scalars: about half of it,
    /// and at least 2, so that `Portugl` finds `Portugal` but `xyz` is not told about `Oslo`.
    static func maxDistance(forLength length: Int) -> Int {
        max(2, length / 2)
    }
}
