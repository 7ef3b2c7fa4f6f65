import Diagnostics
import Testing

@testable import SiteFormats

@Suite struct SitemapTests {
    @Test func isExact() {
        let text = Sitemap.xml(urls: [
            SitemapURL(loc: "https://example.com/", lastmod: "2027-04-12"),
            SitemapURL(loc: "https://example.com/trips/lisbon-2027/"),
        ])
        #expect(
            text == """
                <?xml version="1.0" encoding="UTF-8"?>
                <urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
                  <url>
                    <loc>https://example.com/</loc>
                    <lastmod>2027-04-12</lastmod>
                  </url>
                  <url>
                    <loc>https://example.com/trips/lisbon-2027/</loc>
                  </url>
                </urlset>

                """)
    }

    @Test func urlsAreEscaped() {
        let text = Sitemap.xml(urls: [SitemapURL(loc: "https://example.com/?a=1&b=<2>\"'")])
        #expect(text.contains("<loc>https://example.com/?a=1&amp;b=&lt;2&gt;&quot;&#39;</loc>"))
    }

    @Test func emptySitemap() {
        #expect(
            Sitemap.xml(urls: [])
                == "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                + "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n</urlset>\n")
    }

    @Test func xmlEscapeDropsForbiddenCharacters() {
        #expect(XMLText.escape("a&b<c>d\"e'f") == "a&amp;b&lt;c&gt;d&quot;e&#39;f")
        #expect(XMLText.escape("tab\tnew\nline\u{0}\u{1B}\u{FFFE}é") == "tab\tnew\nlineé")
    }
}
