/// The names a strict render or a check suggests for a name that resolves to nothing, the one rule for both
/// (``Renderer`` looks names up in values, ``ShapeChecker`` in shapes).
enum NearbyNames {
    /// The names that resolve where `path` does not, written as whole paths: its first part that resolves to
    /// nothing replaced by each key of the dictionary before it (of every context, innermost first, for the first
    /// part), when the rest then resolves.
    /// - Parameters:
    ///   - resolves: whether a path resolves.
    ///   - contexts: the keys of each dictionary on the context stack, innermost first.
    ///   - keys: the keys of the dictionary a path resolves to; `nil` when it is no dictionary.
    static func of(
        _ path: [String], resolves: ([String]) -> Bool, contexts: () -> [[String]], keys: ([String]) -> [String]?
    ) -> [String] {
        var resolved = 0
        while resolved < path.count, resolves(Array(path[...resolved])) { resolved += 1 }
        guard resolved < path.count else { return [] }
        var candidates: [String] = []
        if resolved == 0 {
            var seen = Set<String>()
            for names in contexts() { candidates += names.filter { seen.insert($0).inserted } }
        } else {
            candidates = keys(Array(path[..<resolved])) ?? []
        }
        return candidates.map { Array(path[..<resolved]) + [$0] + path[(resolved + 1)...] }.filter(resolves)
            .map { $0.joined(separator: ".") }
    }
}
