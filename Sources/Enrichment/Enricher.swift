import Diagnostics
import Foundation
import TravelModel

/// Looks things up for pages (places, weather, city summaries, exchange rates, remote images) through the
/// one cache, making a request only when the cache has no fresh answer and the build is not offline.
///
/// Every method returns a `Lookup` and never throws: a failure is a warning naming the lookup, and the
/// caller renders without that part.
public struct Enricher: Sendable {
    /// The settings the enricher was made with.
    public let settings: EnrichmentSettings
    let client: any HTTPClient
    let cache: LookupCache
    let limiter = RateLimiter()

    /// The largest JSON answer accepted; real answers are a few kilobytes.
    static let maximumJSONBytes = 2 << 20
    /// The largest image accepted.
    static let maximumImageBytes = 10 << 20

    /// Creates an enricher over `settings.cacheDirectory`, making requests with `client`.
    public init(settings: EnrichmentSettings, client: any HTTPClient = URLSessionHTTPClient()) {
        self.settings = settings
        self.client = client
        self.cache = LookupCache(directory: settings.cacheDirectory)
    }

    /// One lookup: what it is called in warnings, where its entry lives, and how to fetch and read it.
    struct Plan<Value: Sendable> {
        /// Names the lookup in warnings: `weather for Lisbon on 2027-04-09`.
        var name: String
        var kind: String
        var key: String
        /// How long an entry stays fresh, in seconds; `nil` for never expiring. Given the entry, since a
        /// forecast stored for a day that is now past must be replaced by the observed weather.
        var maxAge: @Sendable (CacheEntry) -> TimeInterval?
        /// Makes the request and keeps the fields used.
        var fetch: @Sendable () async -> Result<CacheEntry, LookupFailure>
        /// Reads the value back from an entry, or says why it cannot.
        var decode: @Sendable (CacheEntry) async -> Result<Value, LookupFailure>
    }

    /// Runs a plan: fresh cache entry, else the network (unless offline), else a stale entry, else a warning.
    func run<Value: Sendable>(_ plan: Plan<Value>) async -> Lookup<Value> {
        var cached: (entry: CacheEntry, value: Value)?
        var corruption: LookupFailure?
        switch await cache.entry(kind: plan.kind, key: plan.key) {
        case .success(let entry?):
            switch await plan.decode(entry) {
            case .success(let value): cached = (entry, value)
            case .failure: corruption = .corruptCache(path: cache.relativePath(kind: plan.kind, key: plan.key))
            }
        case .success(nil):
            break
        case .failure(let failure):
            corruption = failure
        }

        if let cached {
            let age = settings.now.timeIntervalSince(cached.entry.fetched)
            let maxAge = plan.maxAge(cached.entry)
            if maxAge == nil || (!settings.refresh && age < maxAge!) || settings.offline {
                return Lookup(value: cached.value, warning: nil, fromNetwork: false, attribution: cached.entry.licence)
            }
        }
        if settings.offline {
            return failed(plan.name, corruption ?? .offline)
        }

        let fetched = await plan.fetch()
        let outcome: Result<(CacheEntry, Value), LookupFailure>
        switch fetched {
        case .success(let entry):
            switch await plan.decode(entry) {
            case .success(let value): outcome = .success((entry, value))
            case .failure(let failure): outcome = .failure(failure)
            }
        case .failure(let failure):
            outcome = .failure(failure)
        }

        switch outcome {
        case .success(let (entry, value)):
            var notes: [String] = []
            if let corruption { notes.append("\(corruption); it was fetched again") }
            if let problem = await cache.store(entry, kind: plan.kind, key: plan.key) { notes.append(problem) }
            let warning =
                notes.isEmpty ? nil : Diagnostic.warning("\(plan.name): \(notes.joined(separator: "; "))", at: nil)
            return Lookup(value: value, warning: warning, fromNetwork: true, attribution: entry.licence)
        case .failure(let failure):
            if let cached {
                let message =
                    "\(plan.name): \(failure); using the cached answer fetched \(Timestamp.format(cached.entry.fetched))"
                return Lookup(
                    value: cached.value, warning: .warning(message, at: nil), fromNetwork: false,
                    attribution: cached.entry.licence)
            }
            return failed(plan.name, failure)
        }
    }

    private func failed<Value>(_ name: String, _ failure: LookupFailure) -> Lookup<Value> {
        Lookup(value: nil, warning: .warning("\(name): \(failure)", at: nil), fromNetwork: false, attribution: nil)
    }

    /// An entry stamped with the build's time.
    func entry(request: JSONValue, response: JSONValue, source: String, licence: String) -> CacheEntry {
        CacheEntry(request: request, response: response, fetched: settings.now, source: source, licence: licence)
    }

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

    /// GETs a JSON document; the answer must be `application/json` (or a `+json` type) and parse.
    func fetchJSON(_ url: URL, interval: Duration = .zero) async -> Result<JSONValue, LookupFailure> {
        let response = await fetch(
            url, interval: interval, acceptHeader: "application/json", maximumBytes: Self.maximumJSONBytes,
            accept: { $0 == "application/json" || $0.hasSuffix("+json") })
        return response.flatMap { response in
            do {
                return .success(try JSONParser.parse(response.body))
            } catch {
                return .failure(.malformed("not valid JSON (\(error))"))
            }
        }
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

    /// The UTC calendar date of the build, which decides what is past and what is near.
    var today: LocalDate { LocalDateText.utcDate(of: settings.now.timeIntervalSince1970) }
}
