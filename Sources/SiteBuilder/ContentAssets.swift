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
/// An image (JPEG, PNG, WebP, GIF, ICO) is published without what its camera wrote beside the pixels
/// (``MetadataRemoval``): a phone's photo says where it was taken, to a few metres, and when; an AVIF image, whose
/// metadata is not removed, is not published. An image is read as the format its bytes are, and one whose bytes are
/// not the format its name says (a JPEG named `.gif`) is not published: a browser draws it as what its bytes are, so
/// its metadata would go out with it. `publish_image_metadata: true` in `site.yml` publishes the files as they are.
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

    /// The file published at `path` from `source`: an image (by its extension, ``ImageFormat``) whose bytes are that
    /// format, without its metadata; any other file, or every file when `keepsMetadata`, as it is. An image is read here to know
    /// that its metadata can be removed, and again when it is written (``publishedBytes(of:)``), so no image's
    /// bytes are held from this step to that one.
    /// - Returns: a failure, saying why, for an image that is another format than its name says, or whose metadata
    ///   cannot be removed.
    static func published(path: String, from source: URL, keepsMetadata: Bool) -> Result<OutputFile, ImageProblem> {
        guard !keepsMetadata, ImageFormat(fileExtension: (path as NSString).pathExtension) != nil else {
            return .success(OutputFile(path: path, copying: source))
        }
        return publishedImage(at: source).map { image in
            OutputFile(path: path, copying: source, removingMetadata: image.stripped)
        }
    }

    /// The bytes published of an image whose metadata is removed, read anew.
    static func publishedBytes(of source: URL) -> Result<[UInt8], ImageProblem> {
        publishedImage(at: source).map(\.bytes)
    }

    /// The image at `source` as it is published: read the confined way, refused when its bytes are another format
    /// than its name says, and without its metadata; whether any was removed.
    private static func publishedImage(at source: URL) -> Result<(bytes: [UInt8], stripped: Bool), ImageProblem> {
        switch ConfinedRead.bytes(atPath: source.path, limit: ResizeImages.byteLimit) {
        case .success(let bytes):
            if let problem = ImageFormat.mismatch(bytes, fileExtension: source.pathExtension) {
                return .failure(problem)
            }
            do {
                let stripped = try MetadataRemoval.stripped(bytes)
                return .success((stripped ?? bytes, stripped != nil))
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
