/// One page of a sitemap.
public struct SitemapURL: Sendable, Hashable {
    /// The page's absolute URL.
    public var loc: String
    /// The date the page last changed, `YYYY-MM-DD`, when known.
    public var lastmod: String?

    /// Creates a sitemap entry.
    public init(loc: String, lastmod: String? = nil) {
        self.loc = loc
        self.lastmod = lastmod
    }
}
