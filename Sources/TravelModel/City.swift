/// A city of the gazetteer (15,000 people or more) or of a site's `Content/cities/`.
public struct City: Sendable, Hashable {
    /// The GeoNames identifier; 0 for a city defined only by the site's content.
    public var geonameID: Int
    /// The usual name: `Lisbon`.
    public var name: String
    /// Other names, in any script: `Lisboa`, `Lissabon`, `リスボン`.
    public var alternateNames: [String]
    /// The ISO 3166-1 alpha-2 code of the country.
    public var countryCode: String
    /// The first-level region (state, province) the city is in; empty when unknown.
    public var region: String
    /// Where the city is.
    public var coordinate: Coordinate
    /// The population GeoNames records.
    public var population: Int
    /// The IANA time zone: `Europe/Lisbon`.
    public var timeZone: String

    /// Creates a city record.
    public init(
        geonameID: Int, name: String, alternateNames: [String] = [], countryCode: String,
        region: String = "", coordinate: Coordinate, population: Int, timeZone: String
    ) {
        self.geonameID = geonameID
        self.name = name
        self.alternateNames = alternateNames
        self.countryCode = countryCode
        self.region = region
        self.coordinate = coordinate
        self.population = population
        self.timeZone = timeZone
    }

    /// The key of the city's page.
    public var key: CityKey { CityKey(countryCode: countryCode, slug: Slug(fileName: name)) }

    /// Hashes what tells cities apart, not their alternate names: a gazetteer city has up to hundreds, and a
    /// city is hashed wherever it keys a dictionary or a set. Equal cities still hash the same: equality
    /// compares every property.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(geonameID)
        hasher.combine(name)
        hasher.combine(countryCode)
    }
}
