/// The settings of `Content/site.yml`.
public struct SiteSettings: Sendable, Hashable {
    /// The site's title.
    public var title: String
    /// The absolute URL the site is published at, ending in `/`.
    public var baseURL: String?
    /// The BCP 47 language tag of the pages.
    public var language: String
    /// The IANA time zone that decides what "today" is.
    public var timeZone: String
    /// The ISO 4217 code budgets are totalled in.
    public var currency: String
    /// The author, for feeds and meta tags.
    public var author: String?
    /// An email address or URL, sent with online lookups.
    public var contact: String?
    /// Feature words the site adds to the built-in ones.
    public var features: [String]
    /// Whether raw HTML written in Markdown reaches the pages; off by default, so content cannot inject markup.
    public var allowsRawHTML: Bool = false
    /// The `map:` settings: where directions open.
    public var map = MapSettings()
    /// Whether built pages, calendars and routes show trips' private details (``Trip/withoutPrivateDetails``):
    /// `publish_private_details`, off by default; a trip's own setting wins.
    public var publishesPrivateDetails = false
    /// Whether published images keep the metadata their camera wrote (the place a photo was taken, the camera,
    /// the date): `publish_image_metadata`, off by default, so a photo does not publish where it was taken.
    public var publishesImageMetadata = false
    /// The `app:` settings: the manifest, the icons, and reading offline.
    public var app = AppSettings()

    /// Creates settings; the defaults are SPEC's.
    public init(
        title: String, baseURL: String? = nil, language: String = "en", timeZone: String = "UTC",
        currency: String = "EUR", author: String? = nil, contact: String? = nil, features: [String] = []
    ) {
        self.title = title
        self.baseURL = baseURL
        self.language = language
        self.timeZone = timeZone
        self.currency = currency
        self.author = author
        self.contact = contact
        self.features = features
    }

    /// The built-in feature words followed by the site's own.
    public var allFeatures: [String] { Feature.builtIn + features.filter { !Feature.builtIn.contains($0) } }
}
