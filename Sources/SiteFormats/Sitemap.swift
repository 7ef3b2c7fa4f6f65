import Diagnostics
/// The `sitemap.xml` of a site, in the sitemaps.org 0.9 protocol.
public enum Sitemap {
    /// The sitemap listing `urls` in the order given; the caller decides the order, so it stays the same
    /// from build to build.
    public static func xml(urls: [SitemapURL]) -> String {
        var out = """
            <?xml version="1.0" encoding="UTF-8"?>
            <urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">

            """
        for url in urls {
            out += "  <url>\n"
            out += "    <loc>\(XMLText.escape(url.loc))</loc>\n"
            if let lastmod = url.lastmod {
                out += "    <lastmod>\(XMLText.escape(lastmod))</lastmod>\n"
            }
            out += "  </url>\n"
        }
        out += "</urlset>\n"
        return out
    }
}
