/// A city's own page content, from `Content/cities/<slug>.md`: an intro, a photo, and for a place the
/// gazetteer does not know, the city itself.
public struct CityIntro: Sendable, Hashable {
    /// The city the page is about.
    public var city: City
    /// A one-line summary for listings and share cards.
    public var summary: String?
    /// A photo: a path under `assets/` or an http(s) URL.
    public var image: ImageSource?
    /// The intro, in Markdown.
    public var body: MarkdownBody
    /// The file it came from.
    public var sourcePath: String

    /// Creates a city's intro.
    public init(city: City, summary: String? = nil, image: ImageSource? = nil, body: MarkdownBody, sourcePath: String) {
        self.city = city
        self.summary = summary
        self.image = image
        self.body = body
        self.sourcePath = sourcePath
    }
}
