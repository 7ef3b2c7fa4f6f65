import Diagnostics
import Enrichment
import Foundation
import SiteEnrichment
import SitePlan
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

    /// Every lookup the site needs. Those that do not depend on one another run concurrently (batches per
    /// provider, within each host's limits); the cities' photos follow the summaries that name them. Results
    /// are then read in the order the build has always reported them, so data and warnings are the same as
    /// one lookup after another. What each provider asks and where its answers land is its `SiteLookup`.
    static func lookUp(site: Site, graph: SiteGraph, enricher: Enricher, cache: URL) async -> (
        EnrichmentData, LookupWarnings
    ) {
        let rates = SiteLookups(FrankfurterRates(), in: site, graph: graph)
        let summaries = SiteLookups(WikipediaSummaries(), in: site, graph: graph)
        let places = SiteLookups(NominatimGeocoder(), in: site, graph: graph)
        let images = SiteLookups(RemoteImages(), in: site, graph: graph)

        let progress = enricher.settings.progress
        progress?.begin(BuildStep.enrich.rawValue, total: rates.count + summaries.count + places.count)
        async let rateAnswers = rates.run(with: enricher)
        // Weather for each day of each built trip, a few thousand days at a time.
        async let weather = OpenMeteoWeather().lookUp(daysOf: graph.builtTrips, enricher: enricher)
        async let placeAnswers = places.run(with: enricher)
        let summaryAnswers = await summaries.run(with: enricher)
        let photos = WikipediaSummaries.photos(of: summaries, in: summaryAnswers)
        progress?.add(Set(photos + images.requests).count)
        let imageAnswers = await images.run(with: enricher, after: photos)

        var found = LookupLanding(cache: cache, photos: imageAnswers)
        rates.land(await rateAnswers, in: &found)
        let days = await weather
        found.data.weather = days.data.weather
        found.warnings.append(contentsOf: days.warnings)
        summaries.land(summaryAnswers, in: &found)
        places.land(await placeAnswers, in: &found)
        images.land(imageAnswers, in: &found)
        return (found.data, found.warnings)
    }
}
