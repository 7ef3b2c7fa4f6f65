import Testing

@testable import SiteFormats

@Suite struct AtomFeedTests {
    static let feed = FeedInfo(
        title: "Ana & Ben's trips", id: "https://example.com/", selfURL: "https://example.com/feed.xml",
        siteURL: "https://example.com/", updated: "2027-04-12T00:00:00Z", author: "Ana")

    @Test func isExact() {
        let text = AtomFeed.xml(
            feed: Self.feed,
            entries: [
                FeedEntry(
                    title: "Lisbon <in> spring", id: "https://example.com/trips/lisbon-2027/",
                    url: "https://example.com/trips/lisbon-2027/?from=feed&x=\"1\"", updated: "2027-04-12T00:00:00Z",
                    published: "2027-01-01T12:00:00Z", summary: "Five days: tarts & tiles",
                    contentHTML: "<p>Tarts &amp; tiles</p>"),
                FeedEntry(
                    title: "Porto", id: "https://example.com/trips/porto/", url: "https://example.com/trips/porto/",
                    updated: "2027-03-01T00:00:00Z", summary: "Wine"),
            ])
        #expect(
            text == """
                <?xml version="1.0" encoding="utf-8"?>
                <feed xmlns="http://www.w3.org/2005/Atom">
                  <title>Ana &amp; Ben&#39;s trips</title>
                  <id>https://example.com/</id>
                  <link rel="self" type="application/atom+xml" href="https://example.com/feed.xml"/>
                  <link rel="alternate" type="text/html" href="https://example.com/"/>
                  <updated>2027-04-12T00:00:00Z</updated>
                  <author><name>Ana</name></author>
                  <generator>itineshary</generator>
                  <entry>
                    <title>Lisbon &lt;in&gt; spring</title>
                    <id>https://example.com/trips/lisbon-2027/</id>
                    <link rel="alternate" type="text/html" href="https://example.com/trips/lisbon-2027/?from=feed&amp;x=&quot;1&quot;"/>
                    <published>2027-01-01T12:00:00Z</published>
                    <updated>2027-04-12T00:00:00Z</updated>
                    <summary>Five days: tarts &amp; tiles</summary>
                    <content type="html">&lt;p&gt;Tarts &amp;amp; tiles&lt;/p&gt;</content>
                  </entry>
                  <entry>
                    <title>Porto</title>
                    <id>https://example.com/trips/porto/</id>
                    <link rel="alternate" type="text/html" href="https://example.com/trips/porto/"/>
                    <updated>2027-03-01T00:00:00Z</updated>
                    <summary>Wine</summary>
                  </entry>
                </feed>

                """)
    }

    @Test func feedTitleStandsInForAMissingAuthor() {
        var feed = Self.feed
        feed.author = nil
        #expect(
            AtomFeed.xml(feed: feed, entries: []).contains("<author><name>Ana &amp; Ben&#39;s trips</name></author>"))
    }

    @Test func pythonParsesTheFeed() throws {
        let text = AtomFeed.xml(
            feed: Self.feed,
            entries: [
                FeedEntry(
                    title: "A & B <\"'>", id: "tag:example.com,2027:1", url: "https://example.com/?a=1&b=2",
                    updated: "2027-04-12T00:00:00Z", summary: "s", contentHTML: "<b>x</b>")
            ])
        let script = """
            import sys, xml.etree.ElementTree as ET
            ns = {"a": "http://www.w3.org/2005/Atom"}
            root = ET.fromstring(sys.argv[1].encode())
            entry = root.find("a:entry", ns)
            print(entry.find("a:title", ns).text)
            print(entry.find("a:link", ns).get("href"))
            print(entry.find("a:content", ns).text)
            """
        let result = try Python.run(script, arguments: [text])
        try #require(result.status == 0, "python3 could not parse the feed\n\(result.errors)")
        #expect(result.output == "A & B <\"'>\nhttps://example.com/?a=1&b=2\n<b>x</b>\n")
    }
}
