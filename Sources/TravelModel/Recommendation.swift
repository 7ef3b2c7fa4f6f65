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

    /// The box the fields are shared in: never changed while a second value holds it (`update`).
    private final class Box: @unchecked Sendable {
        var fields: Fields
        init(_ fields: Fields) { self.fields = fields }
    }

    private var box: Box

    /// Gives `change` the fields to change, first copied into a box of their own when another value shares them.
    private mutating func update(_ change: (inout Fields) -> Void) {
        if !isKnownUniquelyReferenced(&box) { box = Box(box.fields) }
        change(&box.fields)
    }

    /// The slug, from the file name.
    public var id: Slug {
        get { box.fields.id }
        set { update { $0.id = newValue } }
    }
    /// The place's name.
    public var name: String {
        get { box.fields.name }
        set { update { $0.name = newValue } }
    }
    /// The city it is in.
    public var city: City {
        get { box.fields.city }
        set { update { $0.city = newValue } }
    }
    /// What it is good for, each a word of the feature vocabulary.
    public var features: [String] {
        get { box.fields.features }
        set { update { $0.features = newValue } }
    }
    /// The street address.
    public var address: String? {
        get { box.fields.address }
        set { update { $0.address = newValue } }
    }
    /// Where it is, when given.
    public var location: Coordinate? {
        get { box.fields.location }
        set { update { $0.location = newValue } }
    }
    /// Its website, http or https.
    public var url: String? {
        get { box.fields.url }
        set { update { $0.url = newValue } }
    }
    /// What it costs.
    public var price: Price? {
        get { box.fields.price }
        set { update { $0.price = newValue } }
    }
    /// Opening hours, as free text.
    public var hours: String? {
        get { box.fields.hours }
        set { update { $0.hours = newValue } }
    }
    /// A phone number.
    public var phone: PhoneNumber? {
        get { box.fields.phone }
        set { update { $0.phone = newValue } }
    }
    /// Free words to find it by.
    public var tags: [String] {
        get { box.fields.tags }
        set { update { $0.tags = newValue } }
    }
    /// A path under `assets/` or an http(s) URL.
    public var image: ImageSource? {
        get { box.fields.image }
        set { update { $0.image = newValue } }
    }
    /// The notes, in Markdown.
    public var body: MarkdownBody {
        get { box.fields.body }
        set { update { $0.body = newValue } }
    }
    /// The file it came from, as the user would name it.
    public var sourcePath: String {
        get { box.fields.sourcePath }
        set { update { $0.sourcePath = newValue } }
    }

    /// Creates a recommendation.
    public init(
        id: Slug, name: String, city: City, features: [String], address: String? = nil,
        location: Coordinate? = nil, url: String? = nil, price: Price? = nil, hours: String? = nil,
        phone: PhoneNumber? = nil, tags: [String] = [], image: ImageSource? = nil, body: MarkdownBody,
        sourcePath: String
    ) {
        box = Box(
            Fields(
                id: id, name: name, city: city, features: features, address: address, location: location, url: url,
                price: price, hours: hours, phone: phone, tags: tags, image: image, body: body, sourcePath: sourcePath))
    }

    /// Its fields, as a struct of them would show them (the shared box is not one of them).
    public var customMirror: Mirror {
        Mirror(self, children: Mirror(reflecting: box.fields).children, displayStyle: .struct)
    }

    public static func == (left: Recommendation, right: Recommendation) -> Bool {
        left.box === right.box || left.box.fields == right.box.fields
    }

    public func hash(into hasher: inout Hasher) { box.fields.hash(into: &hasher) }
}
