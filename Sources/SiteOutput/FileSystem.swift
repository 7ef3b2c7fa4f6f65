import ConfinedFiles
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
    static func kind(_ path: String) -> FileKind { FileKind(path: path) }

    /// A folder's or file's device and inode as one number, for telling one made on this machine from another.
    static func identity(_ info: stat) -> UInt64 {
        UInt64(truncatingIfNeeded: info.st_dev) &* 0x9E37_79B9_7F4A_7C15 ^ UInt64(info.st_ino)
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

    /// Makes the folders `segments` under the existing folder `base`; existing ones are fine, which also lets
    /// several writers make the same folder at once. Most often only the last levels are missing: the deepest is
    /// made first, and its parent only when it is missing too, so a new folder beside existing ones costs one
    /// call. When something else is in the way, the folders are made one level at a time from the top; with
    /// `replacingFiles`, a file where a folder should be is removed first: the older generation of the output may
    /// hold a file where the new one has a folder.
    static func makeDirectories(
        in base: String, _ segments: ArraySlice<Substring>, replacingFiles: Bool = false
    ) throws(SystemCallError) {
        if madeFromTheDeepest(in: base, segments) { return }
        var path = base
        for segment in segments {
            path += "/" + segment
            guard mkdir(path, 0o755) != 0 else { continue }
            guard errno == EEXIST else { throw .current }
            guard replacingFiles, kind(path) != .directory else { continue }
            if unlink(path) != 0, errno != ENOENT { throw .current }
            if mkdir(path, 0o755) != 0, errno != EEXIST { throw .current }
        }
    }

    /// Whether the folders `segments` under `base` are there once made from the deepest level up; `false` when
    /// something is in the way (a file, a failure), which ``makeDirectories(in:_:replacingFiles:)`` then sees to.
    private static func madeFromTheDeepest(in base: String, _ segments: ArraySlice<Substring>) -> Bool {
        guard !segments.isEmpty else { return true }
        let path = base + "/" + segments.joined(separator: "/")
        if mkdir(path, 0o755) == 0 { return true }
        if errno == ENOENT {
            guard madeFromTheDeepest(in: base, segments.dropLast()) else { return false }
            if mkdir(path, 0o755) == 0 { return true }
        }
        return errno == EEXIST && kind(path) == .directory
    }

    /// Writes `bytes` to a new file at `path`; fails with `EEXIST` when anything is already there. Returns the
    /// new file's `stat`.
    @discardableResult
    static func createFile(_ path: String, bytes: UnsafeRawBufferPointer) throws(SystemCallError) -> stat {
        try createFile(path) { write in write(bytes) }
    }

    /// Creates the file `path` (which must not exist) from the pieces `contents` hands to the function it is
    /// given, in order, and returns its `stat`.
    static func createFile(
        _ path: String, _ contents: ((UnsafeRawBufferPointer) -> Void) -> Void
    ) throws(SystemCallError) -> stat {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw .current }
        var failure: SystemCallError?
        var info = stat()
        contents { bytes in
            var offset = 0
            while failure == nil, offset < bytes.count {
                let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0, errno == EINTR { continue }
                guard written > 0 else {
                    failure = written < 0 ? .current : SystemCallError(code: EIO)
                    break
                }
                offset += written
            }
        }
        if failure == nil, fstat(descriptor, &info) != 0 { failure = .current }
        // close reports late write errors on some file systems (NFS), so its result counts.
        if close(descriptor) != 0, failure == nil { failure = .current }
        if let failure { throw failure }
        return info
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

    /// The size and ``ContentHash`` of what is left to read from `input`.
    static func hash(of input: Int32) throws(SystemCallError) -> (size: UInt64, hash: UInt64) {
        var state = ContentHash.State()
        var size: UInt64 = 0
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 20, alignment: 16)
        defer { buffer.deallocate() }
        while true {
            let count = read(input, buffer.baseAddress, buffer.count)
            if count == 0 { return (size, state.finish()) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .current
            }
            state.add(UnsafeRawBufferPointer(rebasing: buffer[0..<count]))
            size += UInt64(count)
        }
    }

    /// Copies what is left to read from `input` to a new file at `path`; fails with `EEXIST` when anything is
    /// already there. Returns the new file's `stat`.
    @discardableResult
    static func copy(from input: Int32, to path: String) throws(SystemCallError) -> stat {
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
        var info = stat()
        if failure == nil, fstat(output, &info) != 0 { failure = .current }
        if close(output) != 0, failure == nil { failure = .current }
        if let failure { throw failure }
        return info
    }

    /// What `lstat` says of `path`, or `nil` when there is nothing there.
    static func status(_ path: String) -> stat? {
        var info = stat()
        return lstat(path, &info) == 0 ? info : nil
    }

    /// The inode of whatever `path` names, a final symbolic link not followed.
    static func inode(_ path: String) -> UInt64? {
        status(path).map { UInt64($0.st_ino) }
    }

    /// The bytes of the regular file at `path`, a final symbolic link not followed.
    static func readFile(_ path: String) throws(SystemCallError) -> [UInt8] {
        let input = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
        guard input >= 0 else { throw .current }
        defer { close(input) }
        var info = stat()
        guard fstat(input, &info) == 0 else { throw .current }
        guard info.st_mode & S_IFMT == S_IFREG else { throw SystemCallError(code: EISDIR) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
            if count == 0 { return bytes }
            if count < 0 {
                if errno == EINTR { continue }
                throw .current
            }
            bytes.append(contentsOf: chunk[0..<count])
        }
    }

    /// Writes `bytes` to a new file at `path`, removing the file that was there first.
    static func replaceFile(_ path: String, bytes: [UInt8]) throws(SystemCallError) {
        try replaceFile(path) { write in bytes.withUnsafeBytes(write) }
    }

    /// Replaces whatever `path` names with a file of the pieces `contents` hands to the function it is given.
    static func replaceFile(
        _ path: String, _ contents: ((UnsafeRawBufferPointer) -> Void) -> Void
    ) throws(SystemCallError) {
        try remove(path)
        _ = try createFile(path, contents)
    }

    /// Removes whatever `path` names, a whole folder included; nothing there is fine.
    static func remove(_ path: String) throws(SystemCallError) {
        if unlink(path) == 0 || errno == ENOENT { return }
        guard errno == EISDIR || errno == EPERM else { throw .current }
        do { try removeTree(path) } catch let error as SystemCallError { throw error } catch {
            throw SystemCallError(code: EIO)
        }
    }

    /// Removes the folder `path` and everything in it, never following a symbolic link.
    static func removeTree(_ path: String) throws {
        guard kind(path) == .directory else {
            if unlink(path) != 0, errno != ENOENT { throw SystemCallError.current }
            return
        }
        for entry in try FileManager.default.contentsOfDirectory(atPath: path) {
            try removeTree(path + "/" + entry)
        }
        if rmdir(path) != 0, errno != ENOENT { throw SystemCallError.current }
    }

    /// Whether everything under the folder `path` is a folder or a regular file: no symbolic link, device, pipe or
    /// socket, at any depth. Nothing is followed: each folder is opened with `O_NOFOLLOW | O_DIRECTORY` from its
    /// parent's descriptor, and an entry's type is the one the folder lists (or `fstatat` without following).
    static func holdsOnlyFoldersAndFiles(_ path: String) -> Bool {
        let folder = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard folder >= 0 else { return false }
        return holdsOnlyFoldersAndFiles(descriptor: folder)
    }

    /// ``holdsOnlyFoldersAndFiles(_:)`` for the open folder `folder`, which it closes.
    private static func holdsOnlyFoldersAndFiles(descriptor folder: Int32) -> Bool {
        guard let stream = fdopendir(folder) else {
            close(folder)
            return false
        }
        defer { closedir(stream) }
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) {
                String(cString: $0.bindMemory(to: CChar.self).baseAddress!)
            }
            if name == "." || name == ".." { continue }
            var type = Int32(entry.pointee.d_type)
            if type == Int32(DT_UNKNOWN) {
                var info = stat()
                guard fstatat(folder, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { return false }
                switch info.st_mode & S_IFMT {
                case S_IFDIR: type = Int32(DT_DIR)
                case S_IFREG: type = Int32(DT_REG)
                default: return false
                }
            }
            if type == Int32(DT_REG) { continue }
            guard type == Int32(DT_DIR) else { return false }
            let child = openat(folder, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            guard child >= 0, holdsOnlyFoldersAndFiles(descriptor: child) else { return false }
        }
        return true
    }

    /// Whether the process `pid` is still running (or exists under another user).
    static func isRunning(_ pid: Int32) -> Bool {
        kill(pid, 0) == 0 || errno == EPERM
    }
}
