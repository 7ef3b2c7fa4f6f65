/// A country of ISO 3166-1, as the gazetteer knows it.
public struct Country: Sendable, Hashable {
    /// The ISO 3166-1 alpha-2 code, upper-case: `PT`, `NO`.
    public var code: String
    /// The ISO 3166-1 alpha-3 code: `PRT`.
    public var alpha3: String
    /// The short English name: `Portugal`.
    public var name: String
    /// Other English names the country is known by (official and common names).
    public var alternateNames: [String]
    /// The ISO 4217 code of the currency in use: `EUR`; empty where none is recorded.
    public var currencyCode: String
    /// The capital city's name; empty where none is recorded.
    public var capital: String
    /// The continent code: AF, AN, AS, EU, NA, OC or SA.
    public var continent: String

    /// Creates a country record.
    public init(
        code: String, alpha3: String, name: String, alternateNames: [String] = [],
        currencyCode: String, capital: String, continent: String
    ) {
        self.code = code
        self.alpha3 = alpha3
        self.name = name
        self.alternateNames = alternateNames
        self.currencyCode = currencyCode
        self.capital = capital
        self.continent = continent
    }
}
