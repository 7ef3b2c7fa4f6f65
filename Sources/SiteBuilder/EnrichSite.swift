import Diagnostics
import Enrichment
import Foundation
import TravelModel

/// The "enrich" step: weather for each day, a summary and photo for each city, exchange rates for
/// budgets, coordinates for addresses and copies of remote images, all through the content folder's
/// cache. A lookup that fails is a warning and the page goes without that part.
enum EnrichSite {
    /// The cache folder inside the content folder, committed with it.
    static let cacheFolder = "_cache"

    /// Looks up everything the site's pages can show; returns what was found and the warnings, collapsed.
    static func run(site: Site, graph: SiteGraph, options: BuildOptions) async -> (EnrichmentData, [Diagnostic]) {
        let cache = options.contentDirectory.appendingPathComponent(cacheFolder)
        let enricher = Enricher(
            settings: EnrichmentSettings(
                cacheDirectory: cache, offline: options.offline, refresh: options.refresh,
                contact: site.settings.contact, now: options.now,
                baseURLs: options.providerBaseURLs ?? ProviderBaseURLs()))
        let (data, warnings) = await lookUp(site: site, graph: graph, enricher: enricher, cache: cache)
        return (data, collapse(warnings))
    }

    static func lookUp(site: Site, graph: SiteGraph, enricher: Enricher, cache: URL) async -> (EnrichmentData, [Diagnostic]) {
        var data = EnrichmentData()
        var warnings: [Diagnostic] = []
        func note<T>(_ lookup: Lookup<T>) -> T? {
            if let warning = lookup.warning { warnings.append(warning) }
            return lookup.value
        }

        // Exchange rates: euro rates of every date a cost in another currency falls on.
        var needed = Set<RateKey>()
        for trip in graph.builtTrips {
            for cost in trip.costs where cost.money.currency != trip.currency {
                for code in [cost.money.currency, trip.currency] where code != "EUR" {
                    needed.insert(RateKey(currency: code, date: cost.date))
                }
            }
        }
        var rates: [String: [LocalDate: Decimal]] = [:]
        for key in needed.sorted() {
            if let rate = note(await enricher.exchangeRate(from: "EUR", to: key.currency, on: key.date)) {
                rates[key.currency, default: [:]][key.date] = rate
            }
        }
        data.rates = ExchangeRates(rates)

        // Weather for each day of each built trip.
        for trip in graph.builtTrips {
            for day in trip.days {
                guard let city = day.city ?? trip.destination else { continue }
                let key = WeatherKey(city: city.key, date: day.date)
                guard data.weather[key] == nil else { continue }
                if let weather = note(
                    await enricher.weather(at: city.coordinate, timeZone: city.timeZone, on: day.date, placeName: city.name))
                {
                    data.weather[key] = weather
                }
            }
        }

        // A summary and a photo for each city with a page.
        let language = String(site.settings.language.prefix { $0 != "-" })
        for city in graph.cities {
            guard let summary = note(await enricher.citySummary(title: city.name, language: language)) else { continue }
            data.cities[city.key] = summary
            if let photo = summary.photoURL, let image = note(await enricher.image(url: photo)) {
                let path = "assets/photos/" + (image.cachePath as NSString).lastPathComponent
                data.cityPhotos[city.key] = path
                data.copies.append((path, cache.appendingPathComponent(image.cachePath)))
            }
        }

        // Coordinates for recommendations that give an address but no location.
        for recommendation in site.recommendations where recommendation.location == nil {
            guard let address = recommendation.address else { continue }
            let lookup = await enricher.geocode(
                address: address, cityName: recommendation.city.name, countryCode: recommendation.city.countryCode)
            if let coordinate = note(lookup.located(at: SourceLocation(file: recommendation.sourcePath, line: 1, column: 1))) {
                data.coordinates[recommendation.id] = coordinate
            }
        }

        // Remote images: downloaded into the cache and served from the site.
        let images = site.recommendations.compactMap(\.image) + site.trips.compactMap(\.cover)
        for url in Set(images.compactMap(\.remoteURL)).sorted() {
            if let image = note(await enricher.image(url: url)) {
                let path = "assets/remote/" + (image.cachePath as NSString).lastPathComponent
                data.remoteImages[url] = path
                data.copies.append((path, cache.appendingPathComponent(image.cachePath)))
            }
        }
        return (data, warnings)
    }

    /// Many lookups that failed for the same reason (no network) read as one line each per reason.
    static func collapse(_ warnings: [Diagnostic]) -> [Diagnostic] {
        var byReason: [String: [Diagnostic]] = [:]
        var order: [String] = []
        for warning in warnings {
            let reason = warning.message.components(separatedBy: ": ").dropFirst().joined(separator: ": ")
            if byReason[reason] == nil { order.append(reason) }
            byReason[reason, default: []].append(warning)
        }
        return order.flatMap { reason -> [Diagnostic] in
            let group = byReason[reason]!
            guard group.count > 3, group.allSatisfy({ $0.location == nil }) else { return group }
            return [.warning("\(group.count) lookups: \(reason)", at: nil, note: "first: \(group[0].message)")]
        }
    }
}
