#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a path names, found with `lstat`, so a symbolic link is seen as a link and never followed.
public enum FileKind: Sendable, Hashable {
    /// A plain file.
    case regularFile
    /// A folder.
    case directory
    /// A symbolic link, whatever it points at.
    case symbolicLink
    /// A FIFO, socket or device: never read, as reading may block or never end.
    case special
    /// Nothing there, or a path that cannot be examined.
    case missing

    /// The kind of what `path` names, not following a final symbolic link.
    public init(path: String) {
        var info = stat()
        guard lstat(path, &info) == 0 else {
            self = .missing
            return
        }
        self.init(mode: info.st_mode)
    }

    /// The kind a `stat`'s `st_mode` gives.
    init(mode: mode_t) {
        switch mode & S_IFMT {
        case S_IFREG: self = .regularFile
        case S_IFDIR: self = .directory
        case S_IFLNK: self = .symbolicLink
        default: self = .special
        }
    }
}
