import ConfinedFiles
import Foundation
import SiteOutput

/// A file as it was when the build looked at it: its path, device, inode, size and modification time. A file
/// with the same state is taken to hold the same bytes, so what was made from it can be used again: an image's
/// copies (`serve` rebuilds on every edit) and a page made from content files (``PageInputs``).
struct FileState: Sendable, Hashable {
    let path: String
    let status: FolderWalk.FileStatus

    /// The state of `file`, a final symbolic link not followed; `nil` when nothing is there.
    init?(_ file: URL) { self.init(path: file.path) }

    /// The state of the file at `path`, a final symbolic link not followed; `nil` when nothing is there.
    init?(path: String) {
        guard let status = FolderWalk.FileStatus(path: path) else { return nil }
        self.init(path: path, status: status)
    }

    /// The state of the file at `path` whose `lstat` a folder walk took.
    init(path: String, status: FolderWalk.FileStatus) {
        self.path = path
        self.status = status
    }

    /// The state as one number that is the same in every process (not Swift's seeded `Hasher`), for digests
    /// kept from one build to the next. The path is left out: the caller names the file.
    var digest: UInt64 {
        var digest = ContentHash.State()
        for value in [
            status.device, status.inode, UInt64(bitPattern: status.size), UInt64(bitPattern: status.modified),
            UInt64(bitPattern: status.modifiedNanoseconds),
        ] {
            digest.add(value)
        }
        return digest.finish()
    }
}
