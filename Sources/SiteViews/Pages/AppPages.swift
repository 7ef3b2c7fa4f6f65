import SiteOutput
import SitePlan

/// The saved page, `saved/`: what this device has saved for offline reading, listed by the script from the
/// browser's storage (the build knows nothing of it). Only when `site.yml` has the app on.
package struct SavedPageType: PageType {
    package static let name = "saved"
    package static let template = "saved"
    package static let listing = PageListing(openGraphType: "website", inSitemap: false, inFeed: false, inSearch: false)

    package static func pages(of graph: SiteGraph, includeDrafts: Bool) -> [SitePage] {
        graph.app.enabled ? [SitePage(SavedPageType(), folder: SitePaths.saved, isListed: false)] : []
    }

    /// Made from nothing of the content: the build's global inputs (the settings, the theme) are its digest.
    package func addInputs(to digest: inout ContentHash.State, from inputs: PageSources) -> Bool { true }

    package func view(in context: PageContext) -> PageDocument<AppPage> {
        let words = context.words
        let frame = context.frame(
            for: Self.self, title: words.pages.savedTitle, description: words.pages.savedDescription, noindex: true)
        return PageDocument(frame: frame, model: AppPage())
    }
}

/// The offline page, `offline/`: what the service worker answers for a page that is not saved when there is no
/// network, with the list of what is. Only when `site.yml` has the app on.
package struct OfflinePageType: PageType {
    package static let name = "offline"
    package static let template = "offline"
    package static let listing = PageListing(openGraphType: "website", inSitemap: false, inFeed: false, inSearch: false)

    package static func pages(of graph: SiteGraph, includeDrafts: Bool) -> [SitePage] {
        graph.app.enabled ? [SitePage(OfflinePageType(), folder: SitePaths.offline, isListed: false)] : []
    }

    /// Made from nothing of the content: the build's global inputs (the settings, the theme) are its digest.
    package func addInputs(to digest: inout ContentHash.State, from inputs: PageSources) -> Bool { true }

    package func view(in context: PageContext) -> PageDocument<AppPage> {
        let words = context.words
        let frame = context.frame(
            for: Self.self, title: words.pages.offlineTitle, description: words.pages.offlineDescription,
            noindex: true)
        return PageDocument(frame: frame, model: AppPage())
    }
}

/// The saved and offline pages' own values: none; their lists are made in the browser.
package struct AppPage: TemplateFields {}
