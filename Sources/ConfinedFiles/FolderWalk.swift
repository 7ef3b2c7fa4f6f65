import Foundation

/// The regular files below a folder, found without following symbolic links, so a link loop or a link to
/// `/` is never walked; links and special files are listed apart, once each, for the caller to report.
public struct FolderWalk: Sendable {
    /// A file found: its path relative to the walked folder, and where it is.
    public struct Entry: Sendable, Hashable {
        /// The path relative to the walked folder, with `/` between components.
        public let relativePath: String
        /// The file.
        public let url: URL
    }

    /// Regular files, sorted by relative path.
    public private(set) var files: [Entry] = []
    /// Symbolic links and special files that were not followed or read, sorted by relative path.
    public private(set) var refused: [(relativePath: String, kind: FileKind)] = []

    /// Walks `root`, into subfolders when `recursive`. Names starting with `.` are skipped, as is a root that
    /// is not a real folder; the caller checks the root itself.
    public init(_ root: URL, recursive: Bool) {
        guard FileKind(path: root.path) == .directory else { return }
        var pending: [(URL, String)] = [(root, "")]
        while let (folder, prefix) = pending.popLast() {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { continue }
            for name in names where !name.hasPrefix(".") {
                let url = folder.appendingPathComponent(name)
                let relative = prefix.isEmpty ? name : prefix + "/" + name
                switch FileKind(path: url.path) {
                case .regularFile: files.append(Entry(relativePath: relative, url: url))
                case .directory: if recursive { pending.append((url, relative)) }
                case .symbolicLink, .special: refused.append((relative, FileKind(path: url.path)))
                case .missing: continue
                }
            }
        }
        files.sort { $0.relativePath < $1.relativePath }
        refused.sort { $0.relativePath < $1.relativePath }
    }
}
