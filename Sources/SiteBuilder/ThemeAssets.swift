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
        guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey])
        else { throw .step(.copyAssets, "the theme has no assets folder at \(root.path)") }
        var files: [(String, [UInt8])] = []
        var renamed: [String: String] = [:]
        let rootPath = root.standardizedFileURL.path
        for case let url as URL in enumerator {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
            let relative = String(url.standardizedFileURL.path.dropFirst(rootPath.count + 1))
            guard !relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) else { continue }
            guard let data = try? Data(contentsOf: url) else {
                throw .step(.copyAssets, "cannot read \(url.path)")
            }
            let bytes = [UInt8](data)
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

    /// `site.css` → `site.3f2a9c1e.css`: the first 8 hex digits of the file's SHA-256.
    static func fingerprinted(_ name: String, _ bytes: [UInt8]) -> String {
        let digest = HexText.lowercase(SHA256.hash(data: bytes).prefix(4))
        guard let dot = name.lastIndex(of: "."), !name[..<dot].hasSuffix("/") else { return name + "." + digest }
        return name[..<dot] + "." + digest + name[dot...]
    }
}
