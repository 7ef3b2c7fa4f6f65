import Crypto
import Foundation
import TextEscaping

/// The theme's static files (`assets/` of the built-in theme and the site's theme folder), copied with a content hash in each name so they can
/// be cached forever: `assets/site.3f2a9c1e.css`.
package struct ThemeAssets: Sendable {
    /// Output path of the stylesheet.
    package let stylesheet: String
    /// Output path of the script.
    package let script: String
    /// Output path of the default share image.
    package let shareImage: String
    /// Every file to write: output path and bytes.
    package let files: [(path: String, bytes: [UInt8])]

    /// The theme's files under `assets/`, each name fingerprinted.
    package init(files theme: ThemeFiles) throws(ThemeError) {
        var files: [(String, [UInt8])] = []
        var renamed: [String: String] = [:]
        for (path, file) in theme.files where path.hasPrefix("assets/") {
            let relative = String(path.dropFirst("assets/".count))
            let name = "assets/" + Self.fingerprinted(relative, file.bytes)
            renamed[relative] = name
            files.append((name, file.bytes))
        }
        files.sort { $0.0 < $1.0 }
        func path(_ name: String) throws(ThemeError) -> String {
            guard let path = renamed[name] else { throw ThemeError("the theme has no assets/\(name)") }
            return path
        }
        stylesheet = try path("site.css")
        script = try path("site.js")
        shareImage = try path("share.png")
        self.files = files.map { (path: $0.0, bytes: $0.1) }
    }

    /// `site.css` → `site.3f2a9c1e.css`: the first 8 hex digits of the file's SHA-256.
    package static func fingerprinted(_ name: String, _ bytes: [UInt8]) -> String {
        let digest = HexText.lowercase(SHA256.hash(data: bytes).prefix(4))
        guard let dot = name.lastIndex(of: "."), !name[..<dot].hasSuffix("/") else { return name + "." + digest }
        return name[..<dot] + "." + digest + name[dot...]
    }
}
