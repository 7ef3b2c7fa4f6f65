import Enrichment
import Foundation
import TravelModel

/// What the build learned from lookups, by key, for the view models; empty when nothing was looked up.
struct EnrichmentData: Sendable {
    /// Weather by city key and date.
    var weather: [String: DayWeather] = [:]
    /// A city's summary, by city key.
    var cities: [String: CitySummary] = [:]
    /// A city's photo, by city key: its path in the output.
    var cityPhotos: [String: String] = [:]
    /// Remote images given in content, by URL: their path in the output.
    var images: [String: String] = [:]
    /// Places found from their addresses, by recommendation slug.
    var coordinates: [Slug: Coordinate] = [:]
    /// Reference rates for budgets.
    var rates = ExchangeRates()
    /// Files to copy from the cache into the output: output path and cache file.
    var copies: [(path: String, source: URL)] = []

    static func weatherKey(_ city: City, _ date: LocalDate) -> String { SiteGraph.key(city) + "|" + date.description }
}
