import Foundation
import TravelModel

/// ECB reference rates known to a build: how many units of a currency one euro bought on a date.
/// Conversions between two other currencies go through the euro, as the ECB publishes no cross rates.
package struct ExchangeRates: Sendable {
    /// Euro rates by currency code and date (`USD` → `2026-03-16` → `1.1478`).
    private var rates: [String: [LocalDate: Decimal]]

    init(_ rates: [String: [LocalDate: Decimal]] = [:]) {
        self.rates = rates
    }

    /// Adds the euro rate of `currency` on `date`.
    mutating func add(_ rate: Decimal, for currency: String, on date: LocalDate) {
        rates[currency, default: [:]][date] = rate
    }

    /// One euro in `currency` on `date`; the euro itself is 1.
    func euroRate(_ currency: String, on date: LocalDate) -> Decimal? {
        currency == "EUR" ? 1 : rates[currency]?[date]
    }

    /// `money` in `currency` at the reference rates of `date`, rounded to the cent; `nil` when a rate is unknown.
    package func convert(_ money: Money, to currency: String, on date: LocalDate) -> Money? {
        if money.currency == currency { return money }
        guard let from = euroRate(money.currency, on: date), let to = euroRate(currency, on: date), from > 0 else {
            return nil
        }
        var exact = money.amount / from * to
        var rounded = Decimal()
        NSDecimalRound(&rounded, &exact, 2, .bankers)
        return Money(amount: rounded, currency: currency)
    }
}
