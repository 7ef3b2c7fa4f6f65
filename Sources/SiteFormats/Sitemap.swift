import TextEscaping

/// The sitemap of a site, in the sitemaps.org 0.9 protocol.
public enum Sitemap {
    /// The most URLs one sitemap may list (sitemaps.org): a site with more gets a sitemap index.
    public static let urlLimit = 50_000

    /// The sitemap's files, by their path in the site: `sitemap.xml` listing every one of `urls`, or past
    /// `limit` URLs (the protocol's 50,000), `sitemap.xml` as a sitemap index of `sitemap-1.xml`,
    /// `sitemap-2.xml`, … that list up to `limit` URLs each, in the order given. `base` is the site's absolute
    /// URL, ending in `/`, at which the index names the parts.
    public static func files(
        urls: [SitemapURL], base: String, limit: Int = urlLimit
    ) -> [(path: String, bytes: [UInt8])] {
        var files: [(path: String, bytes: [UInt8])] = []
        write(count: urls.count, urls: urls, base: base, limit: limit) { path, bytes in files.append((path, bytes)) }
        // The index is made last, once its parts are known; it is listed first.
        return Array(files.suffix(1) + files.dropLast())
    }

    /// The files of ``files(urls:base:limit:)``, each handed to `write` as soon as it is made, the index last:
    /// a large site's sitemap is megabytes, and neither its URLs nor its parts are then held all at once.
    /// `count` is the number of `urls`, which are read once, in order.
    public static func write<Failure: Error>(
        count: Int, urls: some Sequence<SitemapURL>, base: String, limit: Int = urlLimit,
        to write: (_ path: String, _ bytes: [UInt8]) throws(Failure) -> Void
    ) throws(Failure) {
        var urls = urls.makeIterator()
        guard count > limit, limit > 0 else {
            try write("sitemap.xml", urlset(&urls, count: count))
            return
        }
        var index = Array(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">

            """.utf8)
        var part = 0
        var remaining = count
        while remaining > 0 {
            let size = min(limit, remaining)
            part += 1
            let path = "sitemap-\(part).xml"
            try write(path, urlset(&urls, count: size))
            index += "  <sitemap>\n    <loc>\(XMLText.escape(base + path))</loc>\n  </sitemap>\n".utf8
            remaining -= size
        }
        index += "</sitemapindex>\n".utf8
        try write("sitemap.xml", index)
    }

    /// One sitemap listing `urls` in the order given; the caller decides the order, so it stays the same
    /// from build to build.
    public static func xml(urls: [SitemapURL]) -> String {
        var iterator = urls.makeIterator()
        return String(decoding: urlset(&iterator, count: urls.count), as: UTF8.self)
    }

    /// The bytes of a `urlset` of the next `count` of `urls` (fewer if they run out): a site's sitemap can be
    /// megabytes, so its bytes are grown in place, each URL escaped as it is added.
    private static func urlset(_ urls: inout some IteratorProtocol<SitemapURL>, count: Int) -> [UInt8] {
        var out: [UInt8] = []
        // About what a page's URL takes, so a large sitemap is not copied as it grows.
        out.reserveCapacity(200 + count * 96)
        out +=
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">

            """.utf8
        for _ in 0..<count {
            guard let url = urls.next() else { break }
            out += "  <url>\n    <loc>".utf8
            out += XMLText.escape(url.loc).utf8
            out += "</loc>\n".utf8
            if let lastmod = url.lastmod {
                out += "    <lastmod>".utf8
                out += XMLText.escape(lastmod).utf8
                out += "</lastmod>\n".utf8
            }
            out += "  </url>\n".utf8
        }
        out += "</urlset>\n".utf8
        return out
    }
}
