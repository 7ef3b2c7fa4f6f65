/// The values every page gets, next to its own: `site`, `page`, `nav`, `assets` and `year`.
struct PageFrame: Encodable, Sendable {
    /// The site, from `site.yml`.
    struct SiteInfo: Encodable, Sendable {
        let title: String
        let language: String
        let author: String?
    }

    /// This page, for `<head>` and share cards.
    struct PageInfo: Encodable, Sendable {
        let title: String
        /// `title · site title`, or the site title alone when they are the same.
        let fullTitle: String
        let description: String
        let kind: PageKind
        /// `article` for trips and recommendations, otherwise `website`.
        let ogType: String
        let noindex: Bool
        /// The page's absolute URL; null without `base_url` or with `noindex`.
        let canonical: String?
        /// The share image's absolute URL; null without `base_url`.
        let image: String?
        let imageAlt: String?
    }

    /// Links for the site's navigation.
    struct Navigation: Encodable, Sendable {
        let home: String
        let cities: String
        let search: String
        let feed: String
        let isHome: Bool
        let isCities: Bool
        let isSearch: Bool
    }

    /// The theme's fingerprinted files.
    struct AssetLinks: Encodable, Sendable {
        let css: String
        let js: String
    }

    let site: SiteInfo
    let page: PageInfo
    let nav: Navigation
    let assets: AssetLinks
    /// The year of the build date, for a copyright line.
    let year: String
}

/// What a page template gets: the values every page gets, and the page's own beside them at the top level.
struct PageDocument<Model: Encodable & Sendable>: Encodable, Sendable {
    let frame: PageFrame
    let model: Model

    func encode(to encoder: any Encoder) throws {
        try frame.encode(to: encoder)
        try model.encode(to: encoder)
    }
}
