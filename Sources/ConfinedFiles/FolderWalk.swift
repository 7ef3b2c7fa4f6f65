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
        /// The file's `lstat`, when the walk was asked for it and the file was still there.
        public let status: FileStatus?
    }

    /// What `lstat` says of a file that tells one version of it from another.
    public struct FileStatus: Sendable, Hashable {
        public let device: UInt64
        public let inode: UInt64
        public let size: Int64
        public let modified: Int64
        public let modifiedNanoseconds: Int64

        /// The status of the file at `path`, a final symbolic link not followed; `nil` when nothing is there.
        public init?(path: String) {
            var info = stat()
            guard lstat(path, &info) == 0 else { return nil }
            self.init(info)
        }

        /// The status of the file `name` in the open folder `folder`, a symbolic link not followed.
        init?(name: UnsafePointer<CChar>, in folder: Int32) {
            var info = stat()
            guard fstatat(folder, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { return nil }
            self.init(info)
        }

        private init(_ info: stat) {
            device = UInt64(info.st_dev)
            inode = UInt64(info.st_ino)
            size = Int64(info.st_size)
            modified = Int64(info.st_mtim.tv_sec)
            modifiedNanoseconds = Int64(info.st_mtim.tv_nsec)
        }
    }

    /// Regular files, sorted by relative path.
    public private(set) var files: [Entry] = []
    /// Symbolic links and special files that were not followed or read, sorted by relative path.
    public private(set) var refused: [(relativePath: String, kind: FileKind)] = []

    /// Walks `root`, into subfolders when `recursive`. Names starting with `.` are skipped, as is a root that
    /// is not a real folder; the caller checks the root itself. With `statuses`, each file's ``Entry/status``
    /// is taken as its folder is listed: one name looked up in the open folder, not the whole path.
    public init(_ root: URL, recursive: Bool, statuses: Bool = false) {
        guard FileKind(path: root.path) == .directory else { return }
        var rootPath = root.path
        while rootPath.count > 1, rootPath.hasSuffix("/") { rootPath.removeLast() }
        var pending: [(String, String)] = [(rootPath, "")]
        while let (folderPath, prefix) = pending.popLast() {
            guard let entries = Self.entries(of: folderPath, statuses: statuses) else { continue }
            for (name, listedKind, status) in entries where !name.hasPrefix(".") {
                // The kind the folder listing gives, when it gives one, spares an `lstat` per file.
                let path = folderPath == "/" ? "/" + name : folderPath + "/" + name
                let kind = listedKind ?? FileKind(path: path)
                let relative = prefix.isEmpty ? name : prefix + "/" + name
                switch kind {
                case .regularFile:
                    files.append(
                        Entry(
                            relativePath: relative, path: path,
                            status: statuses ? status ?? FileStatus(path: path) : nil))
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
        entries(of: path, limit: limit, statuses: false)?.map(\.name)
    }

    /// The names in the folder at `path`, each with its kind when the file system reports it (`nil` when
    /// it does not, for an `lstat` to find) and, with `statuses`, a regular file's status; `nil` when the
    /// folder cannot be read or has more than `limit`.
    private static func entries(
        of path: String, limit: Int = .max, statuses: Bool
    ) -> [(name: String, kind: FileKind?, status: FileStatus?)]? {
        guard let directory = opendir(path) else { return nil }
        defer { closedir(directory) }
        var entries: [(name: String, kind: FileKind?, status: FileStatus?)] = []
        while let entry = readdir(directory) {
            if entries.count >= limit { return nil }
            var status: FileStatus?
            let name = withUnsafePointer(to: &entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: entry.pointee.d_name)) {
                    if statuses && entry.pointee.d_type == DT_REG {
                        status = FileStatus(name: $0, in: dirfd(directory))
                    }
                    return String(cString: $0)
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
            entries.append((name, kind, status))
        }
        return entries
    }
}
