/// One recommended place in a city, from `Content/recommendations/**/<slug>.md`.
///
/// A value, held in one shared box until it is changed (copy on write): a site has tens of thousands, and
/// every list, page and view that names one copies a reference rather than its fourteen fields.
public struct Recommendation: Sendable, Hashable, Identifiable, CustomReflectable {
    /// The fields, compared and hashed as a struct of them would be.
    private struct Fields: Hashable {
        var id: Slug
        var name: String
        var city: City
        var features: [String]
        var address: String?
        var location: Coordinate?
        var url: String?
        var price: Price?
        var hours: String?
        var phone: PhoneNumber?
        var tags: [String]
        var image: ImageSource?
        var body: MarkdownBody
        var sourcePath: String
    }

    /// The fields, shared by copies until one is changed.
    private var shared: SharedFields<Fields>

    /// The slug, from the file name.
    public var id: Slug {
        get { shared.fields.id }
        set { shared.update { $0.id = newValue } }
    }
    /// The place's name.
    public var name: String {
        get { shared.fields.name }
        set { shared.update { $0.name = newValue } }
    }
    /// The city it is in.
    public var city: City {
        get { shared.fields.city }
        set { shared.update { $0.city = newValue } }
    }
    /// What it is good for, each a word of the feature vocabulary.
    public var features: [String] {
        get { shared.fields.features }
        set { shared.update { $0.features = newValue } }
    }
    /// The street address.
    public var address: String? {
        get { shared.fields.address }
        set { shared.update { $0.address = newValue } }
    }
    /// Where it is, when given.
    public var location: Coordinate? {
        get { shared.fields.location }
        set { shared.update { $0.location = newValue } }
    }
    /// Its website, http or https.
    public var url: String? {
        get { shared.fields.url }
        set { shared.update { $0.url = newValue } }
    }
    /// What it costs.
    public var price: Price? {
        get { shared.fields.price }
        set { shared.update { $0.price = newValue } }
    }
    /// Opening hours, as free text.
    public var hours: String? {
        get { shared.fields.hours }
        set { shared.update { $0.hours = newValue } }
    }
    /// A phone number.
    public var phone: PhoneNumber? {
        get { shared.fields.phone }
        set { shared.update { $0.phone = newValue } }
    }
    /// Free words to find it by.
    public var tags: [String] {
        get { shared.fields.tags }
        set { shared.update { $0.tags = newValue } }
    }
    /// A path under `assets/` or an http(s) URL.
    public var image: ImageSource? {
        get { shared.fields.image }
        set { shared.update { $0.image = newValue } }
    }
    /// The notes, in Markdown.
    public var body: MarkdownBody {
        get { shared.fields.body }
        set { shared.update { $0.body = newValue } }
    }
    /// The file it came from, as the user would name it.
    public var sourcePath: String {
        get { shared.fields.sourcePath }
        set { shared.update { $0.sourcePath = newValue } }
    }

    /// Creates a recommendation.
    public init(
        id: Slug, name: String, city: City, features: [String], address: String? = nil,
        location: Coordinate? = nil, url: String? = nil, price: Price? = nil, hours: String? = nil,
        phone: PhoneNumber? = nil, tags: [String] = [], image: ImageSource? = nil, body: MarkdownBody,
        sourcePath: String
    ) {
        shared = SharedFields(
            Fields(
                id: id, name: name, city: city, features: features, address: address, location: location, url: url,
                price: price, hours: hours, phone: phone, tags: tags, image: image, body: body, sourcePath: sourcePath))
    }

    /// Its fields, as a struct of them would show them (the shared box is not one of them).
    public var customMirror: Mirror {
        Mirror(self, children: Mirror(reflecting: shared.fields).children, displayStyle: .struct)
    }

    public static func == (left: Recommendation, right: Recommendation) -> Bool {
        left.shared == right.shared
    }

    public func hash(into hasher: inout Hasher) { shared.fields.hash(into: &hasher) }
}
