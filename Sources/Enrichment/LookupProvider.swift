import Foundation

/// One source of lookups (weather, city summaries, exchange rates, places, images) behind the one seam the
/// `Enricher` runs: the enricher owns the cache, offline mode, stale answers and warnings; a provider says
/// what its entries are called, how long they stay fresh, how to fetch one and how to read one back.
///
/// To add a source, write one type conforming to this protocol, with its answer and record types beside it and
/// the `ProviderService` of each host it reaches as a static member (`ProviderBaseURLs` points it elsewhere).
public protocol LookupProvider: Sendable {
    /// What is asked: a place and a day, an article, an address.
    associatedtype Request: Hashable & Sendable
    /// The fields kept in the cache entry.
    associatedtype Record: CacheRecord
    /// What the lookup gives a page.
    associatedtype Value: Sendable

    /// The cache folder of this provider's entries, such as `weather`.
    var kind: String { get }

    /// Names the lookup in warnings: `weather for Lisbon on 2027-04-09`.
    func name(of request: Request) -> String

    /// An answer known without the cache: a value that needs no lookup, or why the request cannot be made.
    /// `nil` (the default) to look it up.
    func shortcut(for request: Request) -> Shortcut<Value>?

    /// The entry's file name in `kind`'s folder, from `CacheKey.make`.
    func key(for request: Request) -> String

    /// How long `entry` stays fresh, in seconds; `nil` for never expiring. Given the entry, since a forecast
    /// stored for a day that is now past must be replaced by the observed weather.
    func maxAge(of entry: CacheEntry<Record>, for request: Request, in enricher: Enricher) -> TimeInterval?

    /// Makes the request (through `enricher`'s rate limits) and keeps the fields used.
    func fetch(_ request: Request, in enricher: Enricher) async -> Result<CacheEntry<Record>, LookupFailure>

    /// The provider's own attribution for an answer, which it records in the entries it writes.
    func attribution(for request: Request, record: Record) -> Attribution

    /// Why a valid record holds no value (a place Nominatim could not find), remembered like any answer and
    /// reported as a warning; `nil` (the default) when the record holds a value.
    func notFound(in record: Record) -> String?

    /// Reads the value back from an entry, or says why it cannot (the entry then counts as corrupt).
    func value(
        of entry: CacheEntry<Record>, for request: Request, attribution: Attribution, in enricher: Enricher
    ) async -> Result<Value, LookupFailure>
}

/// An answer a provider knows without looking anything up.
public enum Shortcut<Value: Sendable>: Sendable {
    /// The value, with no lookup and no attribution (a currency in itself is 1).
    case value(Value)
    /// The request cannot be made; the reason completes the warning that names the lookup.
    case invalid(String)
}

extension LookupProvider {
    /// Looks everything up.
    public func shortcut(for request: Request) -> Shortcut<Value>? { nil }

    /// Every record holds a value.
    public func notFound(in record: Record) -> String? { nil }

    /// The attribution of a cached entry: the provider's own if the entry records it, else the entry's.
    func attribution(of entry: CacheEntry<Record>, for request: Request) -> Attribution {
        .recorded(
            source: entry.source, licence: entry.licence, known: attribution(for: request, record: entry.response))
    }
}
