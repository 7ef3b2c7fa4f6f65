/// Where a browser says a request comes from and what it is for: its Fetch Metadata headers
/// (`Sec-Fetch-Site`, `Sec-Fetch-Mode`, `Sec-Fetch-Dest`), which a page cannot set or change.
///
/// A page of another site can load any file of `serve` as a `<script>`, an image or a style sheet without
/// sending `Origin`, so the `Origin` check never sees it: the search index is a set of scripts, one call
/// each, and a page that defines the function they call reads every entry, drafts and private trips
/// included. A browser names such a request `cross-site` (or `same-site`, for another port or subdomain of
/// the same site: `serve` is only ever its own origin), and `serve` refuses it, unless it opens a page in
/// a window or tab of its own (a link from elsewhere to the preview), which the other site cannot read.
/// A request without these headers (curl, an older browser) is answered as before.
struct FetchMetadata: Sendable, Equatable {
    /// `Sec-Fetch-Site`: the requesting page's site against this server's.
    enum Site: String, Sendable {
        case sameOrigin = "same-origin"
        case sameSite = "same-site"
        case crossSite = "cross-site"
        /// `none`: typed in the address bar, a bookmark; no page asked.
        case direct = "none"
    }

    /// The site the browser names; `nil` when it sends none, or a value this server does not know.
    let site: Site?
    /// `Sec-Fetch-Mode`, as sent (`navigate`, `no-cors`, `cors`, …).
    let mode: String?
    /// `Sec-Fetch-Dest`, as sent (`document`, `script`, `image`, `iframe`, …).
    let destination: String?

    /// The headers of `head`; of a header sent more than once, the first.
    init(_ head: HTTPRequestHead) {
        site = head.values("sec-fetch-site").first.flatMap { Site(rawValue: $0.lowercased()) }
        mode = head.values("sec-fetch-mode").first?.lowercased()
        destination = head.values("sec-fetch-dest").first?.lowercased()
    }

    /// Whether `serve` answers the request: anything its own pages ask, and anything without a page of
    /// another site behind it; from another site, only the opening of a page as a top-level document.
    var isAllowed: Bool {
        switch site {
        case .sameSite, .crossSite: mode == "navigate" && destination == "document"
        case .sameOrigin, .direct, nil: true
        }
    }

    /// What a request it does not allow is answered with.
    static let refusal = HTTPRefusal(status: 403, reason: "a page of another site cannot load this server's files")
}
