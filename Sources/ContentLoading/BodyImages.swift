import Diagnostics
import Foundation
import Markdown
import TravelModel

/// The images of one Markdown body, checked as image fields are: `![alt](assets/photos/x.jpg)` names a
/// file under the content folder's `assets/`, and `![alt](https://…)` a remote image the build downloads.
/// A local image that names no file is an error at its destination, so a page never shows a broken image.
struct BodyImages {
    /// The images that can be shown, in order, each once.
    private(set) var sources: [ImageSource] = []
    /// Errors for images that name no file, or a path outside `assets/`.
    private(set) var problems: [Diagnostic] = []

    init(links: BodyLinks, contentDirectory: URL) {
        var seen = Set<ImageSource>()
        for link in links.links where link.isImage {
            let location = SourceLocation(
                file: links.path, line: links.firstLine + link.line - 1, column: link.column)
            guard let source = ImageSource(markdownDestination: link.destination) else {
                // Another scheme: the link rule (`ReferenceChecker.checkLinks`) warns and the page omits it.
                continue
            }
            if case .asset(let path) = source,
                let problem = AssetPath.problem(with: path, contentDirectory: contentDirectory)
            {
                problems.append(
                    .error(
                        "the image '\(link.destination)' \(problem)", at: location,
                        length: max(1, link.destination.count),
                        note: "a body image is a path under assets/ of the content folder, or an http(s) URL"))
                continue
            }
            if seen.insert(source).inserted { sources.append(source) }
        }
    }
}

extension ImageSource {
    /// What an image destination of Markdown names: a remote image, a content asset (percent-decoded,
    /// without a query or fragment: `assets/my%20photo.jpg#x` is `assets/my photo.jpg`), or `nil` for
    /// another scheme. The one rule for `check` and for pages.
    public init?(markdownDestination destination: String) {
        switch LinkScheme.of(destination) {
        case "http"?, "https"?:
            guard WebURL.isHTTP(destination) else { return nil }
            self = .remote(WebURL.normalized(destination))
        case nil:
            let path = destination.prefix { $0 != "?" && $0 != "#" }
            self = .asset(path.removingPercentEncoding ?? String(path))
        default:
            return nil
        }
    }
}
