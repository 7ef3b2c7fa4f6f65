import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The POSIX calls the writer needs, where Foundation would do more than asked: follow a symbolic link, or
/// replace a file that should not be there.
enum FileSystem {
    /// What `path` names, without following a final symbolic link.
    static func kind(_ path: String) -> FileKind {
        var info = stat()
        guard lstat(path, &info) == 0 else { return .missing }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: return .directory
        case S_IFREG: return .regularFile
        case S_IFLNK: return .symbolicLink
        default: return .other
        }
    }

    /// The real path of `path`, with every symbolic link resolved, when the whole path exists.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The real path of `path`, which need not exist yet: its longest existing ancestor is resolved and the rest
    /// appended. `nil` when part of it exists but cannot be resolved (a dangling symbolic link, a loop).
    static func resolve(_ path: String) -> String? {
        if let real = realPath(path) { return real }
        guard kind(path) == .missing, path != "/" else { return nil }
        let url = URL(fileURLWithPath: path)
        let leaf = url.lastPathComponent
        guard let parent = resolve(url.deletingLastPathComponent().path) else { return nil }
        return parent == "/" ? "/" + leaf : parent + "/" + leaf
    }

    /// Makes the folders `segments` under the existing folder `base`, one level at a time; existing ones are
    /// fine, which also lets several writers make the same folder at once.
    static func makeDirectories(in base: String, _ segments: some Sequence<Substring>) throws(SystemCallError) {
        var path = base
        for segment in segments {
            path += "/" + segment
            if mkdir(path, 0o755) != 0, errno != EEXIST { throw .current }
        }
    }

    /// Writes `bytes` to a new file at `path`; fails with `EEXIST` when anything is already there.
    static func createFile(_ path: String, bytes: UnsafeRawBufferPointer) throws(SystemCallError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw .current }
        var failure: SystemCallError?
        var offset = 0
        while offset < bytes.count {
            let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                failure = .current
                break
            }
            offset += written
        }
        // close reports late write errors on some file systems (NFS), so its result counts.
        if close(descriptor) != 0, failure == nil { failure = .current }
        if let failure { throw failure }
    }

    /// Writes `text` as UTF-8 to a new file at `path`.
    static func createFile(_ path: String, text: String) throws(SystemCallError) {
        var failure: SystemCallError?
        Array(text.utf8).withUnsafeBytes { buffer in
            do throws(SystemCallError) { try createFile(path, bytes: buffer) } catch { failure = error }
        }
        if let failure { throw failure }
    }

    /// Opens the regular file at `path` for reading, following a symbolic link: the output holds plain files
    /// only, never links. The caller closes the descriptor.
    static func openRegularFile(_ path: String) throws(SystemCallError) -> Int32 {
        let input = open(path, O_RDONLY | O_CLOEXEC)
        guard input >= 0 else { throw .current }
        var info = stat()
        guard fstat(input, &info) == 0 else {
            let failure = SystemCallError.current
            close(input)
            throw failure
        }
        guard info.st_mode & S_IFMT == S_IFREG else {
            close(input)
            throw SystemCallError(code: EISDIR)
        }
        return input
    }

    /// Copies what is left to read from `input` to a new file at `path`; fails with `EEXIST` when anything is
    /// already there.
    static func copy(from input: Int32, to path: String) throws(SystemCallError) {
        let output = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard output >= 0 else { throw .current }
        var failure: SystemCallError?
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 20, alignment: 16)
        defer { buffer.deallocate() }
        copying: while true {
            let count = read(input, buffer.baseAddress, buffer.count)
            if count == 0 { break }
            if count < 0 {
                if errno == EINTR { continue }
                failure = .current
                break
            }
            var offset = 0
            while offset < count {
                let written = write(output, buffer.baseAddress! + offset, count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = .current
                    break copying
                }
                offset += written
            }
        }
        if close(output) != 0, failure == nil { failure = .current }
        if let failure { throw failure }
    }

    /// Deletes the folder `path`, which holds the output marker, deleting the marker last: a deletion cut short
    /// leaves a folder that is still recognisably ours, for the next build to finish.
    static func removeOutputTree(_ path: String) throws {
        let manager = FileManager.default
        for entry in try manager.contentsOfDirectory(atPath: path) where entry != OutputMarker.fileName {
            try manager.removeItem(atPath: path + "/" + entry)
        }
        let marker = path + "/" + OutputMarker.fileName
        if unlink(marker) != 0, errno != ENOENT { throw SystemCallError.current }
        if rmdir(path) != 0 { throw SystemCallError.current }
    }

    /// Whether the process `pid` is still running (or exists under another user).
    static func isRunning(_ pid: Int32) -> Bool {
        kill(pid, 0) == 0 || errno == EPERM
    }
}
