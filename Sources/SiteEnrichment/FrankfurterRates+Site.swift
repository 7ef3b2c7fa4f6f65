import Enrichment
import Foundation
import SitePlan
import TravelModel

/// Budgets: the euro rates of every date a cost in another currency than its trip's falls on.
extension FrankfurterRates: SiteLookup {
    /// Each currency (but the euro) on each date a cost of a built trip converts from or to, sorted.
    package func lookups(in site: Site, graph: SiteGraph) -> [(subject: RateKey, request: Request)] {
        var needed = Set<RateKey>()
        for trip in graph.builtTrips {
            for cost in trip.costs where cost.money.currency != trip.currency {
                for code in [cost.money.currency, trip.currency] where code != "EUR" {
                    needed.insert(RateKey(currency: code, date: cost.date))
                }
            }
        }
        return needed.sorted().map { key in (key, Request(from: "EUR", to: key.currency, on: key.date)) }
    }

    /// Into the budgets' rates.
    package func land(_ rate: Decimal, for key: RateKey, in found: inout LookupLanding) {
        found.data.rates.add(rate, for: key.currency, on: key.date)
    }
}

/// The ECB rate of one currency on one date.
package struct RateKey: Sendable, Hashable, Comparable {
    let currency: String
    let date: LocalDate

    package static func < (lhs: RateKey, rhs: RateKey) -> Bool { (lhs.currency, lhs.date) < (rhs.currency, rhs.date) }
}
