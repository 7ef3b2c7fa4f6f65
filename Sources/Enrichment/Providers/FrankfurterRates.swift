import Foundation
import TravelModel

/// The ECB reference rate for one unit of a currency in another on a date, through Frankfurter: that day's
/// rate, or the last business day's before it. Exact: the number is decoded from the answer's text into
/// `Decimal`.
///
/// A rate fetched after its date never expires. One fetched on or before it (the latest rate standing in for
/// a future date: an estimate) is kept until `refresh` asks for it again, so a warm cache makes no request;
/// it is never refetched behind the user's back.
public struct FrankfurterRates: LookupProvider {
    /// One currency pair on one day.
    public struct Request: Hashable, Sendable {
        /// The currency converted from, upper-cased.
        public var from: String
        /// The currency converted to, upper-cased.
        public var to: String
        /// The day of the rate.
        public var date: LocalDate

        /// Creates a request; the codes are upper-cased.
        public init(from: String, to: String, on date: LocalDate) {
            self.from = from.uppercased()
            self.to = to.uppercased()
            self.date = date
        }
    }

    /// The ECB's terms (reuse with the source acknowledged), credited with this line.
    public static let attribution = Attribution(
        name: "European Central Bank via Frankfurter", licence: "reuse with the source acknowledged",
        url: "https://frankfurter.dev/", text: "Exchange rates: European Central Bank via Frankfurter")

    /// Frankfurter, for ECB exchange rates.
    public static let service = ProviderService("frankfurter", publicURL: "https://api.frankfurter.dev")

    /// Creates the provider.
    public init() {}

    /// Entries live in `rates/`.
    public var kind: String { "rates" }

    /// `exchange rate EUR to USD on 2027-04-08`.
    public func name(of request: Request) -> String {
        "exchange rate \(request.from) to \(request.to) on \(request.date)"
    }

    /// A code is three letters; a currency in itself is 1.
    public func shortcut(for request: Request) -> Shortcut<Decimal>? {
        guard Self.isCurrencyCode(request.from), Self.isCurrencyCode(request.to) else {
            return .invalid("a currency code has three letters")
        }
        return request.from == request.to ? .value(1) : nil
    }

    /// Whether `text` is three upper-case ASCII letters, the shape of an ISO 4217 code.
    static func isCurrencyCode(_ text: String) -> Bool {
        text.utf8.count == 3 && text.unicodeScalars.allSatisfy { ("A"..."Z").contains($0) }
    }

    /// The pair and the day: `eur-usd-2027-04-08`.
    public func key(for request: Request) -> String {
        CacheKey.make(request.from, request.to, request.date.description)
    }

    /// Never, once fetched after its date; until refreshed, before.
    public func maxAge(of entry: CacheEntry<Record>, for request: Request, in enricher: Enricher) -> TimeInterval? {
        LocalDateText.utcDate(of: entry.fetched.timeIntervalSince1970) > request.date ? nil : .infinity
    }

    /// Asks for the day's rate of the pair.
    public func fetch(_ request: Request, in enricher: Enricher) async -> Result<CacheEntry<Record>, LookupFailure> {
        let endpoint = "/v1/\(request.date)"
        let baseURL = enricher.settings.baseURLs[Self.service]
        let (base, symbol) = (request.from, request.to)
        // https://frankfurter.dev/v1/ — "Historical Rates": GET /v1/1999-01-04?base=USD&symbols=EUR,
        // answering {"amount":1.0,"base":"USD","date":"1999-01-04","rates":{"EUR":0.8...}}.
        guard let url = Enricher.url(baseURL, path: endpoint, query: ["base": base, "symbols": symbol]) else {
            return .failure(.network("invalid URL for \(baseURL)"))
        }
        return await enricher.fetchJSON(url, as: Answer.self).flatMap { answer in
            guard let rate = answer.rates?.value?[symbol]?.value else {
                return .failure(.malformed("no rates.\(symbol) in the answer"))
            }
            guard let answeredDate = answer.date?.value else { return .failure(.malformed("no date in the answer")) }
            return .success(
                enricher.entry(
                    request: Enricher.request(endpoint: endpoint, ["base": base, "symbols": symbol]),
                    response: Record(base: base, date: answeredDate, rates: [symbol: rate]),
                    source: "Frankfurter (ECB reference rates)", attribution: Self.attribution))
        }
    }

    /// Frankfurter's, once.
    public func attribution(for request: Request, record: Record) -> Attribution { Self.attribution }

    /// The rate of the requested currency.
    /// The largest rate read from an answer.
    static let largestRate: Decimal = 1_000_000_000

    public func value(
        of entry: CacheEntry<Record>, for request: Request, attribution: Attribution, in enricher: Enricher
    ) async -> Result<Decimal, LookupFailure> {
        guard let rate = entry.response.rates[request.to] else { return .failure(.malformed("no rates.\(request.to)")) }
        // A rate of zero or less would change a budget's total without a word.
        guard rate.isFinite, rate > 0 else {
            return .failure(.malformed("rates.\(request.to) is not a positive number"))
        }
        // No currency is worth a billion of another's units; a larger rate would take totals past what is shown.
        guard rate <= Self.largestRate else {
            return .failure(.malformed("rates.\(request.to) is over \(Self.largestRate)"))
        }
        return .success(rate)
    }
}
