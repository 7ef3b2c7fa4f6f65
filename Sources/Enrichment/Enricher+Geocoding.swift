import Foundation
import TravelModel

extension Enricher {
    static let nominatimLicence = "Data © OpenStreetMap contributors, ODbL 1.0"
    /// Nominatim's usage policy: at most one request a second.
    static let nominatimInterval = Duration.seconds(1)

    /// The coordinate of an address, for a place that has an address but no location. Never expires: an
    /// address that moves is a new address. An address Nominatim cannot find is remembered too, with a warning.
    public func geocode(address: String, cityName: String, countryCode: String) async -> Lookup<Coordinate> {
        let country = countryCode.lowercased()
        let query = [address, cityName].map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            .joined(separator: ", ")
        let name = "location of \"\(query), \(countryCode.uppercased())\""
        let base = settings.baseURLs.nominatim
        let parameters = ["q": query, "countrycodes": country, "format": "jsonv2", "limit": "1"]
        let plan = Plan<Coordinate?>(
            name: name, kind: "geocoding", key: CacheKey.make(address, cityName, country),
            maxAge: { _ in nil },
            fetch: { [self] in
                // https://nominatim.org/release-docs/latest/api/Search/ — GET /search?q=<free form>&format=jsonv2
                // &limit=1, with countrycodes=<ISO 3166-1 alpha-2> to keep the answer in the right country;
                // the answer is an array of places whose lat and lon are strings.
                guard
                    let url = Self.url(
                        base, path: "/search",
                        query: ["q": query, "countrycodes": country, "format": "jsonv2", "limit": "1"])
                else { return .failure(.network("invalid URL for \(base)")) }
                return await fetchJSON(url, interval: Self.nominatimInterval).flatMap { json in
                    guard let places = json.arrayValue else { return .failure(.malformed("not an array of places")) }
                    var response: [String: JSONValue] = ["found": .bool(false)]
                    if let place = places.first {
                        guard let lat = place["lat"], let lon = place["lon"], Self.degrees(lat) != nil,
                            Self.degrees(lon) != nil
                        else { return .failure(.malformed("no lat and lon in the first place")) }
                        response = ["found": .bool(true), "lat": lat, "lon": lon]
                        if let display = place["display_name"] { response["display_name"] = display }
                    }
                    return .success(
                        entry(
                            request: Self.request(endpoint: "/search", parameters), response: .object(response),
                            source: "Nominatim (OpenStreetMap)", licence: Self.nominatimLicence))
                }
            },
            decode: { entry in
                guard case .bool(let found)? = entry.response["found"] else {
                    return .failure(.malformed("no found flag"))
                }
                guard found else { return .success(nil) }
                guard let lat = entry.response["lat"].flatMap(Self.degrees),
                    let lon = entry.response["lon"].flatMap(Self.degrees),
                    (-90...90).contains(lat), (-180...180).contains(lon)
                else { return .failure(.malformed("no coordinate")) }
                return .success(Coordinate(latitude: lat, longitude: lon))
            })
        let found = await run(plan)
        guard let value = found.value else {
            return Lookup(value: nil, warning: found.warning, fromNetwork: found.fromNetwork, attribution: nil)
        }
        guard let coordinate = value else {
            var message = "\(name): Nominatim found no such place"
            if let warning = found.warning { message = warning.message + "; Nominatim found no such place" }
            return Lookup(
                value: nil, warning: .warning(message, at: nil), fromNetwork: found.fromNetwork,
                attribution: found.attribution)
        }
        return Lookup(
            value: coordinate, warning: found.warning, fromNetwork: found.fromNetwork, attribution: found.attribution)
    }

    /// Degrees from Nominatim's string (`"38.7105"`) or, leniently, a number.
    static func degrees(_ value: JSONValue) -> Double? {
        switch value {
        case .string(let text): return Double(text)
        case .number(let token): return Double(token)
        default: return nil
        }
    }
}
