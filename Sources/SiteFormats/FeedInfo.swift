/// What an Atom feed says about itself.
public struct FeedInfo: Sendable, Hashable {
    /// The feed's title, usually the site's.
    public var title: String
    /// The feed's permanent identifier, an absolute URL.
    public var id: String
    /// The feed's own absolute URL.
    public var selfURL: String
    /// The home page of the site the feed belongs to.
    public var siteURL: String
    /// When the feed last changed, as an RFC 3339 date-time: `2027-04-08T12:00:00Z`.
    public var updated: String
    /// The author's name; when absent, the feed's title stands in, as Atom requires an author.
    public var author: String?

    /// Creates the feed's description.
    public init(title: String, id: String, selfURL: String, siteURL: String, updated: String, author: String? = nil) {
        self.title = title
        self.id = id
        self.selfURL = selfURL
        self.siteURL = siteURL
        self.updated = updated
        self.author = author
    }
}
