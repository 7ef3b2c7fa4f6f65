import Diagnostics
/// The `feed.xml` of a site, an RFC 4287 Atom feed.
public enum AtomFeed {
    /// The feed document: `feed`'s own elements, then `entries` in the order given.
    public static func xml(feed: FeedInfo, entries: [FeedEntry]) -> String {
        var out = """
            <?xml version="1.0" encoding="utf-8"?>
            <feed xmlns="http://www.w3.org/2005/Atom">

            """
        out += "  <title>\(XMLText.escape(feed.title))</title>\n"
        out += "  <id>\(XMLText.escape(feed.id))</id>\n"
        out += "  <link rel=\"self\" type=\"application/atom+xml\" href=\"\(XMLText.escape(feed.selfURL))\"/>\n"
        out += "  <link rel=\"alternate\" type=\"text/html\" href=\"\(XMLText.escape(feed.siteURL))\"/>\n"
        out += "  <updated>\(XMLText.escape(feed.updated))</updated>\n"
        // RFC 4287 §4.1.1: a feed needs an author unless every entry has one; ours never do.
        out += "  <author><name>\(XMLText.escape(feed.author ?? feed.title))</name></author>\n"
        out += "  <generator>itineshary</generator>\n"
        for entry in entries {
            out += "  <entry>\n"
            out += "    <title>\(XMLText.escape(entry.title))</title>\n"
            out += "    <id>\(XMLText.escape(entry.id))</id>\n"
            out += "    <link rel=\"alternate\" type=\"text/html\" href=\"\(XMLText.escape(entry.url))\"/>\n"
            if let published = entry.published {
                out += "    <published>\(XMLText.escape(published))</published>\n"
            }
            out += "    <updated>\(XMLText.escape(entry.updated))</updated>\n"
            out += "    <summary>\(XMLText.escape(entry.summary))</summary>\n"
            if let html = entry.contentHTML {
                out += "    <content type=\"html\">\(XMLText.escape(html))</content>\n"
            }
            out += "  </entry>\n"
        }
        out += "</feed>\n"
        return out
    }
}
