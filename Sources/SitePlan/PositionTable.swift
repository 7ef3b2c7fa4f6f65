/// Where each key of a list is in it, through an open-addressed table of 4-byte slots. The list keeps the keys,
/// so the table keeps none: a large site looks a hundred thousand slugs and paths up, and a dictionary would hold
/// each key again in a slot of 24 bytes or more, in a table twice the room.
package struct PositionTable: Sendable {
    /// A position plus one in each used slot, 0 in each empty one; at most half the slots are used.
    private let slots: [Int32]

    /// The table of the `count` keys that `key(at:)` gives for the positions `0..<count`; a key given twice is
    /// found at its first position.
    package init<Key: Hashable>(count: Int, key: (Int) -> Key) {
        precondition(count < Int(Int32.max), "a table holds fewer than 2³¹ keys")
        var capacity = 8
        while capacity < 2 * count { capacity *= 2 }
        var slots = [Int32](repeating: 0, count: capacity)
        let mask = capacity - 1
        for position in 0..<count {
            let added = key(position)
            var slot = added.hashValue & mask
            while slots[slot] != 0, key(Int(slots[slot]) - 1) != added { slot = (slot + 1) & mask }
            if slots[slot] == 0 { slots[slot] = Int32(position + 1) }
        }
        self.slots = slots
    }

    /// The position of `wanted` among the keys `key(at:)` gives, the same keys as the table was made of.
    package func position<Key: Hashable>(of wanted: Key, key: (Int) -> Key) -> Int? {
        let mask = slots.count - 1
        var slot = wanted.hashValue & mask
        while slots[slot] != 0 {
            let position = Int(slots[slot]) - 1
            if key(position) == wanted { return position }
            slot = (slot + 1) & mask
        }
        return nil
    }
}
