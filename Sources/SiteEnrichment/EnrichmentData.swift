import Enrichment
import Foundation
import TravelModel

/// What the build learned from lookups, by typed key, for the pages; empty when nothing was looked up. Each
/// provider's `SiteLookup.land` says what it puts here.
package struct EnrichmentData: Sendable {
    /// Weather by city and date.
    package var weather: [WeatherKey: DayWeather] = [:]
    /// A city's summary.
    package var cities: [CityKey: CitySummary] = [:]
    /// A city's photo: its path in the output.
    package var cityPhotos: [CityKey: String] = [:]
    /// Remote images given in content, by URL: their path in the output.
    package var remoteImages: [String: String] = [:]
    /// Places found from their addresses, by recommendation slug.
    package var coordinates: [Slug: Coordinate] = [:]
    /// Reference rates for budgets.
    package var rates = ExchangeRates()
    /// Files to copy from the cache into the output: output path and cache file.
    package var copies: [(path: String, source: URL)] = []
}

/// The weather of one city on one date.
package struct WeatherKey: Sendable, Hashable {
    package let city: CityKey
    package let date: LocalDate

    package init(city: CityKey, date: LocalDate) {
        self.city = city
        self.date = date
    }
}
