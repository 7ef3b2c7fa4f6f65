import ConfinedFiles
import Diagnostics
import Foundation
import ImageResizing

/// The files under the content folder's `assets/` that the site publishes: those of a type a browser shows,
/// plays or downloads, never one it runs as a page, and not those only content the build leaves out uses
/// (``WithheldFiles``). A file opened from the site runs on the site's origin
/// (on `*.github.io`, shared by every project site of its owner; under `serve`, the origin of private trips),
/// so an HTML page, an XML document or a script from a pull request must not reach it, whatever `raw_html`
/// says of Markdown. An SVG image is published when ``SVGCheck`` finds nothing in it that runs or loads.
///
/// A JPEG, PNG or WebP is published without what its camera wrote beside the pixels (``MetadataRemoval``): a
/// phone's photo says where it was taken, to a few metres, and when. `publish_image_metadata: true` in `site.yml`
/// publishes the files as they are.
enum ContentAssets {
    /// The types whose metadata is removed, by their extension in lower case.
    static let strippedExtensions: Set<String> = ["jpg", "jpeg", "png", "webp"]

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

    /// The files under `assets/` of the content folder to publish, and why each other one is not; images without
    /// their metadata unless `keepsMetadata`. A file in `withheld` is left out without a word: only content the
    /// build leaves out uses it.
    static func select(
        in contentDirectory: URL, displayPath: String, keepsMetadata: Bool = false, withheld: WithheldFiles = .none
    ) -> Selection {
        let root = contentDirectory.appendingPathComponent("assets")
        var selection = Selection()
        for file in FolderWalk(root, recursive: true).files {
            let path = "assets/" + file.relativePath
            guard !withheld.contains(path) else { continue }
            if let reason = refusal(of: file) {
                selection.warnings.append(
                    .warning("\(displayPath)/\(path): not published: \(reason)", at: nil))
                continue
            }
            switch published(path: path, from: file.url, keepsMetadata: keepsMetadata) {
            case .success(let output): selection.files.append(output)
            case .failure(let problem):
                selection.warnings.append(.warning("\(displayPath)/\(path): not published: \(problem)", at: nil))
            }
        }
        return selection
    }

    /// The file published at `path` from `source`: a JPEG, PNG or WebP without its metadata, unless `keepsMetadata`;
    /// any other file as it is. An image is read here to know that its metadata can be removed, and again when it is
    /// written (``publishedBytes(of:)``), so no image's bytes are held from this step to that one.
    /// - Returns: a failure, saying why, for an image whose metadata cannot be removed.
    static func published(path: String, from source: URL, keepsMetadata: Bool) -> Result<OutputFile, ImageProblem> {
        guard !keepsMetadata, strippedExtensions.contains((path as NSString).pathExtension.lowercased()) else {
            return .success(OutputFile(path: path, copying: source))
        }
        return strippedBytes(of: source).map { stripped in
            OutputFile(path: path, copying: source, removingMetadata: stripped != nil)
        }
    }

    /// The bytes published of an image whose metadata is removed, read anew.
    static func publishedBytes(of source: URL) -> Result<[UInt8], ImageProblem> {
        switch ConfinedRead.bytes(atPath: source.path, limit: ResizeImages.byteLimit) {
        case .success(let bytes):
            do {
                return .success(try MetadataRemoval.stripped(bytes) ?? bytes)
            } catch {
                return .failure(error)
            }
        case .failure(.tooLarge(let size)):
            return .failure(
                .unreadable(
                    "the file is \(size) bytes, over the limit of \(ResizeImages.byteLimit >> 20) MiB for an image whose metadata is removed"
                ))
        case .failure:
            return .failure(.unreadable("the file cannot be read"))
        }
    }

    /// The image at `source` without its metadata, or `nil` when it has none.
    private static func strippedBytes(of source: URL) -> Result<[UInt8]?, ImageProblem> {
        switch ConfinedRead.bytes(atPath: source.path, limit: ResizeImages.byteLimit) {
        case .success(let bytes):
            do {
                return .success(try MetadataRemoval.stripped(bytes))
            } catch {
                return .failure(error)
            }
        case .failure:
            return publishedBytes(of: source).map { _ in nil }
        }
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
