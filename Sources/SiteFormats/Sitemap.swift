import Diagnostics

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
        guard urls.count > limit, limit > 0 else { return [("sitemap.xml", urlset(urls[...]))] }
        var parts: [(path: String, bytes: [UInt8])] = []
        var index = Array(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">

            """.utf8)
        for start in stride(from: 0, to: urls.count, by: limit) {
            let path = "sitemap-\(parts.count + 1).xml"
            parts.append((path, urlset(urls[start..<min(start + limit, urls.count)])))
            index += "  <sitemap>\n    <loc>\(XMLText.escape(base + path))</loc>\n  </sitemap>\n".utf8
        }
        index += "</sitemapindex>\n".utf8
        return [("sitemap.xml", index)] + parts
    }

    /// One sitemap listing `urls` in the order given; the caller decides the order, so it stays the same
    /// from build to build.
    public static func xml(urls: [SitemapURL]) -> String {
        String(decoding: urlset(urls[...]), as: UTF8.self)
    }

    /// The bytes of a `urlset` of `urls`, sized before they are written: a site's sitemap can be megabytes.
    private static func urlset(_ urls: ArraySlice<SitemapURL>) -> [UInt8] {
        let header = """
            <?xml version="1.0" encoding="UTF-8"?>
            <urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">

            """
        let (openURL, closeLoc, openLastmod, closeLastmod, closeURL, footer) = (
            "  <url>\n    <loc>", "</loc>\n", "    <lastmod>", "</lastmod>\n", "  </url>\n", "</urlset>\n"
        )
        let entries = urls.map { url in
            (loc: XMLText.escape(url.loc), lastmod: url.lastmod.map(XMLText.escape))
        }
        let size = entries.reduce(header.utf8.count + footer.utf8.count) { size, entry in
            size + openURL.utf8.count + entry.loc.utf8.count + closeLoc.utf8.count + closeURL.utf8.count
                + (entry.lastmod.map { openLastmod.utf8.count + $0.utf8.count + closeLastmod.utf8.count } ?? 0)
        }
        var out: [UInt8] = []
        out.reserveCapacity(size)
        out += header.utf8
        for entry in entries {
            out += openURL.utf8
            out += entry.loc.utf8
            out += closeLoc.utf8
            if let lastmod = entry.lastmod {
                out += openLastmod.utf8
                out += lastmod.utf8
                out += closeLastmod.utf8
            }
            out += closeURL.utf8
        }
        out += footer.utf8
        return out
    }
}
