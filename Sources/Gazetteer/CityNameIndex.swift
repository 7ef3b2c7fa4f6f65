/// The folded names of one country's cities, stored flat: one array of UTF-8 bytes, cut into names,
/// with an open-addressing hash table over them for exact look-ups.
///
/// Flat arrays rather than a `[String: [Int]]`: building tens of thousands of strings and hashing them
/// (Swift hashes strings through normalisation) cost several times more than folding the names. The
/// indexes of the countries a site names stay for the whole build, so the arrays are cut to size and
/// hold UTF-8 (a quarter of the scalars' size for the Latin names that are most of them) with
/// 32-bit offsets and rows.
final class CityNameIndex: Sendable {
    /// Every folded name in UTF-8, one after the other; `nameStarts` cuts them apart.
    private let bytes: [UInt8]
    /// Where each name starts in `bytes`, plus one final end offset.
    private let nameStarts: [Int32]
    /// The row in the cities table of the city each name belongs to; ascending, so in population order.
    private let nameRows: [Int32]
    /// Name numbers by hash, `-1` where empty; the size is a power of two, at least twice the names.
    private let slots: [Int32]

    /// Indexes `rows`, whose folded names `names` passes, one at a time, to the function it is given.
    init(rows: Range<Int>, names: (_ row: Int, _ add: (_ folded: [UInt32]) -> Void) -> Void) {
        var bytes: [UInt8] = []
        var nameStarts: [Int32] = []
        var nameRows: [Int32] = []
        var hashes: [UInt64] = []
        for row in rows {
            names(row) { folded in
                if folded.isEmpty { return }
                nameStarts.append(Int32(bytes.count))
                Self.encode(folded, into: &bytes)
                nameRows.append(Int32(row))
                hashes.append(Self.hash(folded[...]))
            }
        }
        nameStarts.append(Int32(bytes.count))
        var size = 16
        while size < 2 * hashes.count { size *= 2 }
        var slots = [Int32](repeating: -1, count: size)
        for (name, hash) in hashes.enumerated() {
            var slot = Int(truncatingIfNeeded: hash) & (size - 1)
            while slots[slot] >= 0 { slot = (slot + 1) & (size - 1) }
            slots[slot] = Int32(name)
        }
        self.bytes = Self.cutToSize(bytes)
        self.nameStarts = Self.cutToSize(nameStarts)
        self.nameRows = Self.cutToSize(nameRows)
        self.slots = slots
    }

    /// The number of names.
    var nameCount: Int { nameRows.count }

    /// Replaces `scalars` with the folded scalars of name number `name`.
    func name(_ name: Int, into scalars: inout [UInt32]) {
        scalars.removeAll(keepingCapacity: true)
        bytes.withUnsafeBufferPointer { buffer in
            let range = Int(nameStarts[name])..<Int(nameStarts[name + 1])
            for scalar in UTF8Scalars(bytes: UnsafeBufferPointer(rebasing: buffer[range])) {
                scalars.append(scalar.value)
            }
        }
    }

    /// The UTF-8 bytes of name number `name`.
    private func nameBytes(_ name: Int) -> ArraySlice<UInt8> {
        bytes[Int(nameStarts[name])..<Int(nameStarts[name + 1])]
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
        var key: [UInt8] = []
        Self.encode(folded, into: &key)
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: Self.hash(folded[...])) & mask
        var rows: [Int] = []
        while slots[slot] >= 0 {
            let candidate = Int(slots[slot])
            if nameBytes(candidate).elementsEqual(key) { rows.append(Int(nameRows[candidate])) }
            slot = (slot + 1) & mask
        }
        rows.sort()
        var unique: [Int] = []
        for row in rows where unique.last != row { unique.append(row) }
        return unique
    }

    /// Appends the UTF-8 of `scalars`, which are all valid scalar values (they come from folding text).
    private static func encode(_ scalars: [UInt32], into bytes: inout [UInt8]) {
        for value in scalars {
            guard let scalar = Unicode.Scalar(value) else { continue }
            UTF8.encode(scalar) { bytes.append($0) }
        }
    }

    /// FNV-1a over the scalar values: fixed, so the table is the same on every run.
    private static func hash(_ scalars: ArraySlice<UInt32>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for value in scalars {
            hash = (hash ^ UInt64(value)) &* 0x0000_0100_0000_01B3
        }
        // Fold the high bits in: the table is indexed by the low bits only.
        return hash ^ (hash >> 29)
    }
}
