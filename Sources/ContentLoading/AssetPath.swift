import ConfinedFiles
import Foundation

/// Checks on images given as paths under the content folder's `assets/`.
enum AssetPath {
    /// Why `path` is not an acceptable asset path, or `nil` if it is: relative, under `assets/`,
    /// with no `..` or empty segment, and naming a file that exists.
    static func problem(with path: String, contentDirectory: URL) -> String? {
        if path.hasPrefix("/") || path.contains("\\") {
            return "must be a path under assets/, such as assets/photos/belem.jpg, or an http(s) URL"
        }
        let segments = path.split(separator: "/", omittingEmptySubsequences: false)
        guard segments.first == "assets", segments.count >= 2 else {
            return "must be a path under assets/, such as assets/photos/belem.jpg, or an http(s) URL"
        }
        if segments.contains(where: { $0 == ".." || $0 == "." || $0.isEmpty }) {
            return "must stay inside assets/: no '..', '.' or empty segments"
        }
        switch ConfinedPath.problem(with: path, under: contentDirectory) {
        case nil: return nil
        case .missing?, .wrongKind?: return "names no file: \(path) does not exist in the content folder"
        case let problem?:
            return "must name a regular file inside the content folder: \(problem.component) \(problem.reason)"
        }
    }
}
