import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Files a build keeps for the next one beside its output, in the generation store (never published): what it
/// would otherwise work out again, such as the search index.
extension OutputFolder {
    /// The bytes of the kept file `name` of the output folder `output`, as the last build that kept it left it;
    /// `nil` when there is none, it is larger than `limit`, or it is not whole: each is stored with its
    /// ``ContentHash``, checked here. Read without the build lock (``keep(_:as:)`` replaces the file whole), so
    /// `check` may read it while a build runs.
    public static func keptFile(_ name: String, of output: URL, limit: Int) -> [UInt8]? {
        guard let (_, store) = GenerationStore.of(output) else { return nil }
        return readKept(store.path + "/" + name, limit: limit)
    }

    /// The bytes of this output's kept file `name`, as ``keptFile(_:of:limit:)`` reads them: for a build that
    /// has prepared the output and keeps the file again when what it holds has changed.
    public func keptFile(_ name: String, limit: Int) -> [UInt8]? {
        Self.readKept(store.path + "/" + name, limit: limit)
    }

    /// The generation store's folder as a number, its device and inode: the folder made on this machine, which
    /// stays from build to build. A kept file whose use must not be decided by the file alone is tied to it: one
    /// copied in from elsewhere (an output folder committed to a repository, say) is not taken as this store's.
    public var storeIdentity: UInt64 {
        FileSystem.status(store.path).map(FileSystem.identity) ?? 0
    }

    private static func readKept(_ path: String, limit: Int) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG, Int(info.st_size) <= limit else {
            return nil
        }
        var bytes = [UInt8](repeating: 0, count: Int(info.st_size))
        var filled = 0
        while filled < bytes.count {
            let count = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + filled, $0.count - filled) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return nil }
            filled += count
        }
        guard bytes.count >= 8 else { return nil }
        let stored = bytes[(bytes.count - 8)...].reversed().reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
        bytes.removeLast(8)
        return ContentHash.of(bytes) == stored ? bytes : nil
    }

    /// Keeps the file `name` for the next build, its bytes handed by `contents` to the function it is given, a
    /// piece at a time: written whole under another name, then renamed, so a reader sees the old file or the
    /// new one. `contents` returns whether it handed every piece. Best effort: a file that cannot be kept, or
    /// was not handed whole, is left out, and the next build works it out again.
    public func keep(as name: String, _ contents: ((UnsafeRawBufferPointer) -> Void) -> Bool) {
        Self.keep(at: store.path + "/" + name, temporary: store.path + "/" + name + ".new", contents)
    }

    private static func keep(
        at path: String, temporary new: String, _ contents: ((UnsafeRawBufferPointer) -> Void) -> Bool
    ) {
        unlink(new)
        var handed = false
        do throws(SystemCallError) {
            // Pieces are gathered into writes of about 64 KB; the hash follows the bytes, so a reader knows them whole.
            _ = try FileSystem.createFile(new) { writeInOrder in
                // The writer is called only while `contents` runs and is never kept; the compiler cannot see that
                // through the two callbacks.
                withoutActuallyEscaping(writeInOrder) { write in
                    var hash = ContentHash.State()
                    var pending: [UInt8] = []
                    pending.reserveCapacity(1 << 16)
                    handed = contents { piece in
                        hash.add(piece)
                        if pending.count + piece.count > 1 << 16 {
                            pending.withUnsafeBytes(write)
                            pending.removeAll(keepingCapacity: true)
                        }
                        if piece.count >= 1 << 16 { write(piece) } else { pending.append(contentsOf: piece) }
                    }
                    pending.withUnsafeBytes(write)
                    withUnsafeBytes(of: hash.finish().littleEndian, write)
                }
            }
        } catch {
            unlink(new)
            return
        }
        if !handed || rename(new, path) != 0 { unlink(new) }
    }
}
