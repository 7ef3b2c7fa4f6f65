import Foundation

/// Checks that a path below a trusted folder stays inside it: no component is a symbolic link, every folder
/// on the way is a real folder, and the last component is a regular file.
///
/// Content, themes and the lookup cache come from strangers (a pull request, a downloaded theme), so a link
/// such as `_cache/images/a.jpg -> /proc/self/environ` must never be read or published.
public enum ConfinedPath {
    /// Why a path below a folder cannot be read.
    public enum Problem: Sendable, Hashable {
        /// The component at this relative path is a symbolic link.
        case symbolicLink(String)
        /// The component at this relative path is a FIFO, socket or device.
        case specialFile(String)
        /// The component at this relative path is a folder where a file was expected, or a file where a
        /// folder was expected.
        case wrongKind(String)
        /// Nothing exists at this relative path.
        case missing(String)

        /// The relative path of the component at fault.
        public var component: String {
            switch self {
            case .symbolicLink(let path), .specialFile(let path), .wrongKind(let path), .missing(let path): path
            }
        }

        /// A clause for a message: `is a symbolic link`.
        public var reason: String {
            switch self {
            case .symbolicLink: "is a symbolic link"
            case .specialFile: "is not a regular file (a device, FIFO or socket)"
            case .wrongKind: "is not a regular file"
            case .missing: "does not exist"
            }
        }
    }

    /// Why the file at `relativePath` below `root` cannot be read safely, or `nil` when every folder on the
    /// way is a real folder and the file is a regular file. `root` itself is trusted as given.
    public static func problem(with relativePath: String, under root: URL) -> Problem? {
        problem(with: relativePath, under: root, lastIsFolder: false)
    }

    /// Why the folder at `relativePath` below `root` cannot be read safely, or `nil` when it and every folder on
    /// the way is a real folder. `root` itself is trusted as given.
    public static func folderProblem(with relativePath: String, under root: URL) -> Problem? {
        problem(with: relativePath, under: root, lastIsFolder: true)
    }

    private static func problem(with relativePath: String, under root: URL, lastIsFolder: Bool) -> Problem? {
        let segments = relativePath.split(separator: "/").map(String.init)
        guard !segments.isEmpty, !segments.contains(where: { $0 == ".." || $0 == "." }) else {
            return .wrongKind(relativePath)
        }
        var url = root
        var walked: [String] = []
        for (index, segment) in segments.enumerated() {
            url.appendPathComponent(segment)
            walked.append(segment)
            let here = walked.joined(separator: "/")
            let last = index == segments.count - 1
            switch FileKind(path: url.path) {
            case .symbolicLink: return .symbolicLink(here)
            case .special: return .specialFile(here)
            case .missing: return .missing(here)
            case .directory where last && !lastIsFolder: return .wrongKind(here)
            case .regularFile where !last || lastIsFolder: return .wrongKind(here)
            case .directory, .regularFile: continue
            }
        }
        return nil
    }
}
