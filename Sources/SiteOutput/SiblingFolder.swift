/// The folders a build makes beside the output folder (same parent, so a rename moves them in one step).
///
/// Their names start with the output's name, the kind and the builder's process id, so that a later build can
/// tell its own leftovers from anything else, and a live build's folder from a dead one's.
enum SiblingFolder {
    /// Where a build writes before the commit; after an exchange, where the previous output waits to be deleted.
    case staging
    /// Where the previous output goes when the kernel cannot exchange two folders.
    case previous

    /// The start of every such folder's name for the output folder named `leaf`.
    func prefix(for leaf: String) -> String {
        switch self {
        case .staging: return ".\(leaf).itineshary-staging-"
        case .previous: return ".\(leaf).itineshary-previous-"
        }
    }

    /// A fresh name for the process `pid`, made unique by `token`.
    func name(for leaf: String, pid: Int32, token: String) -> String {
        "\(prefix(for: leaf))\(pid)-\(token)"
    }

    /// The process id in `entry`, when `entry` is a name this kind of folder gets for `leaf`.
    func ownerPID(of entry: String, leaf: String) -> Int32? {
        let prefix = prefix(for: leaf)
        guard entry.hasPrefix(prefix) else { return nil }
        let rest = entry.dropFirst(prefix.count)
        guard let dash = rest.firstIndex(of: "-") else { return nil }
        return Int32(rest[..<dash])
    }
}
