/// What a build has put in the output so far: every path claimed for a file, with its manifest entry once the
/// file is in place, and every folder on the way to one.
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

    /// A claimed path: where it stands, and its entry once it is placed.
    private struct File {
        var state: State
        var entry: Manifest.Entry?
    }

    private var files: [String: File] = [:]
    private var folders: Set<Substring> = []

    /// The longest path in bytes the record takes: Linux's `PATH_MAX`, the longest the system takes whole.
    static let maximumPathBytes = 4096

    // MARK: Files

    /// Where a claimed path stands; `nil` for a path never claimed.
    func state(of path: String) -> State? { files[path]?.state }

    /// Whether `path` is claimed for a file (and not given up).
    func isClaimed(_ path: Substring) -> Bool {
        guard let state = files[String(path)]?.state else { return false }
        return state != .released
    }

    /// The entry of the file placed at `path`, `nil` when none is.
    func entry(for path: String) -> Manifest.Entry? {
        guard let file = files[path], file.state == .placed else { return nil }
        return file.entry
    }

    /// Claims `path`, which must not be claimed now, and the folder before each of its `segments` but the last
    /// (segments of `path`); returns whether the last of those folders was new to the record.
    mutating func claim(_ path: String, segments: [Substring]) -> Bool {
        files[path, default: File(state: .claimed)].state = .claimed
        var lastIsNew = false
        for segment in segments.dropLast() { lastIsNew = folders.insert(path[..<segment.endIndex]).inserted }
        return lastIsNew
    }

    /// Gives up a claim made after a failure, so that the path may be claimed again.
    mutating func release(_ path: String) {
        files[path]?.state = .released
    }

    /// Records the file now at `path` (claimed or not).
    mutating func place(_ path: String, _ entry: Manifest.Entry) {
        files[path] = File(state: .placed, entry: entry)
    }

    /// The placed files with their entries, sorted by path (a manifest's order), and how many there are.
    var placedByPath: (count: Int, files: [(path: String, entry: Manifest.Entry)]) {
        let placed = files.compactMap { path, file -> (path: String, entry: Manifest.Entry)? in
            guard file.state == .placed, let entry = file.entry else { return nil }
            return (path, entry)
        }.sorted { $0.path < $1.path }
        return (placed.count, placed)
    }

    // MARK: Folders

    /// Whether `folder` is a folder on the way to a claimed path.
    func isFolder(_ folder: Substring) -> Bool { folders.contains(folder) }
}
