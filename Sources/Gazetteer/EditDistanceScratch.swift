/// Computes bounded edit distances, reusing its rows so that a search over thousands of names
/// allocates once rather than once per name.
struct EditDistanceScratch {
    private var rows: [Int] = []

    /// Returns the ``EditDistance`` between `a` and `b`, or `limit + 1` as soon as it is known to
    /// exceed `limit`.
    mutating func distance(_ a: ArraySlice<UInt32>, _ b: ArraySlice<UInt32>, limit: Int) -> Int {
        let n = a.count
        let m = b.count
        if abs(n - m) > limit { return limit + 1 }
        if n == 0 { return m }
        if m == 0 { return n }
        let width = m + 1
        if rows.count < 3 * width { rows = [Int](repeating: 0, count: 3 * width) }
        return rows.withUnsafeMutableBufferPointer { rows in
            // Three rows in turn: the one before the previous is needed for swaps.
            var before = 0
            var previous = width
            var current = 2 * width
            for j in 0...m { rows[previous + j] = j }
            var ai0 = a.startIndex
            for i in 1...n {
                let ai = a[ai0]
                let aPrior = i > 1 ? a[ai0 - 1] : UInt32.max
                rows[current] = i
                var rowMinimum = i
                var bj0 = b.startIndex
                for j in 1...m {
                    let bj = b[bj0]
                    var value = min(
                        rows[previous + j] + 1, rows[current + j - 1] + 1,
                        rows[previous + j - 1] + (ai == bj ? 0 : 1))
                    if i > 1 && j > 1 && ai == b[bj0 - 1] && aPrior == bj {
                        value = min(value, rows[before + j - 2] + 1)
                    }
                    rows[current + j] = value
                    rowMinimum = min(rowMinimum, value)
                    bj0 += 1
                }
                // Row minima never fall by more than the swap allows, so a row past the limit ends it.
                if rowMinimum > limit { return limit + 1 }
                (before, previous, current) = (previous, current, before)
                ai0 += 1
            }
            return rows[previous + m]
        }
    }
}
