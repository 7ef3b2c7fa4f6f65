import Foundation
import TravelModel

extension Enricher {
    static let frankfurterSource = "Frankfurter (ECB reference rates)"
    static let frankfurterLicence = "Exchange rates: European Central Bank via Frankfurter"

    /// Whether `text` is three upper-case ASCII letters, the shape of an ISO 4217 code.
    static func isCurrencyCode(_ text: String) -> Bool {
        text.utf8.count == 3 && text.unicodeScalars.allSatisfy { ("A"..."Z").contains($0) }
    }

    /// The ECB reference rate for one unit of `from` in `to` on `date`: that day's rate, or the last business
    /// day's before it, as Frankfurter answers. Exact: the number is read from the answer's text into `Decimal`.
    ///
    /// A rate fetched after its date never expires. One fetched on or before it (the latest rate standing in
    /// for a future date: an estimate) is kept until `refresh` asks for it again, so a warm cache makes no
    /// request; it is never refetched behind the user's back.
    public func exchangeRate(from: String, to: String, on date: LocalDate) async -> Lookup<Decimal> {
        let base = from.uppercased()
        let symbol = to.uppercased()
        let name = "exchange rate \(base) to \(symbol) on \(date)"
        guard Self.isCurrencyCode(base), Self.isCurrencyCode(symbol) else {
            return Lookup(
                value: nil, warning: .warning("\(name): a currency code has three letters", at: nil),
                fromNetwork: false, attribution: nil)
        }
        if base == symbol {
            return Lookup(value: 1, warning: nil, fromNetwork: false, attribution: nil)
        }
        let endpoint = "/v1/\(date)"
        let baseURL = settings.baseURLs.frankfurter
        let plan = Plan<Decimal>(
            name: name, kind: "rates", key: CacheKey.make(base, symbol, date.description),
            maxAge: { entry in
                LocalDateText.utcDate(of: entry.fetched.timeIntervalSince1970) > date ? nil : .infinity
            },
            fetch: { [self] in
                // https://frankfurter.dev/v1/ — "Historical Rates": GET /v1/1999-01-04?base=USD&symbols=EUR,
                // answering {"amount":1.0,"base":"USD","date":"1999-01-04","rates":{"EUR":0.8...}}.
                guard let url = Self.url(baseURL, path: endpoint, query: ["base": base, "symbols": symbol]) else {
                    return .failure(.network("invalid URL for \(baseURL)"))
                }
                return await fetchJSON(url).flatMap { json in
                    guard let rate = json.value(at: "rates.\(symbol)"), rate.decimalValue != nil else {
                        return .failure(.malformed("no rates.\(symbol) in the answer"))
                    }
                    guard let answeredDate = json["date"]?.stringValue else {
                        return .failure(.malformed("no date in the answer"))
                    }
                    let response: JSONValue = .object([
                        "base": .string(base), "date": .string(answeredDate), "rates": .object([symbol: rate]),
                    ])
                    return .success(
                        entry(
                            request: Self.request(endpoint: endpoint, ["base": base, "symbols": symbol]),
                            response: response, source: Self.frankfurterSource, licence: Self.frankfurterLicence))
                }
            },
            decode: { entry in
                guard let rate = entry.response.value(at: "rates.\(symbol)")?.decimalValue else {
                    return .failure(.malformed("no rates.\(symbol)"))
                }
                return .success(rate)
            })
        return await run(plan)
    }
}
