/// A city as content refers to it, once resolved against the gazetteer or the site's own cities.
public struct CityReference: Sendable, Hashable {
    /// The city.
    public var city: City
    /// The ISO 3166-1 alpha-2 code of its country.
    public var countryCode: String { city.countryCode }

    /// Wraps a resolved city.
    public init(city: City) {
        self.city = city
    }
}
