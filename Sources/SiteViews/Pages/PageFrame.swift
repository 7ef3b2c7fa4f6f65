/// The values every page gets, next to its own: `site`, `page`, `nav`, `assets` and `year`.
package struct PageFrame: TemplateFields {
    /// The site, from `site.yml`.
    package struct SiteInfo: TemplateFields {
        let title: String
        let language: String
        let author: String?
    }

    /// This page, for `<head>` and share cards.
    package struct PageInfo: TemplateFields {
        let title: String
        /// `title · site title`, or the site title alone when they are the same.
        let fullTitle: String
        let description: String
        /// Its page type's name (``PageType/name``).
        let kind: String
        /// `article` for trips and recommendations, otherwise `website` (``PageListing/openGraphType``).
        let ogType: String
        let noindex: Bool
        /// The page's absolute URL; null without `base_url` or with `noindex`.
        let canonical: String?
        /// The share image's absolute URL; null without `base_url`.
        let image: String?
        let imageAlt: String?
        /// In `serve` only, on a trip page showing private details a build leaves out: the banner saying so.
        let unpublishedNotice: String?
    }

    /// Links for the site's navigation.
    package struct Navigation: TemplateFields {
        let home: String
        let cities: String
        let search: String
        let map: String
        let feed: String
        let isHome: Bool
        let isCities: Bool
        let isSearch: Bool
        let isMap: Bool
    }

    /// The theme's fingerprinted files.
    package struct AssetLinks: TemplateFields {
        let css: String
        let js: String
    }

    /// What a page with maps loads to show them over tiles, when `site.yml` sets `map: { tiles: … }`.
    package struct LiveMap: TemplateFields {
        /// Leaflet's stylesheet and script, and the script that makes the maps, in the site's assets.
        let css: String
        let leaflet: String
        let script: String
        /// The tile URL, with `{z}`, `{x}` and `{y}`.
        let tiles: String
        let attribution: String
    }

    /// What makes the site an app, for the layout's `<head>` and the save button; null when `site.yml` turns the
    /// app off, and in `serve`.
    package struct AppLinks: TemplateFields {
        let manifest: String
        let icon: String
        /// `#0b5d66`: the `theme-color`.
        let themeColor: String
        let serviceWorker: String
        let saved: String
        /// The page's offline list, for a page a reader can save (a trip, a city, a recommendation); null on others.
        let offlineList: String?
    }

    let site: SiteInfo
    let page: PageInfo
    let nav: Navigation
    let assets: AssetLinks
    /// Null unless the site shows map tiles and the page has maps (a trip, a city, a recommendation).
    let liveMap: LiveMap?
    /// The year of the build date, for a copyright line.
    let year: String
    /// Null unless the site is an app (``AppLinks``).
    var app: AppLinks? = nil
}

/// What a page template gets: the values every page gets, and the page's own beside them at the top level.
package struct PageDocument<Model: TemplateFields>: TemplateFields {
    let frame: PageFrame
    let model: Model

    package func encode(to encoder: any Encoder) throws {
        try frame.encode(to: encoder)
        try model.encode(to: encoder)
    }

    package func add(to fields: inout TemplateFieldList) {
        frame.add(to: &fields)
        model.add(to: &fields)
    }

    package static func addShape(to shape: inout TemplateShapeList<Self>) {
        shape.add(PageFrame.self)
        shape.add(Model.self)
    }
}
