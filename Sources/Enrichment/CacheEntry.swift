import Foundation

/// One cached lookup as it is stored: what was asked, the parts of the answer that are used, when, and from whom.
///
/// Stored as `<cache>/<kind>/<key>.json` with sorted keys, so the file changes only when the answer does.
public struct CacheEntry: Sendable, Hashable {
    /// The request: the endpoint path and its parameters (never the host, so a test or mirror host leaves
    /// committed files unchanged).
    public var request: JSONValue
    /// The fields of the answer that the site uses.
    public var response: JSONValue
    /// When the answer was fetched.
    public var fetched: Date
    /// The name of the source, such as `Open-Meteo forecast API`.
    public var source: String
    /// The source's licence or attribution text, to show next to the data.
    public var licence: String

    /// Creates an entry.
    public init(request: JSONValue, response: JSONValue, fetched: Date, source: String, licence: String) {
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
            "response": response,
            "fetched": .string(Timestamp.format(fetched)),
            "source": .string(source),
            "licence": .string(licence),
        ])
    }

    /// Reads an entry back; `nil` if a member is missing or has the wrong type.
    public init?(json: JSONValue) {
        guard let request = json["request"], let response = json["response"],
            let fetchedText = json["fetched"]?.stringValue, let fetched = Timestamp.parse(fetchedText),
            let source = json["source"]?.stringValue, let licence = json["licence"]?.stringValue
        else { return nil }
        self.init(request: request, response: response, fetched: fetched, source: source, licence: licence)
    }
}
