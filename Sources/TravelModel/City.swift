/// A city of the gazetteer (15,000 people or more) or of a site's `Content/cities/`.
///
/// Its fields are held once, in a box that every copy shares until one is changed: a city is copied into each
/// recommendation, day, stay and trip that names it, and a large site names its few thousand cities hundreds
/// of thousands of times.
public struct City: Sendable, Hashable, CustomReflectable {
    private struct Fields: Hashable {
        var geonameID: Int
        var name: String
        var alternateNames: [String]
        var countryCode: String
        var region: String
        var coordinate: Coordinate
        var population: Int
        var timeZone: String
    }

    private final class Box: @unchecked Sendable {
        var fields: Fields
        init(_ fields: Fields) { self.fields = fields }
    }

    private var box: Box

    private mutating func update(_ change: (inout Fields) -> Void) {
        if !isKnownUniquelyReferenced(&box) { box = Box(box.fields) }
        change(&box.fields)
    }

    /// The GeoNames identifier; 0 for a city defined only by the site's content.
    public var geonameID: Int {
        get { box.fields.geonameID }
        set { update { $0.geonameID = newValue } }
    }
    /// The usual name: `Lisbon`.
    public var name: String {
        get { box.fields.name }
        set { update { $0.name = newValue } }
    }
    /// Other names, in any script: `Lisboa`, `Lissabon`, `リスボン`.
    public var alternateNames: [String] {
        get { box.fields.alternateNames }
        set { update { $0.alternateNames = newValue } }
    }
    /// The ISO 3166-1 alpha-2 code of the country.
    public var countryCode: String {
        get { box.fields.countryCode }
        set { update { $0.countryCode = newValue } }
    }
    /// The first-level region (state, province) the city is in; empty when unknown.
    public var region: String {
        get { box.fields.region }
        set { update { $0.region = newValue } }
    }
    /// Where the city is.
    public var coordinate: Coordinate {
        get { box.fields.coordinate }
        set { update { $0.coordinate = newValue } }
    }
    /// The population GeoNames records.
    public var population: Int {
        get { box.fields.population }
        set { update { $0.population = newValue } }
    }
    /// The IANA time zone: `Europe/Lisbon`.
    public var timeZone: String {
        get { box.fields.timeZone }
        set { update { $0.timeZone = newValue } }
    }

    /// Creates a city record.
    public init(
        geonameID: Int, name: String, alternateNames: [String] = [], countryCode: String,
        region: String = "", coordinate: Coordinate, population: Int, timeZone: String
    ) {
        box = Box(
            Fields(
                geonameID: geonameID, name: name, alternateNames: alternateNames, countryCode: countryCode,
                region: region, coordinate: coordinate, population: population, timeZone: timeZone))
    }

    /// The fields, as a struct of them would show them.
    public var customMirror: Mirror {
        Mirror(self, children: Mirror(reflecting: box.fields).children, displayStyle: .struct)
    }

    /// Every property compared, unless the two share their fields.
    public static func == (left: City, right: City) -> Bool {
        left.box === right.box || left.box.fields == right.box.fields
    }

    /// Hashes what tells cities apart, not their alternate names: a gazetteer city has up to hundreds, and a
    /// city is hashed wherever it keys a dictionary or a set. Equal cities still hash the same: equality
    /// compares every property.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(geonameID)
        hasher.combine(name)
        hasher.combine(countryCode)
    }
}
