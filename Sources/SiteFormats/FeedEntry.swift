/// One entry of an Atom feed: a trip, a city or a recommendation.
public struct FeedEntry: Sendable, Hashable {
    /// The entry's title.
    public var title: String
    /// The entry's permanent identifier, an absolute URL or a `tag:` URI.
    public var id: String
    /// The absolute URL of the page the entry announces.
    public var url: String
    /// When the entry last changed, as an RFC 3339 date-time.
    public var updated: String
    /// When the entry first appeared, as an RFC 3339 date-time.
    public var published: String?
    /// A plain-text summary.
    public var summary: String
    /// The full content as HTML, escaped into the feed as `type="html"`.
    public var contentHTML: String?

    /// Creates a feed entry.
    public init(
        title: String, id: String, url: String, updated: String, published: String? = nil, summary: String,
        contentHTML: String? = nil
    ) {
        self.title = title
        self.id = id
        self.url = url
        self.updated = updated
        self.published = published
        self.summary = summary
        self.contentHTML = contentHTML
    }
}
