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
                baseURLs: options.providerBaseURLs ?? ProviderBaseURLs(), progress: options.progress))
        let (data, warnings) = await lookUp(site: site, graph: graph, enricher: enricher, cache: cache)
        return (data, warnings.diagnostics)
    }

    /// How many days' weather is looked up at once. A large site has tens of thousands of days, and each
    /// lookup's request, cache key and result held for all of them at once would weigh more than the weather.
    static let weatherDaysAtOnce = 2048

    /// Every lookup the site needs. Those that do not depend on one another run concurrently (batches per
    /// provider, within each host's limits); the cities' photos follow the summaries that name them. Results
    /// are then read in the order the build has always reported them, so data and warnings are the same as
    /// one lookup after another.
    static func lookUp(site: Site, graph: SiteGraph, enricher: Enricher, cache: URL) async -> (
        EnrichmentData, LookupWarnings
    ) {
        var data = EnrichmentData()
        var warnings = LookupWarnings()
        func note<T>(_ lookup: Lookup<T>?) -> T? {
            if let warning = lookup?.warning { warnings.append(warning) }
            return lookup?.value
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
        let rateRequests = needed.sorted().map { key in
            (code: key.currency, request: FrankfurterRates.Request(from: "EUR", to: key.currency, on: key.date))
        }
        // A summary and a photo for each city with a page.
        let language = String(site.settings.language.prefix { $0 != "-" })
        let cities = graph.cities.map { ($0, WikipediaSummaries.Request(title: $0.name, language: language)) }
        // Coordinates for recommendations that give an address but no location.
        let places = site.recommendations.compactMap { recommendation -> (Recommendation, NominatimGeocoder.Request)? in
            guard recommendation.location == nil, let address = recommendation.address else { return nil }
            return (
                recommendation,
                NominatimGeocoder.Request(
                    address: address, cityName: recommendation.city.name, countryCode: recommendation.city.countryCode)
            )
        }
        // Remote images: downloaded into the cache and served from the site.
        var named: [ImageSource] = []
        // Read in place: a loop variable would copy each recommendation and trip whole.
        for index in site.recommendations.indices {
            if let image = site.recommendations[index].image { named.append(image) }
            named += site.recommendations[index].body.images
        }
        for index in site.trips.indices {
            if let cover = site.trips[index].cover { named.append(cover) }
            named += site.trips[index].stays.compactMap(\.image) + site.trips[index].body.images
        }
        for page in site.cityPages { named += [page.image].compactMap { $0 } + page.body.images }
        let remote = Set(named.compactMap(\.remoteURL)).sorted()

        let progress = enricher.settings.progress
        progress?.begin(
            BuildStep.enrich.rawValue,
            total: Set(rateRequests.map(\.request)).count + Set(cities.map(\.1)).count + Set(places.map(\.1)).count)
        async let rateLookups = enricher.lookUp(rateRequests.map(\.request), with: FrankfurterRates())
        // Weather for each day of each built trip, a few thousand days at a time.
        async let weatherLookups = lookUpWeather(of: graph.builtTrips, enricher: enricher)
        async let placeLookups = enricher.lookUp(places.map(\.1), with: NominatimGeocoder())
        let summaries = await enricher.lookUp(cities.map(\.1), with: WikipediaSummaries())
        let photos = cities.compactMap { summaries[$0.1]?.value?.photoURL }
        progress?.add(Set(photos + remote).count)
        let images = await enricher.lookUp(photos + remote, with: RemoteImages())

        let rates = await rateLookups
        var table: [String: [LocalDate: Decimal]] = [:]
        for (code, request) in rateRequests {
            if let rate = note(rates[request]) { table[code, default: [:]][request.date] = rate }
        }
        data.rates = ExchangeRates(table)

        let weather = await weatherLookups
        data.weather = weather.found
        warnings.append(contentsOf: weather.warnings)

        for (city, request) in cities {
            guard let summary = note(summaries[request]) else { continue }
            data.cities[city.key] = summary
            if let photo = summary.photoURL, let image = note(images[photo]) {
                let path = "assets/photos/" + (image.cachePath as NSString).lastPathComponent
                data.cityPhotos[city.key] = path
                data.copies.append((path, cache.appendingPathComponent(image.cachePath)))
            }
        }

        let located = await placeLookups
        for (recommendation, request) in places {
            let lookup = located[request]?.located(
                at: SourceLocation(file: recommendation.sourcePath, line: 1, column: 1))
            if let coordinate = note(lookup) { data.coordinates[recommendation.id] = coordinate }
        }

        for url in remote {
            if let image = note(images[url]) {
                let path = "assets/remote/" + (image.cachePath as NSString).lastPathComponent
                data.remoteImages[url] = path
                data.copies.append((path, cache.appendingPathComponent(image.cachePath)))
            }
        }
        return (data, warnings)
    }

    /// The days of `trips` that have a place, each with its weather's key and request.
    static func weatherDays(of trips: ArraySlice<Trip>) -> [(key: WeatherKey, request: OpenMeteoWeather.Request)] {
        trips.flatMap { trip in
            trip.days.compactMap { day -> (key: WeatherKey, request: OpenMeteoWeather.Request)? in
                guard let city = day.city ?? trip.destination else { return nil }
                return (
                    WeatherKey(city: city.key, date: day.date),
                    OpenMeteoWeather.Request(
                        coordinate: city.coordinate, timeZone: city.timeZone, date: day.date, placeName: city.name)
                )
            }
        }
    }

    /// `trips` in runs of whole trips of about ``weatherDaysAtOnce`` days each.
    static func weatherBatches(of trips: [Trip]) -> [Range<Int>] {
        var batches: [Range<Int>] = []
        var start = trips.startIndex
        var days = 0
        for index in trips.indices {
            days += trips[index].days.count
            if days >= weatherDaysAtOnce || index == trips.index(before: trips.endIndex) {
                batches.append(start..<index + 1)
                (start, days) = (index + 1, 0)
            }
        }
        return batches
    }

    /// The weather of every day of `trips`, a batch at a time, and the warnings of the lookups that failed, in
    /// the order of the days. A day whose weather an earlier day found is not looked up again. Each batch's
    /// lookups are added to the step's progress as it starts.
    static func lookUpWeather(of trips: [Trip], enricher: Enricher) async -> (
        found: [WeatherKey: DayWeather], warnings: LookupWarnings
    ) {
        var found: [WeatherKey: DayWeather] = [:]
        var warnings = LookupWarnings()
        for batch in weatherBatches(of: trips) {
            let days = weatherDays(of: trips[batch]).filter { found[$0.key] == nil }
            enricher.settings.progress?.add(Set(days.map(\.request)).count)
            let weather = await enricher.lookUp(days.map(\.request), with: OpenMeteoWeather())
            for (key, request) in days where found[key] == nil {
                guard let lookup = weather[request] else { continue }
                if let warning = lookup.warning { warnings.append(warning) }
                if let value = lookup.value { found[key] = value }
            }
        }
        return (found, warnings)
    }
}
