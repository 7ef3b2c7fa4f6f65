import ConfinedFiles
import Crypto
import Diagnostics
import Foundation

/// The theme's static files (`Templates/assets/`), copied with a content hash in each name so they can
/// be cached forever: `assets/site.3f2a9c1e.css`.
struct ThemeAssets: Sendable {
    /// Output path of the stylesheet.
    let stylesheet: String
    /// Output path of the script.
    let script: String
    /// Output path of the default share image.
    let shareImage: String
    /// Every file to write: output path and bytes.
    let files: [(path: String, bytes: [UInt8])]

    /// Reads every file under `directory/assets`, fingerprinting each name.
    static func load(from directory: URL) throws(BuildFailure) -> ThemeAssets {
        let root = directory.appendingPathComponent("assets")
        guard FileKind(path: root.path) == .directory else {
            throw .step(.copyAssets, "the theme has no assets folder at \(root.path)")
        }
        var files: [(String, [UInt8])] = []
        var renamed: [String: String] = [:]
        // A theme is someone else's: links and special files in it are not followed or read.
        for file in FolderWalk(root, recursive: true).files {
            let relative = file.relativePath
            guard case .success(let bytes) = ConfinedRead.bytes(atPath: file.url.path, limit: maximumFileBytes) else {
                throw .step(.copyAssets, "cannot read \(file.url.path)")
            }
            let name = "assets/" + fingerprinted(relative, bytes)
            renamed[relative] = name
            files.append((name, bytes))
        }
        files.sort { $0.0 < $1.0 }
        func path(_ name: String) throws(BuildFailure) -> String {
            guard let path = renamed[name] else { throw .step(.copyAssets, "the theme has no assets/\(name)") }
            return path
        }
        return ThemeAssets(
            stylesheet: try path("site.css"), script: try path("site.js"), shareImage: try path("share.png"),
            files: files.map { (path: $0.0, bytes: $0.1) })
    }

    /// The largest theme asset read: fonts and images are well under this.
    static let maximumFileBytes = 64 << 20

    /// `site.css` → `site.3f2a9c1e.css`: the first 8 hex digits of the file's SHA-256.
    static func fingerprinted(_ name: String, _ bytes: [UInt8]) -> String {
        let digest = HexText.lowercase(SHA256.hash(data: bytes).prefix(4))
        guard let dot = name.lastIndex(of: "."), !name[..<dot].hasSuffix("/") else { return name + "." + digest }
        return name[..<dot] + "." + digest + name[dot...]
    }
}
