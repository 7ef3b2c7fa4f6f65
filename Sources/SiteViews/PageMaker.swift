import SiteEnrichment
import SitePlan
import SiteSearch
import TravelModel

/// Makes the template values of any page of the build: made once, shared by every render task, so a
/// page costs nothing until it is rendered.
package struct PageMaker: Sendable {
    package let context: PageContext
    package let links: InternalLinks
    package let maps: MapMaker
    package let enrichment: EnrichmentData
    package let search: SearchIndex
    package let allowsRawHTML: Bool

    package init(
        context: PageContext, links: InternalLinks, maps: MapMaker, enrichment: EnrichmentData, search: SearchIndex,
        allowsRawHTML: Bool
    ) {
        self.context = context
        self.links = links
        self.maps = maps
        self.enrichment = enrichment
        self.search = search
        self.allowsRawHTML = allowsRawHTML
    }

    /// A city's photo, as its page shows it: the image of its own page in `Content/cities/`, else the
    /// encyclopedia's from the cache; `isOwn` says which.
    package static func cityPhoto(
        _ city: City, page: CityIntro?, images: PageImages, enrichment: EnrichmentData
    ) -> (path: String, isOwn: Bool)? {
        if let own = page?.image.flatMap(images.path(of:)) { return (own, true) }
        return enrichment.cityPhotos[city.key].map { ($0, false) }
    }

    /// What the template of `page` is given: its page type makes it (``PageType/view(in:with:)``).
    package func document(of page: SitePage) -> any TemplateFields {
        document(of: page.subject, at: page.file)
    }

    private func document<Subject: PageType>(of subject: Subject, at file: String) -> any TemplateFields {
        subject.view(in: context.moved(to: file), with: self)
    }
}

extension String {
    /// `nil` for the empty string, so `??` can fall through to the next choice.
    var nonEmpty: String? { isEmpty ? nil : self }
}
