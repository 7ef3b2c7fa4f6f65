/// Why a lookup has no fresh answer. Its description completes a warning that names the lookup:
/// `weather for Lisbon on 2027-04-09: the server answered 503 Service Unavailable`.
public enum LookupFailure: Error, Sendable, Hashable, CustomStringConvertible {
    /// The server did not answer in time.
    case timeout
    /// The server answered with an error status.
    case http(status: Int, reason: String)
    /// The server answered 429 Too Many Requests; `retryAfter` is its `Retry-After` in seconds, if it gave one.
    case rateLimited(retryAfter: Int?)
    /// The body is not what the source documents: not JSON, or a field missing.
    case malformed(String)
    /// The connection closed before the body announced by `Content-Length` arrived.
    case truncated
    /// The body has a media type the lookup cannot use.
    case wrongContentType(String)
    /// Redirects went round in a circle or went on too long.
    case redirectLoop
    /// The body is larger than the limit, in bytes.
    case tooLarge(limit: Int)
    /// The connection failed: no route, refused, DNS, TLS.
    case network(String)
    /// A cache file could not be read as a cache entry; the path is relative to the cache folder.
    case corruptCache(path: String)
    /// A cache file reads as an entry, but a value in it cannot be used (a temperature of 1e300 °C); the path is
    /// relative to the cache folder.
    case unusableCache(path: String, reason: String)
    /// Offline mode forbids the request and the cache has no answer.
    case offline

    /// The end of a warning sentence, in plain words.
    public var description: String {
        switch self {
        case .timeout:
            return "the server did not answer in time"
        case .http(let status, let reason):
            return "the server answered \(status) \(reason)"
        case .rateLimited(let retryAfter?):
            return "the server answered 429 Too Many Requests; retry after \(retryAfter) s"
        case .rateLimited(nil):
            return "the server answered 429 Too Many Requests"
        case .malformed(let detail):
            return "the answer is malformed: \(detail)"
        case .truncated:
            return "the answer was cut off before its end"
        case .wrongContentType(let type):
            return "the answer has the unexpected content type \(type)"
        case .redirectLoop:
            return "the server redirected in a loop"
        case .tooLarge(let limit):
            return "the answer is larger than \(Self.size(limit))"
        case .network(let detail):
            return "the request failed: \(detail)"
        case .corruptCache(let path):
            return "the cache file \(path) is corrupt"
        case .unusableCache(let path, let reason):
            return "the cache file \(path) is corrupt: \(reason)"
        case .offline:
            return "not in the cache, and offline mode makes no requests"
        }
    }

    static func size(_ bytes: Int) -> String {
        if bytes >= 1 << 20, bytes % (1 << 20) == 0 { return "\(bytes >> 20) MiB" }
        if bytes >= 1 << 10, bytes % (1 << 10) == 0 { return "\(bytes >> 10) KiB" }
        return "\(bytes) bytes"
    }
}
