/// The fields of an answer that a provider keeps in its cache entries (the entry's `response` member).
///
/// Read back with `JSONDecoder`; written through `json`, since the cache's byte-stable writer (sorted
/// keys, two spaces, numbers as written) is `JSONValue.formatted()`, not `JSONEncoder`.
public protocol CacheRecord: Decodable, Sendable {
    /// The record as it is written into the cache file.
    var json: JSONValue { get }
}
