import Foundation

/// What a batch of changed paths means for a rebuild: which recommendation and trip files to decode
/// again, whether anything else of the content changed (`site.yml`, a city page, an asset: everything is
/// decoded again, since every file's decoding depends on them), and whether the lookups of the last
/// build still hold (they do while only recommendations' files or the theme changed).
struct ChangeScope {
    /// Changed recommendation and trip files.
    private(set) var contentFiles: [String] = []
    /// Whether something of the content other than a recommendation or trip file changed.
    private(set) var other = false
    /// Whether a trip file changed.
    private(set) var trips = false
    /// Whether a file of the theme changed.
    private(set) var theme = false

    init(_ paths: [String], content: URL, templates: URL?) {
        let contentRoot = content.standardizedFileURL.path + "/"
        let templatesRoot = templates.map { $0.standardizedFileURL.path + "/" }
        for path in paths {
            let path = URL(fileURLWithPath: path).standardizedFileURL.path
            if let templatesRoot, path.hasPrefix(templatesRoot) || path + "/" == templatesRoot {
                theme = true
                continue
            }
            guard path.hasPrefix(contentRoot), path.hasSuffix(".md") else {
                other = true
                continue
            }
            let relative = path.dropFirst(contentRoot.count)
            if relative.hasPrefix("recommendations/") {
                contentFiles.append(path)
            } else if relative.hasPrefix("trips/") {
                contentFiles.append(path)
                trips = true
            } else {
                other = true
            }
        }
    }

    /// Whether the last build's lookups (weather, rates, places) can be reused: nothing they are made
    /// from changed.
    var keepsLookups: Bool { !other && !trips }

    /// Whether the theme's words and date formats can be reused: neither the theme nor `site.yml` (which
    /// names the language) changed.
    var keepsWords: Bool { !other && !theme }
}
