import ContentLoading
import Markdown
import SiteEnrichment
import SitePlan
import TravelModel

/// The files of `assets/` and the downloaded images that a build does not publish because only content it leaves
/// out uses them: a private trip, or a draft when drafts are not built. A private trip's cover, photos and route
/// would otherwise sit on the public host at names anyone can guess (`IMG_0001.jpg`), though its page is not
/// there.
///
/// A file is used by what names it: a trip's cover, its stays' images, its gallery, the images and links of its
/// Markdown and of its visits' and legs' notes; a recommendation's or a city page's image and the images and links
/// of its Markdown (``AssetLink``); `site.yml` (the app's icon); a city's downloaded photo. A file that anything
/// built uses is published, once, whoever else uses it; a file nothing names is published as it is, since a page
/// may be linked to it from elsewhere. `serve` builds every trip, so it withholds nothing.
struct WithheldFiles: Sendable {
    /// The paths in the output of the files withheld: `assets/photos/x.jpg`, `assets/remote/…`.
    private let paths: Set<String>

    /// Nothing withheld.
    static let none = WithheldFiles(paths: [])

    private init(paths: Set<String>) { self.paths = paths }

    /// The files only the trips of `site` that `graph` does not build use.
    init(site: Site, graph: SiteGraph, enrichment: EnrichmentData) {
        let built = Set(graph.builtTrips.map(\.id))
        var withheld = Set<String>()
        for trip in site.trips where !built.contains(trip.id) {
            withheld.formUnion(Self.uses(of: trip, enrichment: enrichment))
        }
        // Nearly every build leaves nothing out, and reads no recommendation here.
        guard !withheld.isEmpty else {
            self.init(paths: [])
            return
        }
        for trip in graph.builtTrips { withheld.subtract(Self.uses(of: trip, enrichment: enrichment)) }
        // Read in place: a loop variable would copy each recommendation whole.
        for index in site.recommendations.indices where !withheld.isEmpty {
            let body = site.recommendations[index].body
            withheld.subtract(
                Self.paths(of: [site.recommendations[index].image].compactMap { $0 } + body.images, enrichment)
                    + body.files)
        }
        for page in site.cityIntros {
            withheld.subtract(
                Self.paths(of: [page.image].compactMap { $0 } + page.body.images, enrichment) + page.body.files)
        }
        withheld.subtract(enrichment.cityPhotos.values)
        if let icon = site.settings.app.icon { withheld.remove(icon) }
        self.init(paths: withheld)
    }

    /// Whether the file at `path` in the output is withheld.
    func contains(_ path: String) -> Bool { paths.contains(path) }

    /// The paths in the output of every file `trip` names.
    private static func uses(of trip: Trip, enrichment: EnrichmentData) -> [String] {
        var used = paths(of: trip.shownImages, enrichment) + trip.body.files
        let notes = trip.days.flatMap { $0.visits.compactMap(\.notes) } + trip.transport.compactMap(\.notes)
        for text in notes where text.contains("]") {
            for link in CommonMarkDocument.links(in: text) {
                if let file = AssetLink(destination: link.destination) { used.append(file.path) }
                if link.isImage, let url = ImageSource(markdownDestination: link.destination)?.remoteURL,
                    let path = enrichment.remoteImages[url]
                {
                    used.append(path)
                }
            }
        }
        return used
    }

    /// The paths in the output of `images`: a file of `assets/` at its own, a remote image at its downloaded copy's.
    private static func paths(of images: [ImageSource], _ enrichment: EnrichmentData) -> [String] {
        images.compactMap { image in
            switch image {
            case .asset(let path): path
            case .remote(let url): enrichment.remoteImages[url]
            }
        }
    }
}
