/// One recommended place in a city, from `Content/recommendations/**/<slug>.md`.
public struct Recommendation: Sendable, Hashable, Identifiable {
    /// The slug, from the file name.
    public var id: Slug
    /// The place's name.
    public var name: String
    /// The city it is in.
    public var city: City
    /// What it is good for, each a word of the feature vocabulary.
    public var features: [String]
    /// The street address.
    public var address: String?
    /// Where it is, when given.
    public var location: Coordinate?
    /// Its website, http or https.
    public var url: String?
    /// What it costs.
    public var price: Price?
    /// Opening hours, as free text.
    public var hours: String?
    /// A phone number.
    public var phone: PhoneNumber?
    /// Free words to find it by.
    public var tags: [String]
    /// A path under `assets/` or an http(s) URL.
    public var image: ImageSource?
    /// The notes, in Markdown.
    public var body: MarkdownBody
    /// The file it came from, as the user would name it.
    public var sourcePath: String

    /// Creates a recommendation.
    public init(
        id: Slug, name: String, city: City, features: [String], address: String? = nil,
        location: Coordinate? = nil, url: String? = nil, price: Price? = nil, hours: String? = nil,
        phone: PhoneNumber? = nil, tags: [String] = [], image: ImageSource? = nil, body: MarkdownBody,
        sourcePath: String
    ) {
        self.id = id
        self.name = name
        self.city = city
        self.features = features
        self.address = address
        self.location = location
        self.url = url
        self.price = price
        self.hours = hours
        self.phone = phone
        self.tags = tags
        self.image = image
        self.body = body
        self.sourcePath = sourcePath
    }
}
