import Foundation

/// What a folder holds, for comparing a folder before and after a build byte for byte.
enum FolderTree {
    /// Every path under `folder`, relative to it, with the file's bytes; a folder's path ends in `/` and has no
    /// bytes, a symbolic link's ends in ` ->` and has its target.
    static func snapshot(_ folder: URL) throws -> [String: Data] {
        var tree: [String: Data] = [:]
        let manager = FileManager.default
        for relative in try manager.subpathsOfDirectory(atPath: folder.path) {
            let path = folder.path + "/" + relative
            // The type of the entry itself: a link is recorded with its target, not followed.
            let type = try manager.attributesOfItem(atPath: path)[.type] as? FileAttributeType
            if type == .typeDirectory {
                tree[relative + "/"] = Data()
            } else if type == .typeSymbolicLink {
                tree[relative + " ->"] = Data(try manager.destinationOfSymbolicLink(atPath: path).utf8)
            } else {
                tree[relative] = try Data(contentsOf: URL(fileURLWithPath: path))
            }
        }
        return tree
    }

    /// The names in `folder`, sorted.
    static func names(in folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    }

    /// The bytes of `text`, to compare with a snapshot entry.
    static func bytes(_ text: String) -> Data { Data(text.utf8) }
}
