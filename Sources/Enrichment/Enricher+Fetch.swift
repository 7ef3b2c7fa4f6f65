import Foundation

extension Enricher {
    /// GETs `url` within the source's rate limit and usage policy and returns the answer's body.
    ///
    /// - Parameters:
    ///   - interval: the least time between two requests to this host (Nominatim asks for one second).
    ///   - accept: whether a media type is usable; anything else is `wrongContentType`.
    func fetch(
        _ url: URL, interval: Duration = .zero, acceptHeader: String, maximumBytes: Int,
        accept: (String) -> Bool
    ) async -> Result<HTTPResponse, LookupFailure> {
        let host = url.host ?? ""
        if let earlier = await limiter.failure(of: host) { return .failure(earlier) }
        if let wait = await limiter.acquire(host: host, interval: interval) {
            return .failure(.rateLimited(retryAfter: wait))
        }
        let request = HTTPRequest(
            url: url, headers: ["User-Agent": settings.userAgent, "Accept": acceptHeader], timeout: settings.timeout,
            maximumBytes: maximumBytes)
        let answer = await client.get(request)
        await limiter.release(host: host, interval: interval)
        switch answer {
        case .failure(.rateLimited(let retryAfter)):
            // Honour the server: no more requests to it in this build until the time is up.
            await limiter.block(host: host, seconds: retryAfter ?? 60)
            return .failure(.rateLimited(retryAfter: retryAfter))
        case .failure(let failure):
            switch failure {
            case .network, .timeout: await limiter.markUnreachable(host, failure)
            default: break
            }
            return .failure(failure)
        case .success(let response):
            let type = response.mediaType ?? "none"
            guard accept(type) else { return .failure(.wrongContentType(type)) }
            return .success(response)
        }
    }

    /// GETs a JSON document and decodes it with `JSONDecoder`; the answer must be `application/json` (or a
    /// `+json` type) and decode as `Answer`.
    ///
    /// An answer type may throw a `LookupFailure` from `init(from:)` to say exactly what is missing; any
    /// other mismatch names the member where decoding stopped.
    func fetchJSON<Answer: Decodable>(_ url: URL, as type: Answer.Type, interval: Duration = .zero) async
        -> Result<Answer, LookupFailure>
    {
        let response = await fetch(
            url, interval: interval, acceptHeader: "application/json", maximumBytes: Self.maximumJSONBytes,
            accept: { $0 == "application/json" || $0.hasSuffix("+json") })
        return response.flatMap { response in
            do {
                return .success(try JSONDecoder().decode(Answer.self, from: response.body))
            } catch let failure as LookupFailure {
                return .failure(failure)
            } catch DecodingError.dataCorrupted(let context) where context.codingPath.isEmpty {
                return .failure(.malformed("not valid JSON (\(Self.syntaxError(in: response.body, context)))"))
            } catch let error as DecodingError {
                return .failure(.malformed("no \(Self.path(of: error)) in the answer"))
            } catch {
                return .failure(.malformed("\(error)"))
            }
        }
    }

    /// Where the text stops being JSON. `JSONDecoder` only says that it is not, so the strict reader that
    /// keeps byte offsets is asked where.
    private static func syntaxError(in body: Data, _ context: DecodingError.Context) -> String {
        do {
            _ = try JSONParser.parse(body)
            return context.debugDescription
        } catch {
            return error.description
        }
    }

    /// The dotted member path where decoding stopped: `rates.USD`.
    private static func path(of error: DecodingError) -> String {
        let context: DecodingError.Context
        switch error {
        case .typeMismatch(_, let found), .valueNotFound(_, let found), .dataCorrupted(let found): context = found
        case .keyNotFound(let key, let found):
            context = DecodingError.Context(
                codingPath: found.codingPath + [key], debugDescription: found.debugDescription)
        @unknown default: return "expected member"
        }
        return context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
    }

    /// `base` + `path` + the query, every value percent-encoded so any text is safe in it.
    static func url(_ base: String, path: String, query: KeyValuePairs<String, String> = [:]) -> URL? {
        var text = base + path
        if !query.isEmpty {
            text += "?" + query.map { "\($0.key)=\(percentEncoded($0.value))" }.joined(separator: "&")
        }
        return URL(string: text)
    }

    /// Percent-encodes everything but RFC 3986's unreserved characters.
    static func percentEncoded(_ text: String) -> String {
        var allowed = CharacterSet.alphanumerics.intersection(
            CharacterSet(charactersIn: Unicode.Scalar(0)..<Unicode.Scalar(128)))
        allowed.insert(charactersIn: "-._~")
        return text.addingPercentEncoding(withAllowedCharacters: allowed) ?? text
    }

    /// The request as recorded in a cache entry: the endpoint path and its parameters.
    static func request(endpoint: String, _ parameters: [String: String]) -> JSONValue {
        .object(["endpoint": .string(endpoint), "parameters": .object(parameters.mapValues { .string($0) })])
    }
}
