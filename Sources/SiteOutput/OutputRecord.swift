/// What a build has put in the output so far: every path claimed for a file, with its manifest entry once the
/// file is in place, and every folder on the way to one.
///
/// A large site's record holds a hundred thousand paths and lasts to the end of the build, when the most is held.
/// So each path is kept once, in a list, and the two tables that find a file or a folder by its path hold
/// positions in that list, eight bytes a slot, rather than strings: a folder is the start of the first path
/// claimed in it. The tables are open-addressed with linear probing and keyed by Swift's `Hasher`, seeded anew
/// in each process, so that no set of file names can be made to collide on purpose.
struct OutputRecord {
    /// Where a claimed path stands.
    enum State: UInt8 {
        /// Claimed for a file, not yet in place.
        case claimed
        /// Its file is in place, as its entry describes.
        case placed
        /// Given up after a failure: it may be claimed again.
        case released
    }

    /// Every path claimed, in the order claimed.
    private var paths: [String] = []
    private var states: [State] = []
    /// Each path's entry, meaningful once it is placed.
    private var entries: [Manifest.Entry] = []
    /// The position of each path in `paths` (low 32 bits) with the top 32 bits of its hash; `empty` where none.
    private var files: [UInt64]
    /// Each folder as the position of a path in it (low 32 bits), the folder's length in bytes (next 16) and 16
    /// bits of its hash; `empty` where none.
    private var folders: [UInt64]
    private var folderCount = 0

    private static let empty = UInt64.max
    /// The longest path in bytes the record takes: it keeps a folder's length in 16 bits.
    static let maximumPathBytes = Int(UInt16.max)

    /// An empty record; its tables double each time they are three quarters full.
    init() {
        files = Array(repeating: Self.empty, count: 16)
        folders = files
    }

    // MARK: Files

    /// Where a claimed path stands; `nil` for a path never claimed.
    func state(of path: String) -> State? { position(of: path[...]).map { states[$0] } }

    /// Whether `path` is claimed for a file (and not given up).
    func isClaimed(_ path: Substring) -> Bool {
        guard let position = position(of: path) else { return false }
        return states[position] != .released
    }

    /// The entry of the file placed at `path`, `nil` when none is.
    func entry(for path: String) -> Manifest.Entry? {
        guard let position = position(of: path[...]), states[position] == .placed else { return nil }
        return entries[position]
    }

    /// Claims `path`, which must not be claimed now, and the folder before each of its `segments` but the last
    /// (segments of `path`); returns whether the last of those folders was new to the record.
    mutating func claim(_ path: String, segments: [Substring]) -> Bool {
        let position: Int
        if let known = self.position(of: path[...]) {
            position = known
            states[position] = .claimed
        } else {
            position = paths.count
            if (paths.count + 1) > files.count / 4 * 3 { rehashFiles(files.count * 2) }
            paths.append(path)
            states.append(.claimed)
            entries.append(Manifest.Entry(size: 0, hash: 0, inode: 0, seconds: 0, nanoseconds: 0, inputs: 0))
            let hash = Self.hash(path[...])
            var slot = Int(truncatingIfNeeded: hash) & (files.count - 1)
            while files[slot] != Self.empty { slot = (slot + 1) & (files.count - 1) }
            files[slot] = UInt64(position) | (hash & 0xFFFF_FFFF_0000_0000)
        }
        var lastIsNew = false
        for segment in segments.dropLast() { lastIsNew = insertFolder(path[..<segment.endIndex], of: position) }
        return lastIsNew
    }

    /// Gives up a claim made after a failure, so that the path may be claimed again.
    mutating func release(_ path: String) {
        if let position = position(of: path[...]) { states[position] = .released }
    }

    /// Records the file now at `path` (claimed or not).
    mutating func place(_ path: String, _ entry: Manifest.Entry) {
        let position: Int
        if let known = self.position(of: path[...]) {
            position = known
        } else {
            // Claimed here: added last.
            _ = claim(path, segments: [])
            position = paths.count - 1
        }
        states[position] = .placed
        entries[position] = entry
    }

