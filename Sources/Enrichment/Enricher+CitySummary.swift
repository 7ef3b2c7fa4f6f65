import Foundation

extension Enricher {
    static let wikipediaLicence = "Text from Wikipedia, CC BY-SA 4.0"

    /// The introduction and lead photo of a Wikipedia article, for city pages and share cards.
    /// Expires after 90 days.
    ///
    /// - Parameters:
    ///   - title: the article's title, spaces or underscores.
    ///   - language: the Wikipedia edition, such as `en` or `pt`.
    public func citySummary(title: String, language: String) async -> Lookup<CitySummary> {
        let language = language.lowercased()
        let name = "Wikipedia summary of \(title) (\(language))"
        let languageOK =
            (2...12).contains(language.count)
            && language.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || $0 == "-" }
        guard languageOK, !title.trimmingCharacters(in: .whitespaces).isEmpty else {
            return Lookup(
                value: nil, warning: .warning("\(name): not a Wikipedia language and title", at: nil),
                fromNetwork: false, attribution: nil)
        }
        let pageTitle = title.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: " ", with: "_")
        let endpoint = "/api/rest_v1/page/summary/" + Self.percentEncoded(pageTitle)
        let base = settings.baseURLs.wikipedia.replacingOccurrences(of: "{language}", with: language)
        let plan = Plan<CitySummary>(
            name: name, kind: "summaries", key: CacheKey.make(language, pageTitle),
            maxAge: { _ in 90 * 86_400 },
            fetch: { [self] in
                // https://en.wikipedia.org/api/rest_v1/#/Page%20content/get_page_summary__title_ and
                // https://www.mediawiki.org/wiki/Specs/Summary — fields title, extract, thumbnail.source,
                // originalimage.source, content_urls.desktop.page.
                guard let url = URL(string: base + endpoint) else {
                    return .failure(.network("invalid URL for \(base)"))
                }
                return await fetchJSON(url).flatMap { json in
                    var response: [String: JSONValue] = [:]
                    for field in ["title", "extract", "content_urls.desktop.page"] {
                        guard let value = json.value(at: field), case .string = value else {
                            return .failure(.malformed("no \(field) in the answer"))
                        }
                        response[field] = value
                    }
                    for field in ["thumbnail.source", "originalimage.source"] {
                        if let value = json.value(at: field), case .string = value { response[field] = value }
                    }
                    return .success(
                        entry(
                            request: Self.request(endpoint: endpoint, ["language": language, "title": pageTitle]),
                            response: .object(response), source: "Wikipedia REST API page summary",
                            licence: Self.wikipediaLicence))
                }
            },
            decode: { entry in
                let response = entry.response
                guard let title = response["title"]?.stringValue, let extract = response["extract"]?.stringValue,
                    let page = response["content_urls.desktop.page"]?.stringValue
                else { return .failure(.malformed("summary fields missing")) }
                let photo =
                    response["originalimage.source"]?.stringValue ?? response["thumbnail.source"]?.stringValue
                return .success(
                    CitySummary(
                        title: title, extract: extract, pageURL: page, photoURL: photo, licence: entry.licence))
            })
        return await run(plan)
    }
}
