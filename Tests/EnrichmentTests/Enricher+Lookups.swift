import Enrichment
import Foundation
import TravelModel

/// One method per provider, for the tests, which look up one thing at a time.
extension Enricher {
    /// The weather of `date` at a place: a forecast within 16 days of the build, the observed weather of a
    /// past day, or the averages of its calendar date over 1996–2025 for a later date. See `OpenMeteoWeather`.
    ///
    /// - Parameters:
    ///   - coordinate: the place, rounded to four decimals (about 10 m) in the request and the cache key.
    ///   - timeZone: the place's IANA time zone, so "the day" is the place's local day.
    ///   - placeName: names the place in warnings.
    func weather(at coordinate: Coordinate, timeZone: String, on date: LocalDate, placeName: String) async
        -> Lookup<DayWeather>
    {
        await lookUp(
            OpenMeteoWeather.Request(coordinate: coordinate, timeZone: timeZone, date: date, placeName: placeName),
            with: OpenMeteoWeather())
    }

    /// The introduction and lead photo of a Wikipedia article. See `WikipediaSummaries`.
    ///
    /// - Parameters:
    ///   - title: the article's title, spaces or underscores.
    ///   - language: the Wikipedia edition, such as `en` or `pt`.
    func citySummary(title: String, language: String) async -> Lookup<CitySummary> {
        await lookUp(WikipediaSummaries.Request(title: title, language: language), with: WikipediaSummaries())
    }

    /// The ECB reference rate for one unit of `from` in `to` on `date`. See `FrankfurterRates`.
    func exchangeRate(from: String, to: String, on date: LocalDate) async -> Lookup<Decimal> {
        await lookUp(FrankfurterRates.Request(from: from, to: to, on: date), with: FrankfurterRates())
    }

    /// The coordinate of an address. See `NominatimGeocoder`.
    func geocode(address: String, cityName: String, countryCode: String) async -> Lookup<Coordinate> {
        await lookUp(
            NominatimGeocoder.Request(address: address, cityName: cityName, countryCode: countryCode),
            with: NominatimGeocoder())
    }

    /// A copy of a remote image in the cache. See `RemoteImages`.
    func image(url: String) async -> Lookup<CachedImage> {
        await lookUp(url, with: RemoteImages())
    }
}
