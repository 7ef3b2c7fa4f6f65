import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes a new file below a trusted folder without following a symbolic link on the way: each folder of the
/// path is opened inside the one before it (`openat` with `O_NOFOLLOW | O_DIRECTORY`), made there when missing
/// (`mkdirat`), and the file is made in the last with `O_CREAT | O_EXCL | O_NOFOLLOW`.
///
/// The folders a command writes into may come from a stranger (a cloned pull request, a downloaded site): a
/// link such as `Content/trips -> ~/.config/autostart` must never have a file written through it. Each
/// component is opened relative to the open folder above it, so a folder swapped for a link between two steps
/// is refused too, not followed. The root itself is trusted as given: it is the folder the command was named.
public enum ConfinedWrite {
    /// What a write did.
    public enum Outcome: Sendable, Hashable {
        /// The file was made with the bytes given.
        case created
        /// A regular file or a folder was already at the path; it was left as it was.
        case alreadyThere
    }

    /// Why nothing was written.
    public enum Failure: Error, Sendable, Hashable {
        /// The component at this relative path is a symbolic link, whatever it points at: nothing is written
        /// through it.
        case symbolicLink(String)
        /// The component at this relative path is a file, or a FIFO, socket or device, where a folder is needed.
        case notAFolder(String)
        /// The root, a folder of the path or the file could not be opened, made or written: the relative path
        /// (empty for the root) and the system's error text.
        case unwritable(String, reason: String)

        /// The relative path of the component at fault; empty for the root.
        public var component: String {
            switch self {
            case .symbolicLink(let path), .notAFolder(let path), .unwritable(let path, _): path
            }
        }

        /// One line for the user, the component named by `shown` (its path as the command shows paths):
        /// never what a link points at, as a CI log is public.
        public func message(shown: String) -> String {
            switch self {
            case .symbolicLink:
                "\(shown) is a symbolic link; itineshary does not write through links, so nothing was written there"
            case .notAFolder: "\(shown) is not a folder; nothing was written there"
            case .unwritable(_, let reason): "cannot write \(shown): \(reason)"
            }
        }
    }

    /// Makes the file at `relativePath` below `root` with `contents`, and the folders on the way that are
    /// missing, only when nothing is at the path: the check and the creation are one step (`O_EXCL`), so a
    /// file made meanwhile is not replaced. A symbolic link at any component, the file's own name included,
    /// is refused and nothing is written through it.
    /// - Parameters:
    ///   - relativePath: components separated by `/`, none of them `.` or `..`.
    ///   - root: an existing folder, opened as given (a link named on the command line is followed).
    /// - Returns: ``Outcome/alreadyThere`` when a regular file or a folder was at the path.
    public static func create(_ relativePath: String, under root: URL, contents: [UInt8]) throws(Failure)
        -> Outcome
    {
        let segments = relativePath.split(separator: "/").map(String.init)
        precondition(
            !segments.isEmpty && !segments.contains { $0 == "." || $0 == ".." }, "a path inside the folder")
        var folder = open(root.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard folder >= 0 else { throw .unwritable("", reason: Self.reason(errno)) }
        defer { close(folder) }
        for index in segments.indices.dropLast() {
            let here = segments[...index].joined(separator: "/")
            let next = try openFolder(segments[index], in: folder, shown: here)
            close(folder)
            folder = next
        }
        return try createFile(segments[segments.count - 1], in: folder, contents: contents, shown: relativePath)
    }

    /// The folder `name` inside the open folder `folder`, made when missing, opened without following a link.
    private static func openFolder(_ name: String, in folder: Int32, shown: String) throws(Failure) -> Int32 {
        let flags = O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC
        var opened = openat(folder, name, flags)
        if opened < 0 && errno == ENOENT {
            // Made by someone else meanwhile is as good: it is opened, and checked, below.
            if mkdirat(folder, name, 0o755) != 0 && errno != EEXIST {
                throw .unwritable(shown, reason: Self.reason(errno))
            }
            opened = openat(folder, name, flags)
        }
        guard opened >= 0 else { throw failure(errno, name, in: folder, shown: shown) }
        return opened
    }

    /// Makes the file `name` inside the open folder `folder`, unless something is there.
    private static func createFile(
        _ name: String, in folder: Int32, contents: [UInt8], shown: String
    ) throws(Failure) -> Outcome {
        let descriptor = openat(folder, name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            let code = errno
            if code == EEXIST {
                switch kind(of: name, in: folder) {
                case .symbolicLink: throw .symbolicLink(shown)
                case .regularFile, .directory: return .alreadyThere
                case .special: throw .unwritable(shown, reason: "a FIFO, socket or device is there")
                case .missing: break
                }
            }
            throw failure(code, name, in: folder, shown: shown)
        }
        defer { close(descriptor) }
        var offset = 0
        while offset < contents.count {
            let count = contents.withUnsafeBytes { write(descriptor, $0.baseAddress! + offset, $0.count - offset) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else {
                let reason = count < 0 ? Self.reason(errno) : "nothing more could be written"
                // Not left half written, to be kept as the user's own file by the next run.
                unlinkat(folder, name, 0)
                throw .unwritable(shown, reason: reason)
            }
            offset += count
        }
        return .created
    }

    /// The failure for `name` in `folder` that could not be opened with the error `code`: a link or a file where
    /// a folder is needed by what is there, not by the code, which differs between systems.
    private static func failure(_ code: Int32, _ name: String, in folder: Int32, shown: String) -> Failure {
        switch kind(of: name, in: folder) {
        case .symbolicLink: .symbolicLink(shown)
        case .regularFile, .special: .notAFolder(shown)
        case .directory, .missing: .unwritable(shown, reason: Self.reason(code))
        }
    }

    /// What `name` in the open folder `folder` is, a link not followed.
    private static func kind(of name: String, in folder: Int32) -> FileKind {
        var info = stat()
        guard fstatat(folder, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { return .missing }
        return FileKind(mode: info.st_mode)
    }

    private static func reason(_ code: Int32) -> String { String(cString: strerror(code)) }
}
