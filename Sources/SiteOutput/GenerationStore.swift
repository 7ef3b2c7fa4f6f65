import Foundation

/// The folder beside the output folder where a build keeps what is not published: the generation of the output
/// before the live one, which the next build brings up to date and swaps in; each generation's manifest; and the
/// lock that keeps two builds from writing one output at once. For the output `site`, it is `.site.itineshary`.
///
/// It sits on the same file system as the output, so one `rename` moves a generation between the two.
struct GenerationStore: Sendable {
    /// The store's own path.
    let path: String

    /// The store of the output folder named `leaf` in the folder `parent`.
    init(parent: String, leaf: String) {
        path = parent + "/" + Self.name(for: leaf)
    }

    /// The output folder `output`, its symbolic links resolved, and its store; `nil` when it does not exist.
    static func of(_ output: URL) -> (output: String, store: GenerationStore)? {
        guard let real = FileSystem.resolve(output.path) else { return nil }
        let url = URL(fileURLWithPath: real)
        return (real, GenerationStore(parent: url.deletingLastPathComponent().path, leaf: url.lastPathComponent))
    }

    /// The store's name for the output folder named `leaf`.
    static func name(for leaf: String) -> String { ".\(leaf).itineshary" }

    /// The older generation: where the build writes until the swap.
    var previous: String { path + "/previous" }
    /// Where the live generation waits between the two renames of a swap without `renameat2`.
    var aside: String { path + "/aside" }
    /// The file a build holds locked while it writes.
    var lock: String { path + "/lock" }

    /// The manifest of the generation folder whose inode is `inode`.
    func manifest(of inode: UInt64) -> String { path + "/" + Self.manifestPrefix + String(inode) }
    /// The same manifest while a build is changing its generation: its entries may no longer hold, and files
    /// it does not list may have been added.
    func partialManifest(of inode: UInt64) -> String { manifest(of: inode) + ".partial" }
    /// The manifest being written, renamed into place when complete.
    func newManifest(of inode: UInt64) -> String { manifest(of: inode) + ".new" }

    static let manifestPrefix = "manifest-"
}
