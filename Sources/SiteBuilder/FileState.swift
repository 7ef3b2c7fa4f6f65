import Foundation
import SiteOutput

/// A file as it was when the build looked at it: its path, device, inode, size and modification time. A file
/// with the same state is taken to hold the same bytes, so what was made from it can be used again: an image's
/// copies (`serve` rebuilds on every edit) and a page made from content files (``PageInputs``).
struct FileState: Sendable, Hashable {
    let path: String
    let device: UInt64
    let inode: UInt64
    let size: Int64
    let modified: Int64
    let modifiedNanoseconds: Int64

    /// The state of `file`, a final symbolic link not followed; `nil` when nothing is there.
    init?(_ file: URL) { self.init(path: file.path) }

    /// The state of the file at `path`, a final symbolic link not followed; `nil` when nothing is there.
    init?(path: String) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        self.path = path
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
        size = Int64(info.st_size)
        modified = Int64(info.st_mtim.tv_sec)
        modifiedNanoseconds = Int64(info.st_mtim.tv_nsec)
    }

    /// The state as one number that is the same in every process (not Swift's seeded `Hasher`), for digests
    /// kept from one build to the next. The path is left out: the caller names the file.
    var digest: UInt64 {
        var digest = ContentHash.State()
        for value in [
            device, inode, UInt64(bitPattern: size), UInt64(bitPattern: modified),
            UInt64(bitPattern: modifiedNanoseconds),
        ] {
            digest.add(value)
        }
        return digest.finish()
    }
}
