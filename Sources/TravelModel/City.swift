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
        /// The key of the city's page, made again whenever the name or the country code is set: pages ask for it
        /// thousands of times, and a name that is not ASCII is slugged a character at a time.
        var key: CityKey

        static func key(name: String, countryCode: String) -> CityKey {
            CityKey(countryCode: countryCode, slug: Slug(fileName: name))
        }
    }

    private var shared: SharedFields<Fields>

    /// The GeoNames identifier; 0 for a city defined only by the site's content.
    public var geonameID: Int {
        get { shared.fields.geonameID }
        set { shared.update { $0.geonameID = newValue } }
    }
    /// The usual name: `Lisbon`.
    public var name: String {
        get { shared.fields.name }
        set {
            shared.update {
                $0.name = newValue
                $0.key = Fields.key(name: newValue, countryCode: $0.countryCode)
            }
        }
    }
    /// Other names, in any script: `Lisboa`, `Lissabon`, `リスボン`.
    public var alternateNames: [String] {
        get { shared.fields.alternateNames }
        set { shared.update { $0.alternateNames = newValue } }
    }
    /// The ISO 3166-1 alpha-2 code of the country.
    public var countryCode: String {
        get { shared.fields.countryCode }
        set {
            shared.update {
                $0.countryCode = newValue
                $0.key = Fields.key(name: $0.name, countryCode: newValue)
            }
        }
    }
    /// The first-level region (state, province) the city is in; empty when unknown.
    public var region: String {
        get { shared.fields.region }
        set { shared.update { $0.region = newValue } }
    }
    /// Where the city is.
    public var coordinate: Coordinate {
        get { shared.fields.coordinate }
        set { shared.update { $0.coordinate = newValue } }
    }
    /// The population GeoNames records.
    public var population: Int {
        get { shared.fields.population }
        set { shared.update { $0.population = newValue } }
    }
    /// The IANA time zone: `Europe/Lisbon`.
    public var timeZone: String {
        get { shared.fields.timeZone }
        set { shared.update { $0.timeZone = newValue } }
    }

    /// Creates a city record.
    public init(
        geonameID: Int, name: String, alternateNames: [String] = [], countryCode: String,
        region: String = "", coordinate: Coordinate, population: Int, timeZone: String
    ) {
        shared = SharedFields(
            Fields(
                geonameID: geonameID, name: name, alternateNames: alternateNames, countryCode: countryCode,
                region: region, coordinate: coordinate, population: population, timeZone: timeZone,
                key: Fields.key(name: name, countryCode: countryCode)))
    }

    /// The key of the city's page.
    public var key: CityKey { shared.fields.key }

    /// The fields, as a struct of them would show them.
    public var customMirror: Mirror {
        // The key is made from the other fields: not one of its own.
        Mirror(
            self, children: Mirror(reflecting: shared.fields).children.filter { $0.label != "key" },
            displayStyle: .struct)
    }

    /// Every property compared, unless the two share their fields.
    public static func == (left: City, right: City) -> Bool {
        left.shared == right.shared
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
