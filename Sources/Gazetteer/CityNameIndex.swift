import Synchronization

/// The names of one country's cities, with an open-addressing hash table over their folded keys for exact
/// look-ups.
///
/// Each name is kept as where its UTF-8 lies in the cities table, its city's row and the hash of its folded key
/// (``CityNameHashes``): for the embedded table the hashes were worked out with the data, so indexing a country
/// folds no name; a table read from a folder has its names folded here. A look-up folds only the names whose hash
/// is the key's, to confirm them. Flat arrays of numbers rather than a `[String: [Int]]`: building tens of
/// thousands of strings and hashing them (Swift hashes strings through normalisation) cost several times more.
final class CityNameIndex: Sendable {
    /// The cities table the names are read from.
    private let table: TableBytes
    /// Where each name's UTF-8 starts in `table`, and how many bytes it has.
    private let nameStarts: [Int32]
    private let nameCounts: [Int32]
    /// The row in the cities table of the city each name belongs to; ascending, so in population order.
    private let nameRows: [Int32]
    /// Each name's ``CityNameHashes/hash(_:)``.
    private let nameHashes: [UInt32]
    /// Name numbers by hash, `-1` where empty; the size is a power of two, at least twice the names.
    private let slots: [Int32]
    /// Whether the names were folded to be indexed: a table read from a folder, or hashes made for another table.
    let foldedToIndex: Bool
    /// Every name's folded key, made on the first request for "did you mean" suggestions, which compare a text
    /// with every name of a country, and kept for the next.
    private let folded = Mutex<FoldedNames?>(nil)

    /// The names of `rows`, which `names` passes one at a time to the function it is given, as UTF-8 in `table`,
    /// each city's in the order ``CityNameHashes`` lists them, indexed by the hashes made with the data; `nil` when
    /// a city has another number of names than `hashes` has for it (hashes made for another table).
    convenience init?(
        rows: Range<Int>, table: TableBytes, hashes: CityNameHashes.Hashes,
        names: (_ row: Int, _ name: (UnsafeBufferPointer<UInt8>) -> Void) -> Void
    ) {
        var list = NameList(table: table)
        for row in rows {
            var index = 0
            let count = hashes.count(ofRow: row)
            names(row) { name in
                if index < count { list.add(name, row: row, hash: hashes.hash(ofRow: row, name: index)) }
                index += 1
            }
            guard index == count else { return nil }
        }
        self.init(list, foldedToIndex: false)
    }

    /// The names of `rows`, which `names` passes one at a time to the function it is given, as UTF-8 in `table`,
    /// each folded here to be indexed.
    convenience init(
        rows: Range<Int>, table: TableBytes, names: (_ row: Int, _ name: (UnsafeBufferPointer<UInt8>) -> Void) -> Void
    ) {
        var list = NameList(table: table)
        // One buffer for every name's folded scalars.
        var folded: [UInt32] = []
        for row in rows {
            names(row) { name in
                TextFolding.fold(utf8: name, into: &folded)
                list.add(name, row: row, hash: folded.isEmpty ? 0 : CityNameHashes.hash(folded))
            }
        }
        self.init(list, foldedToIndex: true)
    }

    /// The names, in the order they were added, as the two initialisers gather them.
    private struct NameList {
        let table: TableBytes
        var starts: [Int32] = []
        var counts: [Int32] = []
        var rows: [Int32] = []
        var hashes: [UInt32] = []

        /// Adds a name of `row` hashing to `hash`; a name that folds to nothing (hash `0`) is left out.
        mutating func add(_ name: UnsafeBufferPointer<UInt8>, row: Int, hash: UInt32) {
            guard hash != 0, let start = name.baseAddress, let base = table.buffer.baseAddress else { return }
            starts.append(Int32(start - base))
            counts.append(Int32(name.count))
            rows.append(Int32(row))
            hashes.append(hash)
        }
    }

    private init(_ list: NameList, foldedToIndex: Bool) {
        self.foldedToIndex = foldedToIndex
        var size = 16
        while size < 2 * list.hashes.count { size *= 2 }
        var slots = [Int32](repeating: -1, count: size)
        for (name, hash) in list.hashes.enumerated() {
            var slot = Int(hash) & (size - 1)
            while slots[slot] >= 0 { slot = (slot + 1) & (size - 1) }
            slots[slot] = Int32(name)
        }
        table = list.table
        nameStarts = Self.cutToSize(list.starts)
        nameCounts = Self.cutToSize(list.counts)
        nameRows = Self.cutToSize(list.rows)
        nameHashes = Self.cutToSize(list.hashes)
        self.slots = slots
    }

    /// The number of names.
    var nameCount: Int { nameRows.count }

    /// The UTF-8 of name number `name`, in the cities table.
    private func nameBytes(_ name: Int) -> UnsafeBufferPointer<UInt8> {
        let start = Int(nameStarts[name])
        return UnsafeBufferPointer(rebasing: table.buffer[start..<start + Int(nameCounts[name])])
    }

    /// Replaces `scalars` with the folded scalars of name number `name`.
    func name(_ name: Int, into scalars: inout [UInt32]) {
        let names = foldedNames()
        scalars.removeAll(keepingCapacity: true)
        scalars.append(contentsOf: names.scalars[Int(names.starts[name])..<Int(names.starts[name + 1])])
    }

    /// The row in the cities table of the city that name number `name` belongs to.
    func row(ofName name: Int) -> Int {
        Int(nameRows[name])
    }

    /// A copy of `array` without the spare capacity that appending one at a time leaves (up to half).
    private static func cutToSize<Element>(_ array: [Element]) -> [Element] {
        [Element](unsafeUninitializedCapacity: array.count) { buffer, count in
            _ = buffer.initialize(fromContentsOf: array)
            count = array.count
        }
    }

    /// The rows of the cities with a name that folds to `folded`, ascending (most populous first),
    /// each once.
    func rows(named folded: [UInt32]) -> [Int] {
        guard !folded.isEmpty else { return [] }
        let hash = CityNameHashes.hash(folded)
        let mask = slots.count - 1
        var slot = Int(hash) & mask
        var rows: [Int] = []
        var candidate: [UInt32] = []
        while slots[slot] >= 0 {
            let name = Int(slots[slot])
            if nameHashes[name] == hash {
                TextFolding.fold(utf8: nameBytes(name), into: &candidate)
                if candidate == folded { rows.append(Int(nameRows[name])) }
            }
            slot = (slot + 1) & mask
        }
        rows.sort()
        var unique: [Int] = []
        for row in rows where unique.last != row { unique.append(row) }
        return unique
    }

    /// Every name's folded key, one after the other, cut apart by `starts` (one more entry, the end).
    private struct FoldedNames: Sendable {
        let scalars: [UInt32]
        let starts: [Int32]
    }

    /// The folded names, made on first use.
    private func foldedNames() -> FoldedNames {
        folded.withLock { folded in
            if let folded { return folded }
            var scalars: [UInt32] = []
            var starts: [Int32] = []
            var name: [UInt32] = []
            starts.reserveCapacity(nameCount + 1)
            for index in 0..<nameCount {
                starts.append(Int32(scalars.count))
                TextFolding.fold(utf8: nameBytes(index), into: &name)
                scalars.append(contentsOf: name)
            }
            starts.append(Int32(scalars.count))
            let made = FoldedNames(scalars: Self.cutToSize(scalars), starts: starts)
            folded = made
            return made
        }
    }
}
