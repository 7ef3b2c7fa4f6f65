import Enrichment
import SitePlan
import TravelModel

/// Remote images given in content: downloaded into the cache and served from the site.
extension RemoteImages: SiteLookup {
    /// Every remote image of the recommendations, trips and city pages, by URL, sorted.
    package func lookups(in site: Site, graph: SiteGraph) -> [(subject: String, request: String)] {
        var named: [ImageSource] = []
        // Read in place: a loop variable would copy each recommendation and trip whole.
        for index in site.recommendations.indices {
            if let image = site.recommendations[index].image { named.append(image) }
            named += site.recommendations[index].body.images
        }
        for index in site.trips.indices {
            named += site.trips[index].shownImages
        }
        for page in site.cityIntros { named += [page.image].compactMap { $0 } + page.body.images }
        return Set(named.compactMap(\.remoteURL)).sorted().map { ($0, $0) }
    }

    /// Into `assets/remote/`, by URL.
    package func land(_ image: CachedImage, for url: String, in found: inout LookupLanding) {
        found.data.remoteImages[url] = found.publish(image, in: "assets/remote/")
    }
}
