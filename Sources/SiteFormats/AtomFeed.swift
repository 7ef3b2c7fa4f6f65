import TextEscaping

/// The `feed.xml` of a site, an RFC 4287 Atom feed.
public enum AtomFeed {
    /// The feed document: `feed`'s own elements, then `entries` in the order given.
    public static func xml(feed: FeedInfo, entries: [FeedEntry]) -> String {
        String(decoding: bytes(feed: feed, entries: entries, count: entries.count), as: UTF8.self)
    }

    /// The bytes of ``xml(feed:entries:)``, for `entries` made as they are read: a large site's feed is
    /// megabytes, so its bytes are grown in place, with room for about `count` entries from the start.
    public static func bytes(feed: FeedInfo, entries: some Sequence<FeedEntry>, count: Int) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(600 + count * 480)
        func add(_ text: String) { out += text.utf8 }
        add(
            """
            <?xml version="1.0" encoding="utf-8"?>
            <feed xmlns="http://www.w3.org/2005/Atom">

            """)
        add("  <title>\(XMLText.escape(feed.title))</title>\n")
        add("  <id>\(XMLText.escape(feed.id))</id>\n")
        add("  <link rel=\"self\" type=\"application/atom+xml\" href=\"\(XMLText.escape(feed.selfURL))\"/>\n")
        add("  <link rel=\"alternate\" type=\"text/html\" href=\"\(XMLText.escape(feed.siteURL))\"/>\n")
        add("  <updated>\(XMLText.escape(feed.updated))</updated>\n")
        // RFC 4287 §4.1.1: a feed needs an author unless every entry has one; ours never do.
        add("  <author><name>\(XMLText.escape(feed.author ?? feed.title))</name></author>\n")
        add("  <generator>itineshary</generator>\n")
        for entry in entries {
            add("  <entry>\n")
            add("    <title>\(XMLText.escape(entry.title))</title>\n")
            add("    <id>\(XMLText.escape(entry.id))</id>\n")
            add("    <link rel=\"alternate\" type=\"text/html\" href=\"\(XMLText.escape(entry.url))\"/>\n")
            if let published = entry.published {
                add("    <published>\(XMLText.escape(published))</published>\n")
            }
            add("    <updated>\(XMLText.escape(entry.updated))</updated>\n")
            add("    <summary>\(XMLText.escape(entry.summary))</summary>\n")
            if let html = entry.contentHTML {
                add("    <content type=\"html\">\(XMLText.escape(html))</content>\n")
            }
            add("  </entry>\n")
        }
        add("</feed>\n")
        return out
    }
}
