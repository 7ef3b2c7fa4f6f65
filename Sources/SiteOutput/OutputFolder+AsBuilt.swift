import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Whether an output folder is still what the build that made it left, so a build whose inputs have not changed
/// since may leave it as it is (``SiteBuilder`` keeps the record of those inputs as a kept file).
extension OutputFolder {
    /// The live generation's identity (its folder's device and inode, as ``storeIdentity`` numbers the store) when
    /// the folder holds exactly the files its manifest lists, each with the inode, size and time it was written
    /// with, and nothing else but folders and the marker; `nil` otherwise, or when it has no manifest. Read without
    /// the build lock: a build under way has not swapped its generation in yet, and when it does the identity
    /// changes.
    public static func asBuiltIdentity(of output: URL) -> UInt64? {
        guard let real = FileSystem.resolve(output.path), let info = FileSystem.status(real),
            info.st_mode & S_IFMT == S_IFDIR
        else { return nil }
        let url = URL(fileURLWithPath: real)
        let store = GenerationStore(parent: url.deletingLastPathComponent().path, leaf: url.lastPathComponent)
        guard let bytes = try? FileSystem.readFile(store.manifest(of: UInt64(info.st_ino))),
            let manifest = Manifest.decode(bytes)
        else { return nil }
        var found = 0
        let listed = manifest.entries.count - (manifest.entries[OutputMarker.fileName] == nil ? 0 : 1)
        guard holdsOnly(manifest, in: real, relative: "", found: &found), found == listed else {
            return nil
        }
        return identity(info)
    }

    /// The live generation's identity as ``asBuiltIdentity(of:)`` gives it, for a build that has just committed.
    public var liveIdentity: UInt64? { FileSystem.status(outputPath).map(Self.identity) }

    private static func identity(_ info: stat) -> UInt64 {
        UInt64(truncatingIfNeeded: info.st_dev) &* 0x9E37_79B9_7F4A_7C15 ^ UInt64(info.st_ino)
    }

    /// Whether every entry of `folder` is a folder holding the same, or a regular file `manifest` lists unchanged;
    /// counts the files into `found`.
    private static func holdsOnly(_ manifest: Manifest, in folder: String, relative: String, found: inout Int) -> Bool {
        guard let directory = opendir(folder) else { return false }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name == "." || name == ".." { continue }
            if relative.isEmpty, name == OutputMarker.fileName { continue }
            let path = folder + "/" + name
            let inner = relative.isEmpty ? name : relative + "/" + name
            var info = stat()
            guard lstat(path, &info) == 0 else { return false }
            switch info.st_mode & S_IFMT {
            case S_IFDIR:
                guard holdsOnly(manifest, in: path, relative: inner, found: &found) else { return false }
            case S_IFREG:
                guard let entry = manifest.entries[inner], entry.matches(info) else { return false }
                found += 1
            default:
                return false
            }
        }
        return true
    }

    /// The kept file `name` removed, before a build changes the output it describes.
    public static func forgetKeptFile(_ name: String, of output: URL) {
        guard let real = FileSystem.resolve(output.path) else { return }
        let url = URL(fileURLWithPath: real)
        let store = GenerationStore(parent: url.deletingLastPathComponent().path, leaf: url.lastPathComponent)
        unlink(store.path + "/" + name)
    }
}
