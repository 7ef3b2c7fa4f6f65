import Foundation

/// One GET request as the enrichment layer makes it: where, with which headers, and how much it may take.
public struct HTTPRequest: Sendable, Hashable {
    /// The absolute URL, query included.
    public var url: URL
    /// Request headers, such as `User-Agent` and `Accept`.
    public var headers: [String: String]
    /// How long the whole exchange may take, redirects included.
    public var timeout: Duration
    /// The largest body accepted, in bytes; a larger one fails as `LookupFailure.tooLarge`.
    public var maximumBytes: Int

    /// Creates a request.
    public init(url: URL, headers: [String: String] = [:], timeout: Duration = .seconds(10), maximumBytes: Int) {
        self.url = url
        self.headers = headers
        self.timeout = timeout
        self.maximumBytes = maximumBytes
    }
}
