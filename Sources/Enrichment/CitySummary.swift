/// A city's introduction from Wikipedia, with its photo if the page has one.
public struct CitySummary: Sendable, Hashable {
    /// The page title as Wikipedia normalised it.
    public var title: String
    /// The first sentences of the article, plain text.
    public var extract: String
    /// The article's URL, for the "read more" link and the attribution.
    public var pageURL: String
    /// The lead image, the original if there is one, else the thumbnail.
    public var photoURL: String?
    /// The text's licence, to show beside it.
    public var licence: String

    /// Creates a summary.
    public init(title: String, extract: String, pageURL: String, photoURL: String?, licence: String) {
        self.title = title
        self.extract = extract
        self.pageURL = pageURL
        self.photoURL = photoURL
        self.licence = licence
    }
}
