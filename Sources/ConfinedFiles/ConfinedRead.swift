import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a file without following a final symbolic link and without blocking on a FIFO or device, up to a
/// size limit checked before anything is read.
public enum ConfinedRead {
    /// Why a file was not read.
    public enum Failure: Error, Sendable, Hashable {
        /// The path is a symbolic link.
        case symbolicLink
        /// The path is not a regular file: a folder, FIFO, socket or device.
        case notARegularFile
        /// The file is larger than the limit; the file's size.
        case tooLarge(Int)
        /// Nothing is at the path.
        case missing
        /// The file could not be opened or read; the system's error text.
        case unreadable(String)
    }

    /// A regular file of at most the limit it was opened with, open for reading, that the system has been asked
    /// to start reading into its cache: ``bytes(of:limit:)`` reads it without opening it again. Closed when let go.
    public final class OpenedFile: Sendable {
        fileprivate let descriptor: Int32
        fileprivate let size: Int

        fileprivate init(descriptor: Int32, size: Int) {
            self.descriptor = descriptor
            self.size = size
        }

        deinit { close(descriptor) }
    }

    /// Opens the regular file at `path` and asks the system to start reading it into its cache, without waiting
    /// and without reading any of it here, so that its bytes are in memory by the time they are wanted. The same
    /// files are refused as by `bytes(atPath:limit:)` (a symbolic link, a special file, a file of more than
    /// `limit` bytes): `nil`, and nothing is read on their behalf; reading the path then says why.
    public static func opened(atPath path: String, limit: Int) -> OpenedFile? {
        guard case .success(let file) = openRegularFile(atPath: path, limit: limit) else { return nil }
        #if canImport(Glibc)
            posix_fadvise(file.descriptor, 0, off_t(file.size), POSIX_FADV_WILLNEED)
        #endif
        return file
    }

    /// Asks the system to start reading the regular file at `path` into its cache, without waiting and
    /// without reading any of it here: a later `bytes(atPath:limit:)` then finds it in memory rather than
    /// waiting for the disk. The same files are refused as there, so nothing is read on their behalf.
    public static func prefetch(atPath path: String, limit: Int) {
        _ = opened(atPath: path, limit: limit)
    }

    /// The bytes of `file`, as ``bytes(atPath:limit:)`` reads them: never more than `limit`.
    public static func bytes(of file: OpenedFile, limit: Int) -> Result<[UInt8], Failure> {
        contents(of: file.descriptor, size: file.size, limit: limit)
    }

    /// The bytes of the regular file at `path`, refusing a symbolic link, a special file, or a file of more
    /// than `limit` bytes.
    public static func bytes(atPath path: String, limit: Int) -> Result<[UInt8], Failure> {
        openRegularFile(atPath: path, limit: limit).flatMap { bytes(of: $0, limit: limit) }
    }

    /// Opens the file at `path` without following a final link or blocking on a FIFO, and checks that it is a
    /// regular file of at most `limit` bytes; closed again when it is not, or when the result is let go.
    private static func openRegularFile(atPath path: String, limit: Int) -> Result<OpenedFile, Failure> {
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            let code = errno
            if code == ELOOP { return .failure(.symbolicLink) }
            if code == ENOENT { return .failure(.missing) }
            return .failure(.unreadable(String(cString: strerror(code))))
        }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            let reason = String(cString: strerror(errno))
            close(descriptor)
            return .failure(.unreadable(reason))
        }
        let file = OpenedFile(descriptor: descriptor, size: Int(info.st_size))
        guard info.st_mode & S_IFMT == S_IFREG else { return .failure(.notARegularFile) }
        guard file.size <= limit else { return .failure(.tooLarge(file.size)) }
        return .success(file)
    }

    /// The bytes of the open regular file `descriptor`, of `size` bytes when opened, never more than `limit`.
    private static func contents(of descriptor: Int32, size: Int, limit: Int) -> Result<[UInt8], Failure> {
        // Read straight into the array, one byte more than the size to see the end; then, should the file
        // have grown, on to the end in chunks, but never past the limit. A read that stops short at the size
        // the file has is at its end: asking again only to be told so would cost a system call a file.
        var failure: Failure?
        var bytes = [UInt8](unsafeUninitializedCapacity: size + 1) { buffer, count in
            while count < buffer.count {
                let asked = buffer.count - count
                let got = read(descriptor, buffer.baseAddress! + count, asked)
                if got == 0 { return }
                if got < 0 {
                    if errno == EINTR { continue }
                    failure = .unreadable(String(cString: strerror(errno)))
                    return
                }
                count += got
                if got < asked && count == size { return }
            }
        }
        if let failure { return .failure(failure) }
        if bytes.count <= size { return .success(bytes) }
        if bytes.count > limit { return .failure(.tooLarge(bytes.count)) }
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { break }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(.unreadable(String(cString: strerror(errno))))
            }
            bytes += buffer[..<count]
            if bytes.count > limit { return .failure(.tooLarge(bytes.count)) }
        }
        return .success(bytes)
    }
}
