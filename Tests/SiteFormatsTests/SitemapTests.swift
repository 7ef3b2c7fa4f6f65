import Testing
import TextEscaping

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

/// A site of more URLs than one sitemap may list gets a sitemap index of parts, each within the limit.
@Suite struct SitemapIndexTests {
    static let urls = (1...5).map { SitemapURL(loc: "https://example.com/p\($0)/") }

    @Test func aSitemapWithinTheLimitIsOneFile() {
        let files = Sitemap.files(urls: Self.urls, base: "https://example.com/", limit: 5)
        #expect(files.map(\.path) == ["sitemap.xml"])
        #expect(files.first?.bytes == Array(Sitemap.xml(urls: Self.urls).utf8))
    }

    @Test func pastTheLimitSitemapXMLIsAnIndexOfParts() {
        let files = Sitemap.files(urls: Self.urls, base: "https://example.com/a&b/", limit: 2)
        #expect(files.map(\.path) == ["sitemap.xml", "sitemap-1.xml", "sitemap-2.xml", "sitemap-3.xml"])
        #expect(
            String(decoding: files[0].bytes, as: UTF8.self) == """
                <?xml version="1.0" encoding="UTF-8"?>
                <sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
                  <sitemap>
                    <loc>https://example.com/a&amp;b/sitemap-1.xml</loc>
                  </sitemap>
                  <sitemap>
                    <loc>https://example.com/a&amp;b/sitemap-2.xml</loc>
                  </sitemap>
                  <sitemap>
                    <loc>https://example.com/a&amp;b/sitemap-3.xml</loc>
                  </sitemap>
                </sitemapindex>

                """)
        #expect(files[1].bytes == Array(Sitemap.xml(urls: Array(Self.urls[0..<2])).utf8))
        #expect(files[2].bytes == Array(Sitemap.xml(urls: Array(Self.urls[2..<4])).utf8))
        #expect(files[3].bytes == Array(Sitemap.xml(urls: [Self.urls[4]]).utf8))
    }

    @Test func theProtocolsLimitIsFiftyThousand() {
        #expect(Sitemap.urlLimit == 50_000)
        let urls = (0...50_000).map { SitemapURL(loc: "https://example.com/\($0)/") }
        let files = Sitemap.files(urls: urls, base: "https://example.com/")
        #expect(files.map(\.path) == ["sitemap.xml", "sitemap-1.xml", "sitemap-2.xml"])
        #expect(String(decoding: files[2].bytes, as: UTF8.self).contains("<loc>https://example.com/50000/</loc>"))
        #expect(!String(decoding: files[1].bytes, as: UTF8.self).contains("https://example.com/50000/"))
    }

    @Test func writingHandsEachPartOnAsItIsMadeAndTheIndexLast() {
        var handed: [(path: String, bytes: [UInt8])] = []
        var read = 0
        let urls = Self.urls.lazy.map { url in
            read += 1
            return url
        }
        Sitemap.write(count: Self.urls.count, urls: urls, base: "https://example.com/", limit: 2) { path, bytes in
            // Each part is handed on before the URLs of the next are read.
            #expect(read == min(2 * (handed.count + 1), Self.urls.count) || path == "sitemap.xml")
            handed.append((path, bytes))
        }
        #expect(handed.map(\.path) == ["sitemap-1.xml", "sitemap-2.xml", "sitemap-3.xml", "sitemap.xml"])
        #expect(read == Self.urls.count)
        let files = Sitemap.files(urls: Self.urls, base: "https://example.com/", limit: 2)
        #expect(handed.map(\.bytes) == files.dropFirst().map(\.bytes) + [files[0].bytes])
    }
}
