import Foundation
import Testing
import TravelModel

@testable import SiteBuilder
@testable import SiteEnrichment

@Suite struct ExchangeRatesTests {
    let day = LocalDate(year: 2026, month: 3, day: 16)
    // ECB reference rates of 16 March 2026.
    var rates: ExchangeRates {
        ExchangeRates(["USD": [day: Decimal(string: "1.1478")!], "JPY": [day: Decimal(string: "182.66")!]])
    }

    @Test func convertsThroughTheEuroToTheCent() {
        #expect(
            rates.convert(Money(amount: 100, currency: "USD"), to: "EUR", on: day)
                == Money(amount: Decimal(string: "87.12")!, currency: "EUR"))
        #expect(
            rates.convert(Money(amount: 10_000, currency: "JPY"), to: "EUR", on: day)
                == Money(amount: Decimal(string: "54.75")!, currency: "EUR"))
        #expect(
            rates.convert(Money(amount: 100, currency: "EUR"), to: "USD", on: day)
                == Money(amount: Decimal(string: "114.78")!, currency: "USD"))
        #expect(
            rates.convert(Money(amount: 1000, currency: "JPY"), to: "USD", on: day)
                == Money(amount: Decimal(string: "6.28")!, currency: "USD"))
    }

    @Test func anUnknownRateConvertsNothing() {
        #expect(rates.convert(Money(amount: 5, currency: "NOK"), to: "EUR", on: day) == nil)
        #expect(rates.convert(Money(amount: 5, currency: "USD"), to: "EUR", on: day.adding(days: 1)) == nil)
        #expect(
            rates.convert(Money(amount: 5, currency: "EUR"), to: "EUR", on: day) == Money(amount: 5, currency: "EUR"))
    }
}
