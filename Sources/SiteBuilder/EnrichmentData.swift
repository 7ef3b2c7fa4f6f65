import Enrichment
import Foundation
import TravelModel

/// What the build learned from lookups, by typed key, for the pages; empty when nothing was looked up. Each
/// provider's `SiteLookup.land` says what it puts here.
struct EnrichmentData: Sendable {
    /// Weather by city and date.
    var weather: [WeatherKey: DayWeather] = [:]
    /// A city's summary.
    var cities: [CityKey: CitySummary] = [:]
    /// A city's photo: its path in the output.
    var cityPhotos: [CityKey: String] = [:]
    /// Remote images given in content, by URL: their path in the output.
    var remoteImages: [String: String] = [:]
    /// Places found from their addresses, by recommendation slug.
    var coordinates: [Slug: Coordinate] = [:]
    /// Reference rates for budgets.
    var rates = ExchangeRates()
    /// Files to copy from the cache into the output: output path and cache file.
    var copies: [(path: String, source: URL)] = []
}

/// The weather of one city on one date.
struct WeatherKey: Sendable, Hashable {
    let city: CityKey
    let date: LocalDate
}
