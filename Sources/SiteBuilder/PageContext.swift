import Templates
import TravelModel

/// What every page's view model is made with: the site, where the page is, and how to link from it.
struct PageContext: Sendable {
    let site: SiteSettings
    let graph: SiteGraph
    let formatter: SiteFormatter
    let assets: ThemeAssets
    let today: LocalDate
    /// The page's file, relative to the output root: `trips/lisbon/index.html`.
    let file: String

    /// The relative URL of another page's folder, as `../../cities/pt/lisbon/index.html`.
    func link(_ folder: String) -> String { SitePaths.link(from: file, toPage: folder) }

    /// The relative URL of any output file.
    func fileLink(_ path: String) -> String { SitePaths.relative(from: file, to: path) }

    /// The absolute URL of this page, when the site has a `base_url`.
    var canonical: String? {
        site.baseURL.map { SitePaths.absolute(file.hasSuffix("index.html") ? String(file.dropLast(10)) : file, baseURL: $0) }
    }

    /// The values every template gets: `site`, `page`, `nav`, `assets` and `year`.
    func common(
        title: String, description: String, kind: String, noindex: Bool = false, image: String? = nil,
        imageAlt: String? = nil
    ) -> [String: TemplateValue] {
        var page: [String: TemplateValue] = [
            "title": .string(title),
            "full_title": .string(title == site.title ? title : "\(title) · \(site.title)"),
            "description": .string(description),
            "kind": .string(kind),
            "og_type": .string(kind == "trip" || kind == "recommendation" ? "article" : "website"),
            "noindex": .bool(noindex),
        ]
        // A page kept out of search engines names no canonical URL, which would invite them back.
        if let canonical, !noindex { page["canonical"] = .string(canonical) }
        let shareImage = image ?? assets.shareImage
        if let base = site.baseURL {
            page["image"] = .string(shareImage.hasPrefix("http") ? shareImage : SitePaths.absolute(shareImage, baseURL: base))
            page["image_alt"] = .string(imageAlt ?? site.title)
        }
        var values: [String: TemplateValue] = [
            "site": [
                "title": .string(site.title), "language": .string(site.language),
                "author": site.author.map(TemplateValue.string) ?? .null,
            ],
            "page": .dictionary(page),
            "nav": [
                "home": .string(link(SitePaths.home)), "cities": .string(link(SitePaths.cities)),
                "search": .string(link(SitePaths.search)), "feed": .string(fileLink("feed.xml")),
                "is_home": .bool(kind == "home"), "is_cities": .bool(kind == "cities"),
                "is_search": .bool(kind == "search"),
            ],
            "assets": ["css": .string(fileLink(assets.stylesheet)), "js": .string(fileLink(assets.script))],
        ]
        values["year"] = .string(String(today.year))
        return values
    }

    /// A short card for a trip in listings.
    func tripCard(_ trip: Trip) -> TemplateValue {
        [
            "title": .string(trip.title), "url": .string(link(SitePaths.trip(trip))),
            "dates": .string(formatter.dateRange(trip.start, trip.end)),
            "start_iso": .string(trip.start.description),
            "duration": .string(formatter.count(trip.durationDays, "day")),
            "summary": trip.summary.map(TemplateValue.string) ?? .null,
            "destination": trip.destination.map { .string($0.name) } ?? .null,
            "is_draft": .bool(trip.visibility == .draft),
        ]
    }

    /// A city's name and link.
    func cityLink(_ city: City) -> TemplateValue {
        ["name": .string(city.name), "url": .string(link(SitePaths.city(city))), "country": .string(city.countryCode)]
    }

    /// A short card for a recommendation in listings.
    func recommendationCard(_ recommendation: Recommendation) -> TemplateValue {
        [
            "name": .string(recommendation.name),
            "url": .string(link(SitePaths.recommendation(recommendation))),
            "features": .array(recommendation.features.map(TemplateValue.string)),
            "features_text": .string(recommendation.features.joined(separator: " · ")),
            "features_data": .string(recommendation.features.joined(separator: " ")),
            "price": recommendation.price.map { .string(priceText($0)) } ?? .null,
            "address": recommendation.address.map(TemplateValue.string) ?? .null,
            "city": cityLink(recommendation.city),
        ]
    }

    /// `€€` or an amount.
    func priceText(_ price: Price) -> String {
        switch price {
        case let .level(level): return String(repeating: "€", count: level)
        case let .amount(money): return formatter.money(money)
        }
    }
}
