import Foundation
import Markdown

/// A Markdown link to a file of the content folder's `assets/`: `[the route](assets/routes/lisbon.gpx)`. The one
/// rule for which links name such a file, for the build's list of the files each page uses (a file only pages the
/// build leaves out use is not published) and for the link the page writes.
///
/// A relative link names `assets/<rest>` when its path, percent-decoded and past any leading `/`, `./` and `../`,
/// starts with `assets/`: written from the content folder, as an image is (`assets/routes/lisbon.gpx`), from the
/// Markdown file (`../assets/routes/lisbon.gpx`), or from the page (`../../assets/routes/lisbon.gpx`), it is the
/// same file, and the page links to it from wherever the page is. A link with a scheme (`https://…`) or to
/// another host (`//…`) names no file of the site's own.
public struct AssetLink: Sendable, Hashable {
    /// The file's path under the content folder, percent-decoded: `assets/routes/lisbon.gpx`; the same path in the
    /// output.
    public let path: String
    /// What follows the path as written: its query and fragment (`#page=2`), or nothing.
    public let suffix: String

    /// The file `destination` names, or `nil` when it names none under `assets/` (a folder, a path with `..`
    /// inside `assets/`, a link with a scheme, another page).
    public init?(destination: String) {
        guard LinkScheme.of(destination) == nil, !destination.hasPrefix("//"), !destination.contains("\\") else {
            return nil
        }
        let end = destination.firstIndex { $0 == "?" || $0 == "#" } ?? destination.endIndex
        let written = String(destination[..<end])
        let decoded = written.removingPercentEncoding ?? written
        var segments = decoded.split(separator: "/", omittingEmptySubsequences: false)[...]
        while let first = segments.first, first.isEmpty || first == "." || first == ".." { segments.removeFirst() }
        guard segments.first == "assets", segments.count >= 2,
            !segments.contains(where: { $0.isEmpty || $0 == "." || $0 == ".." })
        else { return nil }
        path = segments.joined(separator: "/")
        suffix = String(destination[end...])
    }
}
