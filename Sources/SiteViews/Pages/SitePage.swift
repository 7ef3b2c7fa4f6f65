import SitePlan

/// One page of the site: what it shows, the file it is written to, and whether the site's listings show it.
package struct SitePage: Sendable {
    /// What the page shows, as a value of its page type: a trip, a year, nothing for the home page. A large site
    /// has a hundred thousand pages: a trip or a city is held in a box of its own, and a recommendation is one
    /// reference already, so the registry and every list made from it copy references, not the values' fields.
    package let subject: any PageType
    /// Where it is written, from the output root: `trips/lisbon/index.html`. Kept rather than its folder: the
    /// output's record of every file written holds this same text, and a large site has a hundred thousand pages.
    package let file: String
    /// Whether listings, the sitemap, the feed and search show it (unlisted trips are not listed).
    package let isListed: Bool

    /// The page of `subject` in `folder` (`nil` for a page that is a file of its own: the 404 page).
    init(_ subject: some PageType, folder: String?, isListed: Bool = true) {
        self.subject = subject
        file = folder.map(SitePaths.page) ?? SitePaths.notFound
        self.isListed = isListed
    }

    /// Its page type.
    package var type: any PageType.Type { Swift.type(of: subject) }

    /// Its folder, for links and absolute URLs: `trips/lisbon/`; `nil` for the 404 page, which is a file. Made
    /// from the file when asked for.
    package var folder: String? {
        let index = SitePaths.page("")
        return file.hasSuffix(index) ? String(file.dropLast(index.count)) : nil
    }

    /// The content file it is made from, named in errors: its subject's.
    package var source: String? { subject.source }
}

/// Every page of a site, declared once, in a fixed order: each page type's pages, in the order of
/// ``PageTypes/all``. Rendering, the sitemap, the feed and the search index all read this list.
package struct SitePages: Sendable {
    package let all: [SitePage]

    package init(graph: SiteGraph, includeDrafts: Bool) {
        let lists = PageTypes.all.map { $0.pages(of: graph, includeDrafts: includeDrafts) }
        var pages: [SitePage] = []
        // Sized up front: the pages stay for the whole build, and growing by doubling would leave up to
        // half the array spare.
        pages.reserveCapacity(lists.reduce(0) { $0 + $1.count })
        for list in lists { pages += list }
        all = pages
    }

    /// The pages `feed.xml` has entries for.
    package var inFeed: [SitePage] { all.filter { $0.isListed && $0.type.listing.inFeed } }
}
