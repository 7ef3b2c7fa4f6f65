/// An airport that has an IATA code.
public struct Airport: Sendable, Hashable {
    /// The three-letter IATA code: `LIS`.
    public var iata: String
    /// The four-letter ICAO code: `LPPT`; empty when none is recorded.
    public var icao: String
    /// The airport's name: `Humberto Delgado Airport`.
    public var name: String
    /// The city the airport serves: `Lisbon`.
    public var city: String
    /// The ISO 3166-1 alpha-2 code of the country.
    public var countryCode: String
    /// Where the airport is.
    public var coordinate: Coordinate
    /// The IANA time zone of the airport: `Europe/Lisbon`.
    public var timeZone: String

    /// Creates an airport record.
    public init(
        iata: String, icao: String, name: String, city: String, countryCode: String,
        coordinate: Coordinate, timeZone: String
    ) {
        self.iata = iata
        self.icao = icao
        self.name = name
        self.city = city
        self.countryCode = countryCode
        self.coordinate = coordinate
        self.timeZone = timeZone
    }
}