    /// The placed files with their entries, sorted by path (a manifest's order), and how many there are.
    var placedByPath: (count: Int, files: LazyMapSequence<[Int], (path: String, entry: Manifest.Entry)>) {
        let positions = states.indices.filter { states[$0] == .placed }.sorted { paths[$0] < paths[$1] }
        return (positions.count, positions.lazy.map { (paths[$0], entries[$0]) })
    }

    private func position(of path: Substring) -> Int? {
        let hash = Self.hash(path)
        let mask = files.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while files[slot] != Self.empty {
            let value = files[slot]
            if value & 0xFFFF_FFFF_0000_0000 == hash & 0xFFFF_FFFF_0000_0000 {
                let position = Int(value & 0xFFFF_FFFF)
                if Self.equal(paths[position][...], path) { return position }
            }
            slot = (slot + 1) & mask
        }
        return nil
    }

    private mutating func rehashFiles(_ slots: Int) {
        files = Array(repeating: Self.empty, count: slots)
        for position in paths.indices {
            let hash = Self.hash(paths[position][...])
            var slot = Int(truncatingIfNeeded: hash) & (slots - 1)
            while files[slot] != Self.empty { slot = (slot + 1) & (slots - 1) }
            files[slot] = UInt64(position) | (hash & 0xFFFF_FFFF_0000_0000)
        }
    }

    // MARK: Folders

    /// Whether `folder` is a folder on the way to a claimed path.
    func isFolder(_ folder: Substring) -> Bool { folderSlot(of: folder, hash: Self.hash(folder)).found }

    /// Adds `folder`, the start of the path at `position`; returns whether it was new.
    private mutating func insertFolder(_ folder: Substring, of position: Int) -> Bool {
        if (folderCount + 1) > folders.count / 4 * 3 { rehashFolders(folders.count * 2) }
        let hash = Self.hash(folder)
        let (slot, found) = folderSlot(of: folder, hash: hash)
        guard !found else { return false }
        folders[slot] = Self.folderValue(position: position, length: folder.utf8.count, hash: hash)
        folderCount += 1
        return true
    }

    /// The slot holding `folder`, or the empty slot where it would go.
    private func folderSlot(of folder: Substring, hash: UInt64) -> (slot: Int, found: Bool) {
        let mask = folders.count - 1
        let length = folder.utf8.count
        let tag = Self.folderValue(position: 0, length: length, hash: hash) & 0xFFFF_FFFF_0000_0000
        var slot = Int(truncatingIfNeeded: hash) & mask
        while folders[slot] != Self.empty {
            let value = folders[slot]
            if value & 0xFFFF_FFFF_0000_0000 == tag {
                let path = paths[Int(value & 0xFFFF_FFFF)]
                if Self.equal(Substring(path.utf8.prefix(length)), folder) { return (slot, true) }
            }
            slot = (slot + 1) & mask
        }
        return (slot, false)
    }

    private mutating func rehashFolders(_ slots: Int) {
        let old = folders
        folders = Array(repeating: Self.empty, count: slots)
        for value in old where value != Self.empty {
            let position = Int(value & 0xFFFF_FFFF)
            let length = Int((value >> 32) & 0xFFFF)
            let path = paths[position]
            let folder = path[..<path.utf8.index(path.startIndex, offsetBy: length)]
            let hash = Self.hash(folder)
            var slot = Int(truncatingIfNeeded: hash) & (slots - 1)
            while folders[slot] != Self.empty { slot = (slot + 1) & (slots - 1) }
            folders[slot] = Self.folderValue(position: position, length: length, hash: hash)
        }
    }

    private static func folderValue(position: Int, length: Int, hash: UInt64) -> UInt64 {
        UInt64(position) | UInt64(length) << 32 | (hash & 0xFFFF_0000_0000_0000)
    }

    // MARK: Bytes

    private static func hash(_ text: Substring) -> UInt64 {
        var text = text
        var hasher = Hasher()
        text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        return UInt64(UInt(bitPattern: hasher.finalize()))
    }

    private static func equal(_ left: Substring, _ right: Substring) -> Bool {
        guard left.utf8.count == right.utf8.count else { return false }
        var (left, right) = (left, right)
        return left.withUTF8 { a in right.withUTF8 { b in a.elementsEqual(b) } }
    }
}
