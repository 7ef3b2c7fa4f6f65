import ConfinedFiles

/// What one listing of a kind's cache folder says is not there, so a batch of lookups that are mostly not in
/// the cache answers "missing" without a system call per lookup.
///
/// The listing only ever says "missing". A name it holds, whatever it is (a regular file, a symbolic link, a
/// FIFO), is read the usual way, through every confinement check, and gives the same warnings; so does every
/// lookup when the folders on the way are not plain folders. It is a snapshot: a batch takes it when it
/// starts and uses it for the first lookup of each key, before that key's entry can have been written, and
/// offline, where nothing is written, for every lookup.
struct CacheListing: Sendable {
    private enum State: Sendable {
        /// The cache folder or the kind's folder does not exist: every entry is missing.
        case empty
        /// The kind's folder is a real folder holding these names, ASCII letters made lower case.
        case names(Set<String>)
        /// Something on the way is not a plain folder, or the folder cannot be listed: ask per lookup.
        case unknown
    }

    private let state: State

    /// A listing that knows nothing: every lookup reads its entry the usual way.
    static let unknown = CacheListing(state: .unknown)

    private init(state: State) {
        self.state = state
    }

    /// The most names listed: the listing of a folder with more (only a hostile cache would have them) stops
    /// there, and each lookup then reads its entry the usual way.
    static let maximumNames = 1_000_000

    /// Lists `<directory>/<kind>`; the cache folder and the kind's folder are examined without following
    /// links, as `ConfinedPath` does.
    init(directory: String, kind: String, limit: Int = maximumNames) {
        guard !kind.isEmpty, !kind.contains("/"), kind != ".", kind != ".." else {
            state = .unknown
            return
        }
        switch FileKind(path: directory) {
        case .missing:
            state = .empty
            return
        case .directory:
            break
        case .regularFile, .symbolicLink, .special:
            state = .unknown
            return
        }
        let folder = directory + "/" + kind
        switch FileKind(path: folder) {
        case .missing:
            state = .empty
        case .directory:
            // Lower case, so a case-insensitive file system's `Key.JSON` is read the usual way rather than
            // taken for missing; keys are lower-case ASCII.
            state =
                FolderWalk.names(in: folder, limit: limit).map { .names(Set($0.map(Self.asciiLowercased))) } ?? .unknown
        case .regularFile, .symbolicLink, .special:
            state = .unknown
        }
    }

    /// Whether the entry file `<key>.json` is certainly not in the folder.
    func lacks(key: String) -> Bool {
        switch state {
        case .empty: true
        case .names(let names): !names.contains(Self.asciiLowercased(key + ".json"))
        case .unknown: false
        }
    }

    private static func asciiLowercased(_ name: String) -> String {
        guard name.utf8.contains(where: { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") }) else { return name }
        return String(
            decoding: name.utf8.map { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") ? $0 + 32 : $0 }, as: UTF8.self
        )
    }
}
