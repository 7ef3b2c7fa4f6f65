import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The regular files below a folder, found without following symbolic links, so a link loop or a link to
/// `/` is never walked; links and special files are listed apart, once each, for the caller to report.
public struct FolderWalk: Sendable {
    /// A file found: its path relative to the walked folder, and where it is.
    public struct Entry: Sendable, Hashable {
        /// The path relative to the walked folder, with `/` between components.
        public let relativePath: String
        /// The file's path: the walked folder's, then the relative path. Kept as text: a `URL` costs
        /// microseconds to make and to read a path back from, which ten thousand files add up to.
        public let path: String
        /// The file's name, its last path component.
        public var name: Substring { path[path.index(after: path.lastIndex(of: "/") ?? path.startIndex)...] }
        /// The file.
        public var url: URL { URL(fileURLWithPath: path, isDirectory: false) }
    }

    /// Regular files, sorted by relative path.
    public private(set) var files: [Entry] = []
    /// Symbolic links and special files that were not followed or read, sorted by relative path.
    public private(set) var refused: [(relativePath: String, kind: FileKind)] = []

    /// Walks `root`, into subfolders when `recursive`. Names starting with `.` are skipped, as is a root that
    /// is not a real folder; the caller checks the root itself.
    public init(_ root: URL, recursive: Bool) {
        guard FileKind(path: root.path) == .directory else { return }
        var rootPath = root.path
        while rootPath.count > 1, rootPath.hasSuffix("/") { rootPath.removeLast() }
        var pending: [(String, String)] = [(rootPath, "")]
        while let (folderPath, prefix) = pending.popLast() {
            guard let entries = Self.entries(of: folderPath) else { continue }
            for (name, listedKind) in entries where !name.hasPrefix(".") {
                // The kind the folder listing gives, when it gives one, spares an `lstat` per file.
                let path = folderPath == "/" ? "/" + name : folderPath + "/" + name
                let kind = listedKind ?? FileKind(path: path)
                let relative = prefix.isEmpty ? name : prefix + "/" + name
                switch kind {
                case .regularFile: files.append(Entry(relativePath: relative, path: path))
                case .directory: if recursive { pending.append((path, relative)) }
                case .symbolicLink, .special: refused.append((relative, kind))
                case .missing: continue
                }
            }
        }
        files.sort { $0.relativePath < $1.relativePath }
        refused.sort { $0.relativePath < $1.relativePath }
    }

    /// The names in the folder at `path` (every entry but `.` and `..`, whatever its kind), from one listing
    /// and no `lstat`; `nil` when the folder cannot be read or holds more than `limit` entries. A caller that
    /// reads a file named here still checks it (`ConfinedPath`): the listing only says what is not there.
    public static func names(in path: String, limit: Int) -> [String]? {
        entries(of: path, limit: limit)?.map(\.name)
    }

    /// The names in the folder at `path`, each with its kind when the file system reports it (`nil` when
    /// it does not, for an `lstat` to find); `nil` when the folder cannot be read or has more than `limit`.
    private static func entries(of path: String, limit: Int = .max) -> [(name: String, kind: FileKind?)]? {
        guard let directory = opendir(path) else { return nil }
        defer { closedir(directory) }
        var entries: [(name: String, kind: FileKind?)] = []
        while let entry = readdir(directory) {
            if entries.count >= limit { return nil }
            let name = withUnsafePointer(to: &entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: entry.pointee.d_name)) {
                    String(cString: $0)
                }
            }
            if name == "." || name == ".." { continue }
            let kind: FileKind?
            switch Int32(entry.pointee.d_type) {
            case Int32(DT_REG): kind = .regularFile
            case Int32(DT_DIR): kind = .directory
            case Int32(DT_LNK): kind = .symbolicLink
            case Int32(DT_FIFO), Int32(DT_SOCK), Int32(DT_CHR), Int32(DT_BLK): kind = .special
            default: kind = nil
            }
            entries.append((name, kind))
        }
        return entries
    }
}
