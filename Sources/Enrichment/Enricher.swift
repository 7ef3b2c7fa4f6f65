import Diagnostics
import Foundation
import TravelModel

/// Looks things up for pages (places, weather, city summaries, exchange rates, remote images) through the
/// one cache, making a request only when the cache has no fresh answer and the build is not offline.
///
/// Every lookup returns a `Lookup` and never throws: a failure is a warning naming the lookup, and the
/// caller renders without that part. Each source is a `LookupProvider`; `lookUp(_:with:)` runs one request
/// and `lookUp(_:with:)` on an array runs many concurrently.
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

    /// Looks up one request: fresh cache entry, else the network (unless offline), else a stale entry, else a
    /// warning.
    ///
    /// - Parameters:
    ///   - request: what to look up.
    ///   - provider: the source that answers it.
    public func lookUp<Provider: LookupProvider>(_ request: Provider.Request, with provider: Provider) async
        -> Lookup<Provider.Value>
    {
        await lookUp(request, with: provider, key: nil, listing: nil)
    }

    /// Looks up one request whose cache key may be known already; an entry that `listing` lacks is missing
    /// without reading the cache.
    func lookUp<Provider: LookupProvider>(
        _ request: Provider.Request, with provider: Provider, key knownKey: String?, listing: CacheListing?
    ) async -> Lookup<Provider.Value> {
        let name = provider.name(of: request)
        switch provider.shortcut(for: request) {
        case .value(let value)?: return Lookup(value: value, warning: nil, fromNetwork: false, source: nil)
        case .invalid(let reason)?: return failed(name, reason)
        case nil: break
        }
        let kind = provider.kind
        let key = knownKey ?? provider.key(for: request)

        var cached: (entry: CacheEntry<Provider.Record>, answer: Answer<Provider.Value>)?
        var corruption: LookupFailure?
        let found: Result<CacheEntry<Provider.Record>?, LookupFailure> =
            if let listing, listing.lacks(key: key) {
                .success(nil)
            } else {
                cache.entry(kind: kind, key: key, as: Provider.Record.self)
            }
        switch found {
        case .success(let entry?):
            switch await answer(of: entry, for: request, with: provider) {
            case .success(let answer): cached = (entry, answer)
            case .failure(.malformed(let reason)):
                corruption = .unusableCache(path: cache.relativePath(kind: kind, key: key), reason: reason)
            case .failure: corruption = .corruptCache(path: cache.relativePath(kind: kind, key: key))
            }
        case .success(nil):
            break
        case .failure(let failure):
            corruption = failure
        }

        if let cached {
            let age = settings.now.timeIntervalSince(cached.entry.fetched)
            let maxAge = provider.maxAge(of: cached.entry, for: request, in: self)
            if maxAge == nil || (!settings.refresh && age < maxAge!) || settings.offline {
                return cached.answer.lookup(name: name, warning: nil, fromNetwork: false)
            }
        }
        if settings.offline {
            guard let corruption else { return notInCacheOffline(name) }
            return failed(name, "\(corruption)")
        }

        let outcome: Result<(CacheEntry<Provider.Record>, Answer<Provider.Value>), LookupFailure>
        switch await provider.fetch(request, in: self) {
        case .success(let entry):
            outcome = await answer(of: entry, for: request, with: provider).map { (entry, $0) }
        case .failure(let failure):
            outcome = .failure(failure)
        }

        switch outcome {
        case .success(let (entry, answer)):
            var notes: [String] = []
            if let corruption { notes.append("\(corruption); it was fetched again") }
            if let problem = await cache.store(entry.json, kind: kind, key: key) { notes.append(problem) }
            let warning = notes.isEmpty ? nil : Diagnostic.warning("\(name): \(notes.joined(separator: "; "))", at: nil)
            return answer.lookup(name: name, warning: warning, fromNetwork: true)
        case .failure(let failure):
            if let cached {
                let message =
                    "\(name): \(failure); using the cached answer fetched \(Timestamp.format(cached.entry.fetched))"
                return cached.answer.lookup(name: name, warning: .warning(message, at: nil), fromNetwork: false)
            }
            return failed(name, "\(failure)")
        }
    }

    /// What an entry holds for a request: a value, or a remembered "not found", with the entry's attribution.
    private func answer<Provider: LookupProvider>(
        of entry: CacheEntry<Provider.Record>, for request: Provider.Request, with provider: Provider
    ) async -> Result<Answer<Provider.Value>, LookupFailure> {
        let attribution = provider.attribution(of: entry, for: request)
        if let reason = provider.notFound(in: entry.response) {
            return .success(Answer(value: nil, notFound: reason, source: attribution))
        }
        return await provider.value(of: entry, for: request, attribution: attribution, in: self).map {
            Answer(value: $0, notFound: nil, source: attribution)
        }
    }

    /// The lookup of a request that has no entry in the cache, in an offline build.
    func notInCacheOffline<Value>(_ name: String) -> Lookup<Value> {
        failed(name, "\(LookupFailure.offline)")
    }

    private func failed<Value>(_ name: String, _ reason: String) -> Lookup<Value> {
        Lookup(value: nil, warning: .warning("\(name): \(reason)", at: nil), fromNetwork: false, source: nil)
    }

    /// An entry stamped with the build's time, recording the provider's attribution as its licence.
    func entry<Record: CacheRecord>(
        request: JSONValue, response: Record, source: String, attribution: Attribution
    ) -> CacheEntry<Record> {
        CacheEntry(
            request: request, response: response, fetched: settings.now, source: source, licence: attribution.text)
    }

    /// The UTC calendar date of the build, which decides what is past and what is near.
    var today: LocalDate { LocalDateText.utcDate(of: settings.now.timeIntervalSince1970) }
}

/// What a valid cache entry holds: a value, or the reason it holds none.
private struct Answer<Value: Sendable> {
    var value: Value?
    var notFound: String?
    var source: Attribution

    /// The lookup's result; a "not found" is a warning, after any other the lookup had.
    func lookup(name: String, warning: Diagnostic?, fromNetwork: Bool) -> Lookup<Value> {
        guard let notFound else {
            return Lookup(value: value, warning: warning, fromNetwork: fromNetwork, source: source)
        }
        let message = warning.map { "\($0.message); \(notFound)" } ?? "\(name): \(notFound)"
        return Lookup(value: nil, warning: .warning(message, at: nil), fromNetwork: fromNetwork, source: source)
    }
}
