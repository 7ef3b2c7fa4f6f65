import ConfinedFiles
import Diagnostics
import Foundation

/// The files under the content folder's `assets/` that the site publishes: those of a type a browser shows,
/// plays or downloads, never one it runs as a page. A file opened from the site runs on the site's origin
/// (on `*.github.io`, shared by every project site of its owner; under `serve`, the origin of private trips),
/// so an HTML page, an XML document or a script from a pull request must not reach it, whatever `raw_html`
/// says of Markdown. An SVG image is published when ``SVGCheck`` finds nothing in it that runs or loads.
enum ContentAssets {
    /// The types published, by their extension in lower case.
    static let publishedExtensions: Set<String> = [
        // Images
        "jpg", "jpeg", "png", "webp", "gif", "avif", "ico", "svg",
        // Documents and data shown as text
        "pdf", "txt", "csv", "json",
        // Routes, places and calendars
        "gpx", "kml", "kmz", "geojson", "ics",
        // Sound and video
        "mp3", "m4a", "ogg", "oga", "opus", "wav", "mp4", "m4v", "webm", "mov",
        // Fonts and styles
        "woff", "woff2", "ttf", "otf", "css",
        "zip",
    ]

    /// The largest SVG read to be checked.
    static let svgByteLimit = 4 << 20

    /// What the step publishes, and a warning for each file it leaves out.
    struct Selection {
        var files: [OutputFile] = []
        var warnings: [Diagnostic] = []
    }

    /// The files under `assets/` of the content folder to publish, and why each other one is not.
    static func select(in contentDirectory: URL, displayPath: String) -> Selection {
        let root = contentDirectory.appendingPathComponent("assets")
        var selection = Selection()
        for file in FolderWalk(root, recursive: true).files {
            let path = "assets/" + file.relativePath
            if let reason = refusal(of: file) {
                selection.warnings.append(
                    .warning("\(displayPath)/\(path): not published: \(reason)", at: nil))
            } else {
                selection.files.append(OutputFile(path: path, copying: file.url))
            }
        }
        return selection
    }

    /// Why `file` is not published; `nil` when it is.
    static func refusal(of file: FolderWalk.Entry) -> String? {
        let name = String(file.name)
        let fileExtension = name.contains(".") ? (name as NSString).pathExtension.lowercased() : ""
        guard publishedExtensions.contains(fileExtension) else {
            let type = fileExtension.isEmpty ? "a file with no extension" : "a .\(fileExtension) file"
            return
                "\(type) may be run by a browser as a page on the site's origin; assets are images, documents, "
                + "routes, calendars, sound, video and fonts (\(publishedExtensions.sorted().joined(separator: ", ")))"
        }
        guard fileExtension == "svg" else { return nil }
        switch ConfinedRead.bytes(atPath: file.path, limit: svgByteLimit) {
        case .success(let bytes):
            return SVGCheck.problem(in: bytes).map { "the SVG image \($0)" }
        case .failure(.tooLarge):
            return "the SVG image is over \(svgByteLimit >> 20) MiB, the most that is checked"
        case .failure:
            return "the SVG image cannot be read"
        }
    }
}
