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
    /// Who to credit for the text and on what terms, as the cache entry records it.
    public var attribution: Attribution

    /// The text's licence, to show beside it: the attribution's credit line.
    public var licence: String { attribution.text }

    /// Creates a summary.
    public init(title: String, extract: String, pageURL: String, photoURL: String?, attribution: Attribution) {
        self.title = title
        self.extract = extract
        self.pageURL = pageURL
        self.photoURL = photoURL
        self.attribution = attribution
    }

    /// Creates a summary credited with `licence`: Wikipedia's attribution when it is Wikipedia's credit line.
    public init(title: String, extract: String, pageURL: String, photoURL: String?, licence: String) {
        self.init(
            title: title, extract: extract, pageURL: pageURL, photoURL: photoURL,
            attribution: .recorded(
                source: "Wikipedia", licence: licence, known: WikipediaSummaries.attribution(page: pageURL)))
    }
}
