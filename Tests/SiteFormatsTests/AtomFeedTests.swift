import Foundation
import Testing

@testable import SiteFormats

#if canImport(FoundationXML)
    import FoundationXML
#endif

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

    /// Read back by Foundation's XML parser (libxml2), which shares no code with the writer.
    @Test func anXMLParserReadsTheFeed() throws {
        let text = AtomFeed.xml(
            feed: Self.feed,
            entries: [
                FeedEntry(
                    title: "A & B <\"'>", id: "tag:example.com,2027:1", url: "https://example.com/?a=1&b=2",
                    updated: "2027-04-12T00:00:00Z", summary: "s", contentHTML: "<b>x</b>")
            ])
        let reader = FirstEntryReader()
        let parser = XMLParser(data: Data(text.utf8))
        parser.shouldProcessNamespaces = true
        parser.delegate = reader
        #expect(parser.parse(), "\(String(describing: parser.parserError))")
        #expect(reader.title == "A & B <\"'>")
        #expect(reader.link == "https://example.com/?a=1&b=2")
        #expect(reader.content == "<b>x</b>")
    }
}

/// The title's and the content's text and the link's address of a feed's first Atom entry.
private final class FirstEntryReader: NSObject, XMLParserDelegate {
    static let atom = "http://www.w3.org/2005/Atom"
    var title: String?
    var link: String?
    var content: String?
    private var entries = 0
    private var reading: String?
    private var text = ""

    func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        guard namespaceURI == Self.atom else { return }
        if name == "entry" { entries += 1 }
        guard entries == 1 else { return }
        switch name {
        case "title", "content":
            reading = name
            text = ""
        case "link" where link == nil:
            link = attributes["href"]
        default:
            break
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if reading != nil { text += string }
    }

    func parser(
        _ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?
    ) {
        guard namespaceURI == Self.atom, entries == 1, name == reading else { return }
        if name == "title", title == nil { title = text }
        if name == "content", content == nil { content = text }
        reading = nil
    }
}
