import Foundation
import TravelModel

/// The coordinate of an address, from Nominatim, for a place that has an address but no location. Never
/// expires: an address that moves is a new address. An address Nominatim cannot find is remembered too, with
/// a warning. At most one request a second, as Nominatim's usage policy asks.
public struct NominatimGeocoder: LookupProvider {
    /// An address in a city of a country.
    public struct Request: Hashable, Sendable {
        /// The street address.
        public var address: String
        /// The city's name, added to the query.
        public var cityName: String
        /// The country's ISO 3166-1 alpha-2 code, so the answer stays in that country.
        public var countryCode: String

        /// Creates a request.
        public init(address: String, cityName: String, countryCode: String) {
            self.address = address
            self.cityName = cityName
            self.countryCode = countryCode
        }

        /// The free-form query: `Rua Augusta 24, Lisbon`.
        var query: String {
            [address, cityName].map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
                .joined(separator: ", ")
        }
    }

    /// OpenStreetMap's terms: ODbL 1.0, credited with this line.
    public static let attribution = Attribution(
        name: "OpenStreetMap contributors", licence: "ODbL 1.0", url: "https://www.openstreetmap.org/copyright",
        text: "Data © OpenStreetMap contributors, ODbL 1.0")
    /// Nominatim's usage policy: at most one request a second.
    static let interval = Duration.seconds(1)

    /// Nominatim, for geocoding.
    public static let service = ProviderService("nominatim", publicURL: "https://nominatim.openstreetmap.org")

    /// Creates the provider.
    public init() {}

    /// Entries live in `geocoding/`.
    public var kind: String { "geocoding" }

    /// `location of "Rua Augusta 24, Lisbon, PT"`.
    public func name(of request: Request) -> String {
        "location of \"\(request.query), \(request.countryCode.uppercased())\""
    }

    /// The address, the city and the country: `rua-augusta-24-lisbon-pt`.
    public func key(for request: Request) -> String {
        CacheKey.make(request.address, request.cityName, request.countryCode.lowercased())
    }

    /// Never.
    public func maxAge(of entry: CacheEntry<Record>, for request: Request, in enricher: Enricher) -> TimeInterval? {
        nil
    }

    /// Searches for the address in its country and keeps the first place, or that there was none.
    public func fetch(_ request: Request, in enricher: Enricher) async -> Result<CacheEntry<Record>, LookupFailure> {
        let base = enricher.settings.baseURLs[Self.service]
        let country = request.countryCode.lowercased()
        let parameters = ["q": request.query, "countrycodes": country, "format": "jsonv2", "limit": "1"]
        // https://nominatim.org/release-docs/latest/api/Search/ — GET /search?q=<free form>&format=jsonv2
        // &limit=1, with countrycodes=<ISO 3166-1 alpha-2> to keep the answer in the right country;
        // the answer is an array of places whose lat and lon are strings.
        guard
            let url = Enricher.url(
                base, path: "/search",
                query: ["q": request.query, "countrycodes": country, "format": "jsonv2", "limit": "1"])
        else { return .failure(.network("invalid URL for \(base)")) }
        return await enricher.fetchJSON(url, as: Answer.self, interval: Self.interval).map { answer in
            let record =
                answer.first.map { Record(found: true, lat: $0.lat, lon: $0.lon, displayName: $0.displayName) }
                ?? Record(found: false)
            return enricher.entry(
                request: Enricher.request(endpoint: "/search", parameters), response: record,
                source: "Nominatim (OpenStreetMap)", attribution: Self.attribution)
        }
    }

    /// OpenStreetMap's, once.
    public func attribution(for request: Request, record: Record) -> Attribution { Self.attribution }

    /// A search that found nothing.
    public func notFound(in record: Record) -> String? { record.found ? nil : "Nominatim found no such place" }

    /// The place's coordinate.
    public func value(
        of entry: CacheEntry<Record>, for request: Request, attribution: Attribution, in enricher: Enricher
    ) async -> Result<Coordinate, LookupFailure> {
        guard let lat = entry.response.lat?.value, let lon = entry.response.lon?.value,
            (-90...90).contains(lat), (-180...180).contains(lon)
        else { return .failure(.malformed("no coordinate")) }
        return .success(Coordinate(latitude: lat, longitude: lon))
    }
}
