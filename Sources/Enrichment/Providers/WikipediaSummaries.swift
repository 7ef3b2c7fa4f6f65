import Foundation

/// The introduction and lead photo of a Wikipedia article, for city pages and share cards. Expires after
/// 90 days.
public struct WikipediaSummaries: LookupProvider {
    /// One article in one edition.
    public struct Request: Hashable, Sendable {
        /// The article's title, spaces or underscores.
        public var title: String
        /// The Wikipedia edition, such as `en` or `pt`.
        public var language: String

        /// Creates a request; the language is lower-cased.
        public init(title: String, language: String) {
            self.title = title
            self.language = language.lowercased()
        }

        /// The title as the API writes it, with underscores.
        var pageTitle: String {
            title.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: " ", with: "_")
        }
    }

    /// The credit line Wikipedia's CC BY-SA licence asks for, which cache entries record.
    static let credit = "Text from Wikipedia, CC BY-SA 4.0"

    /// Wikipedia's terms for the text of the article at `page`.
    public static func attribution(page: String) -> Attribution {
        Attribution(name: "Wikipedia", licence: "CC BY-SA 4.0", url: page, text: credit)
    }

    /// Wikipedia; `{language}` is replaced by the language code, as in `https://{language}.wikipedia.org`.
    public static let service = ProviderService("wikipedia", publicURL: "https://{language}.wikipedia.org")

    /// Creates the provider.
    public init() {}

    /// Entries live in `summaries/`.
    public var kind: String { "summaries" }

    /// `Wikipedia summary of Lisbon (en)`.
    public func name(of request: Request) -> String { "Wikipedia summary of \(request.title) (\(request.language))" }

    /// A language code is 2 to 12 letters or hyphens, and a title is not blank.
    public func shortcut(for request: Request) -> Shortcut<CitySummary>? {
        let language = request.language
        let languageOK =
            (2...12).contains(language.count)
            && language.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || $0 == "-" }
        guard languageOK, !request.title.trimmingCharacters(in: .whitespaces).isEmpty else {
            return .invalid("not a Wikipedia language and title")
        }
        return nil
    }

    /// The language and the title: `en-lisbon`.
    public func key(for request: Request) -> String { CacheKey.make(request.language, request.pageTitle) }

    /// 90 days.
    public func maxAge(of entry: CacheEntry<Record>, for request: Request, in enricher: Enricher) -> TimeInterval? {
        90 * 86_400
    }

    /// Asks the REST API for the page summary.
    public func fetch(_ request: Request, in enricher: Enricher) async -> Result<CacheEntry<Record>, LookupFailure> {
        let endpoint = "/api/rest_v1/page/summary/" + Enricher.percentEncoded(request.pageTitle)
        let base = enricher.settings.baseURLs[Self.service].replacingOccurrences(
            of: "{language}", with: request.language)
        // https://en.wikipedia.org/api/rest_v1/#/Page%20content/get_page_summary__title_ and
        // https://www.mediawiki.org/wiki/Specs/Summary — fields title, extract, thumbnail.source,
        // originalimage.source, content_urls.desktop.page.
        guard let url = URL(string: base + endpoint) else {
            return .failure(.network("invalid URL for \(base)"))
        }
        return await enricher.fetchJSON(url, as: Answer.self).flatMap { answer in
            guard let title = answer.title else { return .failure(.malformed("no title in the answer")) }
            guard let extract = answer.extract else { return .failure(.malformed("no extract in the answer")) }
            guard let page = answer.contentURLs?.desktop?.page else {
                return .failure(.malformed("no content_urls.desktop.page in the answer"))
            }
            let record = Record(
                title: title, extract: extract, page: page, thumbnail: answer.thumbnail?.source,
                original: answer.originalImage?.source)
            return .success(
                enricher.entry(
                    request: Enricher.request(
                        endpoint: endpoint, ["language": request.language, "title": request.pageTitle]),
                    response: record, source: "Wikipedia REST API page summary",
                    attribution: attribution(for: request, record: record)))
        }
    }

    /// Wikipedia's, linking the article.
    public func attribution(for request: Request, record: Record) -> Attribution {
        Self.attribution(page: record.page)
    }

    /// The summary, with the original image as its photo, else the thumbnail.
    public func value(
        of entry: CacheEntry<Record>, for request: Request, attribution: Attribution, in enricher: Enricher
    ) async -> Result<CitySummary, LookupFailure> {
        let record = entry.response
        // Links on a page are http or https; anything else (`javascript:`) makes the entry corrupt.
        for url in [record.page, record.original, record.thumbnail].compactMap({ $0 }) where !Self.isWebURL(url) {
            return .failure(.malformed("'\(url)' is not an http or https URL"))
        }
        return .success(
            CitySummary(
                title: record.title, extract: record.extract, pageURL: record.page,
                photoURL: record.original ?? record.thumbnail, attribution: attribution))
    }
}

extension WikipediaSummaries {
    /// Whether `text` is an http or https URL with a host.
    static func isWebURL(_ text: String) -> Bool {
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), url.host?.isEmpty == false else {
            return false
        }
        return scheme == "http" || scheme == "https"
    }
}
