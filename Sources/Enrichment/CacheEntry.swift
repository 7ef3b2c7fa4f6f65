import Foundation

/// One cached lookup as it is stored: what was asked, the parts of the answer that are used, when, and from whom.
///
/// Stored as `<cache>/<kind>/<key>.json` with sorted keys, so the file changes only when the answer does.
public struct CacheEntry<Record: CacheRecord>: Sendable {
    /// The request: the endpoint path and its parameters (never the host, so a test or mirror host leaves
    /// committed files unchanged).
    public var request: JSONValue
    /// The fields of the answer that the site uses.
    public var response: Record
    /// When the answer was fetched.
    public var fetched: Date
    /// The name of the source, such as `Open-Meteo forecast API`.
    public var source: String
    /// The source's licence or attribution text, to show next to the data.
    public var licence: String

    /// Creates an entry.
    public init(request: JSONValue, response: Record, fetched: Date, source: String, licence: String) {
        self.request = request
        self.response = response
        self.fetched = fetched
        self.source = source
        self.licence = licence
    }

    /// The entry as a JSON document.
    public var json: JSONValue {
        .object([
            "request": request,
            "response": response.json,
            "fetched": .string(Timestamp.format(fetched)),
            "source": .string(source),
            "licence": .string(licence),
        ])
    }
}

extension CacheEntry: Decodable {
    private enum CodingKeys: String, CodingKey {
        case request, response, fetched, source, licence
    }

    /// Reads an entry back; fails if a member is missing or has the wrong type.
    public init(from decoder: any Decoder) throws {
        let fields = try Fields(from: decoder)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            request: try container.decode(JSONValue.self, forKey: .request), response: fields.response,
            fetched: fields.fetched, source: fields.source, licence: fields.licence)
    }

    /// The members of an entry but its request, which any JSON value is: the cache reads the request from the
    /// document it has already parsed.
    struct Fields: Decodable {
        let response: Record
        let fetched: Date
        let source: String
        let licence: String

        /// Fails if a member is missing or has the wrong type.
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            let fetchedText = try container.decode(String.self, forKey: .fetched)
            guard let fetched = Timestamp.parse(fetchedText) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .fetched, in: container, debugDescription: "not a timestamp: \(fetchedText)")
            }
            self.fetched = fetched
            response = try container.decode(Record.self, forKey: .response)
            source = try container.decode(String.self, forKey: .source)
            licence = try container.decode(String.self, forKey: .licence)
        }
    }
}
