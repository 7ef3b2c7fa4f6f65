import Diagnostics
import Enrichment
import Foundation
import SitePlan
import TravelModel

/// A lookup provider as the build uses it: what in the site it asks about, and where its answers land for the
/// pages. The provider's own type says how to look one thing up (`LookupProvider`); its extension in `Lookups/`
/// says this; `EnrichSite.lookUp` runs the providers, and the pages read `EnrichmentData`.
package protocol SiteLookup: LookupProvider {
    /// What one answer is for: a currency on a date, a day in a city, a city, a recommendation, an image's URL.
    associatedtype Subject

    /// The lookups the site needs, each request with what its answer is for, in the order the answers are read
    /// (and their warnings reported).
    func lookups(in site: Site, graph: SiteGraph) -> [(subject: Subject, request: Request)]

    /// Where the warning of `subject`'s lookup points, such as the file that asked for it; `nil` (the default)
    /// for none.
    func location(of subject: Subject) -> SourceLocation?

    /// Whether `subject` has its answer already (from another lookup of the same subject), so it is not read
    /// again; `false` (the default) to read every lookup.
    func isLanded(_ subject: Subject, in data: EnrichmentData) -> Bool

    /// Puts the value found for `subject` where the pages read it.
    func land(_ value: Value, for subject: Subject, in found: inout LookupLanding)
}

extension SiteLookup {
    /// No location.
    package func location(of subject: Subject) -> SourceLocation? { nil }

    /// Every lookup is read.
    package func isLanded(_ subject: Subject, in data: EnrichmentData) -> Bool { false }
}

/// The lookups the site asks of one provider: made before any runs, so the step's progress knows their number.
package struct SiteLookups<Provider: SiteLookup> {
    /// The provider.
    let provider: Provider
    /// Each request with what its answer is for, in the order the answers are read.
    let asked: [(subject: Provider.Subject, request: Provider.Request)]

    /// What `provider` is asked for the site.
    package init(_ provider: Provider, in site: Site, graph: SiteGraph) {
        self.init(provider, asked: provider.lookups(in: site, graph: graph))
    }

    /// `asked` of `provider`.
    init(_ provider: Provider, asked: [(subject: Provider.Subject, request: Provider.Request)]) {
        self.provider = provider
        self.asked = asked
    }

    /// The requests, in the order asked.
    package var requests: [Provider.Request] { asked.map(\.request) }

    /// How many lookups they are: each request once.
    package var count: Int { Set(requests).count }

    /// Looks up `others` (whose answers another provider reads) and then the requests asked, as one batch.
    package func run(with enricher: Enricher, after others: [Provider.Request] = []) async -> LookupResults<Provider> {
        await enricher.lookUp(others + requests, with: provider)
    }

    /// Reads the answers in the order asked: notes each warning, and lands each value found.
    package func land(_ answers: LookupResults<Provider>, in found: inout LookupLanding) {
        for (subject, request) in asked where !provider.isLanded(subject, in: found.data) {
            var lookup = answers[request]
            if let location = provider.location(of: subject) { lookup = lookup?.located(at: location) }
            if let value = found.note(lookup) { provider.land(value, for: subject, in: &found) }
        }
    }
}

/// What the lookups found, as they are read in order: the data for the pages and the warnings.
package struct LookupLanding {
    /// What the pages read.
    package var data = EnrichmentData()
    /// The warnings of the lookups read so far, in order.
    package var warnings = LookupWarnings()
    /// The cache folder, where copied files come from.
    let cache: URL
    /// The cities' photos, downloaded with the remote images, for the summaries that name them.
    let photos: LookupResults<RemoteImages>?

    /// Nothing found yet.
    package init(cache: URL, photos: LookupResults<RemoteImages>? = nil) {
        self.cache = cache
        self.photos = photos
    }

    /// Keeps `lookup`'s warning, if any, and gives its value.
    mutating func note<T>(_ lookup: Lookup<T>?) -> T? {
        if let warning = lookup?.warning { warnings.append(warning) }
        return lookup?.value
    }

    /// Copies a cached image into `folder` of the output; gives its path there.
    mutating func publish(_ image: CachedImage, in folder: String) -> String {
        let path = folder + (image.cachePath as NSString).lastPathComponent
        data.copies.append((path, cache.appendingPathComponent(image.cachePath)))
        return path
    }
}
