import Foundation
import SiteEnrichment
import SiteTheme
import TravelModel

/// Spending by category in the trip's currency, against the cap. Each cost in another currency is
/// converted at the ECB reference rate of its date; a cost whose rate is unknown is listed apart,
/// never added in as if it were the same money.
package struct BudgetView: TemplateFields {
    /// One category's sum.
    package struct Row: TemplateFields {
        let category: String
        /// The sum in the trip's currency, then sums in currencies that could not be converted.
        let amount: String
    }

    let currency: String
    let rows: [Row]
    let total: String
    let converted: Bool
    let otherCurrencies: [String]
    let hasCap: Bool
    let cap: String?
    let over: Bool?
    let left: String?
    let percent: Int?

    /// The trip's budget; `nil` when nothing has a price and there is no cap.
    init?(_ trip: Trip, rates: ExchangeRates, context: PageContext) {
        let formatter = context.formatter
        let costs = trip.costs
        guard !costs.isEmpty || trip.budget != nil else { return nil }
        var total = Decimal(0)
        var unconverted: [String: Decimal] = [:]
        var converted = false
        var rows: [Row] = []
        for category in TripCost.Category.allCases {
            let inCategory = costs.filter { $0.category == category }
            guard !inCategory.isEmpty else { continue }
            var sum = Decimal(0)
            var foreign: [String: Decimal] = [:]
            for cost in inCategory {
                if let amount = rates.convert(cost.money, to: trip.currency, on: cost.date) {
                    sum += amount.amount
                    converted = converted || cost.money.currency != trip.currency
                } else {
                    foreign[cost.money.currency, default: 0] += cost.money.amount
                }
            }
            total += sum
            for (currency, amount) in foreign { unconverted[currency, default: 0] += amount }
            var parts = sum > 0 || foreign.isEmpty ? [formatter.money(Money(amount: sum, currency: trip.currency))] : []
            parts += foreign.keys.sorted().map { formatter.money(Money(amount: foreign[$0]!, currency: $0)) }
            rows.append(
                Row(category: Self.name(category, context.words.budget), amount: parts.joined(separator: " + ")))
        }
        currency = trip.currency
        self.rows = rows
        self.total = formatter.money(Money(amount: total, currency: trip.currency))
        self.converted = converted
        otherCurrencies = unconverted.keys.sorted().map {
            formatter.money(Money(amount: unconverted[$0]!, currency: $0))
        }
        if let budget = trip.budget, budget.currency == trip.currency {
            hasCap = true
            cap = formatter.money(budget)
            let remaining = budget.amount - total
            over = remaining < 0
            left = formatter.money(Money(amount: remaining < 0 ? -remaining : remaining, currency: trip.currency))
            let share = budget.amount > 0 ? NSDecimalNumber(decimal: total * 100 / budget.amount).intValue : 0
            percent = min(100, max(0, share))
        } else {
            hasCap = false
            cap = nil
            over = nil
            left = nil
            percent = nil
        }
    }

    private static func name(_ category: TripCost.Category, _ words: ThemeStrings.Budget) -> String {
        switch category {
        case .flights: return words.flights
        case .transport: return words.transport
        case .stays: return words.stays
        case .visits: return words.visits
        }
    }
}
