/// One recommended place in a city, from `Content/recommendations/**/<slug>.md`.
///
/// A value, held in one shared box until it is changed (copy on write): a site has tens of thousands, and
/// every list, page and view that names one copies a reference rather than its fourteen fields.
public struct Recommendation: Sendable, Hashable, Identifiable, CustomReflectable {
    /// The fields, shared by every copy until one of them changes a field.
    private final class Storage: @unchecked Sendable {
        // Never changed once a second copy can see it: a change goes to a storage of its own first (`update`).
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

        init(
            id: Slug, name: String, city: City, features: [String], address: String?, location: Coordinate?,
            url: String?, price: Price?, hours: String?, phone: PhoneNumber?, tags: [String], image: ImageSource?,
            body: MarkdownBody, sourcePath: String
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

        func copy() -> Storage {
            Storage(
                id: id, name: name, city: city, features: features, address: address, location: location, url: url,
                price: price, hours: hours, phone: phone, tags: tags, image: image, body: body, sourcePath: sourcePath)
        }
    }

    private var storage: Storage

    /// Gives `change` the fields to change, first copied when another value shares them.
    private mutating func update(_ change: (Storage) -> Void) {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
        change(storage)
    }

    /// The slug, from the file name.
    public var id: Slug {
        get { storage.id }
        set { update { $0.id = newValue } }
    }
    /// The place's name.
    public var name: String {
        get { storage.name }
        set { update { $0.name = newValue } }
    }
    /// The city it is in.
    public var city: City {
        get { storage.city }
        set { update { $0.city = newValue } }
    }
    /// What it is good for, each a word of the feature vocabulary.
    public var features: [String] {
        get { storage.features }
        set { update { $0.features = newValue } }
    }
    /// The street address.
    public var address: String? {
        get { storage.address }
        set { update { $0.address = newValue } }
    }
    /// Where it is, when given.
    public var location: Coordinate? {
        get { storage.location }
        set { update { $0.location = newValue } }
    }
    /// Its website, http or https.
    public var url: String? {
        get { storage.url }
        set { update { $0.url = newValue } }
    }
    /// What it costs.
    public var price: Price? {
        get { storage.price }
        set { update { $0.price = newValue } }
    }
    /// Opening hours, as free text.
    public var hours: String? {
        get { storage.hours }
        set { update { $0.hours = newValue } }
    }
    /// A phone number.
    public var phone: PhoneNumber? {
        get { storage.phone }
        set { update { $0.phone = newValue } }
    }
    /// Free words to find it by.
    public var tags: [String] {
        get { storage.tags }
        set { update { $0.tags = newValue } }
    }
    /// A path under `assets/` or an http(s) URL.
    public var image: ImageSource? {
        get { storage.image }
        set { update { $0.image = newValue } }
    }
    /// The notes, in Markdown.
    public var body: MarkdownBody {
        get { storage.body }
        set { update { $0.body = newValue } }
    }
    /// The file it came from, as the user would name it.
    public var sourcePath: String {
        get { storage.sourcePath }
        set { update { $0.sourcePath = newValue } }
    }

    /// Creates a recommendation.
    public init(
        id: Slug, name: String, city: City, features: [String], address: String? = nil,
        location: Coordinate? = nil, url: String? = nil, price: Price? = nil, hours: String? = nil,
        phone: PhoneNumber? = nil, tags: [String] = [], image: ImageSource? = nil, body: MarkdownBody,
        sourcePath: String
    ) {
        storage = Storage(
            id: id, name: name, city: city, features: features, address: address, location: location, url: url,
            price: price, hours: hours, phone: phone, tags: tags, image: image, body: body, sourcePath: sourcePath)
    }

    /// Its fields, as a struct of them would show them (the shared box is not one of them).
    public var customMirror: Mirror {
        Mirror(self, children: Mirror(reflecting: storage).children, displayStyle: .struct)
    }

    public static func == (left: Recommendation, right: Recommendation) -> Bool {
        if left.storage === right.storage { return true }
        let (a, b) = (left.storage, right.storage)
        return a.id == b.id
            && a.name == b.name
            && a.city == b.city
            && a.features == b.features
            && a.address == b.address
            && a.location == b.location
            && a.url == b.url
            && a.price == b.price
            && a.hours == b.hours
            && a.phone == b.phone
            && a.tags == b.tags
            && a.image == b.image
            && a.body == b.body
            && a.sourcePath == b.sourcePath
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(storage.id)
        hasher.combine(storage.name)
        hasher.combine(storage.city)
        hasher.combine(storage.features)
        hasher.combine(storage.address)
        hasher.combine(storage.location)
        hasher.combine(storage.url)
        hasher.combine(storage.price)
        hasher.combine(storage.hours)
        hasher.combine(storage.phone)
        hasher.combine(storage.tags)
        hasher.combine(storage.image)
        hasher.combine(storage.body)
        hasher.combine(storage.sourcePath)
    }
}
