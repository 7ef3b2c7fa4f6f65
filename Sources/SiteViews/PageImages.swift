import ContentLoading
import ImageResizing
import Markdown
import TravelModel

/// The images the site's pages show, as the "resize images" step left them: each image's size and its
/// narrower copies, by the image's path in the output, and how a page shows one.
package struct PageImages: Sendable {
    /// The widths copies are made at: a phone, a tablet or a phone at 2×, a desktop at 2×.
    package static let widths = [480, 960, 1600]

    /// What the build made of one image.
    package enum Entry: Sendable, Hashable, Codable {
        /// Shown, with its size when known (JPEG, PNG and WebP) and its copies, narrowest first.
        case shown(width: Int?, height: Int?, copies: [Copy])
        /// Not an image that can be read: pages leave it out rather than show a broken image.
        case omitted
    }

    /// A narrower copy of an image: its path in the output and its width.
    package struct Copy: Sendable, Hashable, Codable {
        package let path: String
        package let width: Int

        package init(path: String, width: Int) {
            self.path = path
            self.width = width
        }
    }

    package init() {}

    /// `sizes` for an image in a Markdown body: the width of the text column, or of the window on a phone.
    static let bodySizes = "(min-width: 48rem) 46rem, 100vw"

    /// What the build made of each image, by its path in the output.
    package var entries: [String: Entry] = [:]
    /// The first 16 hexadecimal digits of the SHA-256 of each image's bytes, by its path in the output: what a
    /// page's offline list names its version by, the image's own name not changing with its bytes.
    package var hashes: [String: String] = [:]
    /// When and where each photo that says so was taken, from its EXIF, by its path in the output.
    package var metadata: [String: PhotoMetadata] = [:]
    /// Remote images' downloaded copies, by URL: their path in the output.
    package var remote: [String: String] = [:]
    /// The library the images were read with (``ImageResizer/library``); empty when the site has none. Whether
    /// an image is shown at all depends on it, so it is one of every page's inputs.
    package var library = ""

    /// The path in the output of an image named in content: a local asset's own path, or a remote
    /// image's downloaded copy; `nil` for a remote image the build has no copy of, or one that cannot be read.
    package func path(of source: ImageSource) -> String? {
        let path: String?
        switch source {
        case .asset(let asset): path = asset
        case .remote(let url): path = remote[url]
        }
        guard let path, entries[path] != .omitted else { return nil }
        return path
    }

    /// How the page at `context.file` shows the image at `path` in the output (`nil` when there is none).
    func view(ofPath path: String?, alt: String, context: PageContext) -> ImageView? {
        guard let path, entries[path] != .omitted else { return nil }
        guard case .shown(let width, let height, let copies)? = entries[path] else {
            return ImageView(src: context.fileLink(path), srcset: nil, width: nil, height: nil, alt: alt)
        }
        return ImageView(
            src: context.fileLink(path), srcset: srcset(path: path, width: width, copies: copies, context: context),
            width: width, height: height, alt: alt)
    }

    /// How a page shows an image named in content.
    func view(of source: ImageSource?, alt: String, context: PageContext) -> ImageView? {
        source.flatMap(path(of:)).flatMap { view(ofPath: $0, alt: alt, context: context) }
    }

    /// The image for a page's share card: the image itself, or its widest copy when it is wider than
    /// the widest copy made (share cards are shown at most about 1,200 pixels wide).
    func shareImage(of path: String?) -> String? {
        guard let path, entries[path] != .omitted else { return nil }
        if case .shown(let width?, _, let copies)? = entries[path], width > PageImages.widths.last!,
            let widest = copies.last
        {
            return widest.path
        }
        return path
    }

    /// How a Markdown body on the page at `context.file` shows each image: `assets/…` and downloaded
    /// remote images from the site, with their copies; a remote image with no copy left out.
    func markdownImage(context: PageContext) -> @Sendable (String) -> MarkdownImage? {
        let images = self
        return { destination in
            guard let source = ImageSource(markdownDestination: destination) else { return nil }
            guard let view = images.view(of: source, alt: "", context: context) else { return .omitted }
            return .shown(
                src: view.src, srcset: view.srcset, sizes: view.srcset == nil ? nil : Self.bodySizes,
                width: view.width, height: view.height)
        }
    }

    private func srcset(path: String, width: Int?, copies: [Copy], context: PageContext) -> String? {
        guard !copies.isEmpty, let width else { return nil }
        let candidates = copies.map { (context.fileLink($0.path), $0.width) } + [(context.fileLink(path), width)]
        return candidates.map { "\($0.0) \($0.1)w" }.joined(separator: ", ")
    }
}

/// An image as a template shows it: `src`, the narrower copies as a `srcset` (null when there are none),
/// the size in pixels (null when unknown) so the page keeps its place while the image loads, and its
/// text alternative.
package struct ImageView: TemplateFields, Hashable {
    let src: String
    let srcset: String?
    let width: Int?
    let height: Int?
    let alt: String
}
