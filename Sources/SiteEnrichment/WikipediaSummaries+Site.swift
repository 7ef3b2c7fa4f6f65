import Enrichment
import SitePlan
import TravelModel

/// City pages: a summary of each city with a page, in the site's language, and its photo.
extension WikipediaSummaries: SiteLookup {
    /// Each city with a page, by its name, in the Wikipedia of the site's language (`pt` for `pt-BR`).
    package func lookups(in site: Site, graph: SiteGraph) -> [(subject: City, request: Request)] {
        let language = String(site.settings.language.prefix { $0 != "-" })
        return graph.cities.map { ($0, Request(title: $0.name, language: language)) }
    }

    /// The photos the summaries found name, in the order of the cities: downloaded with the remote images.
    package static func photos(of summaries: SiteLookups<Self>, in answers: LookupResults<Self>) -> [String] {
        summaries.asked.compactMap { answers[$0.request]?.value?.photoURL }
    }

    /// Into the city's summary, and its photo, if it has one and it was downloaded, into `assets/photos/`.
    package func land(_ summary: CitySummary, for city: City, in found: inout LookupLanding) {
        found.data.cities[city.key] = summary
        if let photo = summary.photoURL, let image = found.note(found.photos?[photo]) {
            found.data.cityPhotos[city.key] = found.publish(image, in: "assets/photos/")
        }
    }
}
