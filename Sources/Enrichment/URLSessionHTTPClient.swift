import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The real `HTTPClient`, on Foundation's `URLSession`.
///
/// It follows at most `maximumRedirects` redirects and never one back to a URL already visited, so a loop is
/// reported rather than retried; it streams the body so an oversized answer is cut off at the limit instead of
/// filling memory; and it runs its own deadline so a server that accepts and then stalls cannot hold a build.
public struct URLSessionHTTPClient: HTTPClient {
    /// How many redirects one request may follow.
    public var maximumRedirects: Int

    /// Creates a client.
    public init(maximumRedirects: Int = 5) {
        self.maximumRedirects = maximumRedirects
    }

    /// Performs `request`; see `HTTPClient.get(_:)`.
    public func get(_ request: HTTPRequest) async -> Result<HTTPResponse, LookupFailure> {
        let outcome = await TransferDelegate.perform(
            url: request.url, headers: request.headers, timeout: request.timeout, limit: request.maximumBytes,
            maximumRedirects: maximumRedirects)
        return outcome.flatMap { transfer in
            let status = transfer.response.statusCode
            let headers = Self.headers(of: transfer.response)
            if status == 429 {
                return .failure(.rateLimited(retryAfter: headers["retry-after"].flatMap(Self.retryAfterSeconds)))
            }
            guard (200..<300).contains(status) else {
                return .failure(.http(status: status, reason: HTTPStatus.reason(status)))
            }
            return .success(HTTPResponse(status: status, headers: headers, body: transfer.body))
        }
    }

    static func headers(of response: HTTPURLResponse) -> [String: String] {
        var headers: [String: String] = [:]
        for (name, value) in response.allHeaderFields {
            if let name = name as? String, let value = value as? String { headers[name.lowercased()] = value }
        }
        return headers
    }

    /// `Retry-After` as whole seconds from now: either delay-seconds or an HTTP date (RFC 9110 §10.2.3).
    static func retryAfterSeconds(_ value: String) -> Int? {
        let trimmed = value.trimmingCharacters(in: .whitespaces)
        if let seconds = Int(trimmed), seconds >= 0 { return seconds }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
        guard let date = formatter.date(from: trimmed) else { return nil }
        return max(0, Int(date.timeIntervalSinceNow.rounded(.up)))
    }
}
