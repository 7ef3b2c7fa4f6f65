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
        guard let (real, store) = GenerationStore.of(output), let info = FileSystem.status(real),
            info.st_mode & S_IFMT == S_IFDIR
        else { return nil }
        guard let bytes = try? FileSystem.readFile(store.manifest(of: UInt64(info.st_ino))),
            let manifest = Manifest.decode(bytes)
        else { return nil }
        var found = 0
        let listed = manifest.entries.count - (manifest.entries[OutputMarker.fileName] == nil ? 0 : 1)
        let folder = open(real, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard folder >= 0, holdsOnly(manifest, folder: folder, relative: "", found: &found), found == listed else {
            return nil
        }
        return FileSystem.identity(info)
    }

    /// The live generation's identity as ``asBuiltIdentity(of:)`` gives it, for a build that has just committed.
    public var liveIdentity: UInt64? { FileSystem.status(outputPath).map(FileSystem.identity) }

    /// Whether every entry of the open folder `folder` (which this closes) is a folder holding the same, or a
    /// regular file `manifest` lists unchanged; counts the files into `found`. Entries are looked at from their
    /// folder's descriptor, not by their paths: a large site's output has tens of thousands.
    private static func holdsOnly(_ manifest: Manifest, folder: Int32, relative: String, found: inout Int) -> Bool {
        guard let directory = fdopendir(folder) else {
            close(folder)
            return false
        }
        defer { closedir(directory) }
        let descriptor = dirfd(directory)
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name == "." || name == ".." { continue }
            if relative.isEmpty, name == OutputMarker.fileName { continue }
            let inner = relative.isEmpty ? name : relative + "/" + name
            var info = stat()
            // A folder is opened without a look at it first; a file system that does not say an entry's kind
            // in the listing has it looked at.
            var isFolder = entry.pointee.d_type == UInt8(DT_DIR)
            if !isFolder {
                guard fstatat(descriptor, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { return false }
                isFolder = info.st_mode & S_IFMT == S_IFDIR
            }
            if isFolder {
                let child = openat(descriptor, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
                guard child >= 0, holdsOnly(manifest, folder: child, relative: inner, found: &found) else {
                    return false
                }
                continue
            }
            guard let listed = manifest.entries[inner], listed.matches(info) else { return false }
            found += 1
        }
        return true
    }

    /// The kept file `name` removed, before a build changes the output it describes.
    public static func forgetKeptFile(_ name: String, of output: URL) {
        guard let (_, store) = GenerationStore.of(output) else { return }
        unlink(store.path + "/" + name)
    }
}
