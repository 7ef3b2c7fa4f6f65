import CCmarkGFM

/// The words a reader of a rendered Markdown body sees, for the search index: an index made from the source
/// would publish what the page leaves out.
public enum MarkdownText {
    /// The text of `markdown` as its page shows it: the literal text of its text and code nodes (and of an
    /// image's description, which is its `alt`), blocks and line breaks apart by a space. Nothing cmark-gfm
    /// leaves out of the page's text is in it: HTML comments, processing instructions, CDATA, declarations and
    /// any other raw HTML (kept out even when `raw_html` lets the page carry it: its words are markup, not text
    /// the page shows as such), link reference definitions, link and image destinations and titles, and the
    /// marks of the Markdown itself.
    public static func visible(in markdown: String) -> String {
        CommonMarkDocument.withDocument(markdown) { document, _ in
            var text = ""
            CommonMarkDocument.walk(document) { node, entering in
                let type = cmark_node_get_type(node)
                switch type {
                case CMARK_NODE_TEXT, CMARK_NODE_CODE, CMARK_NODE_CODE_BLOCK:
                    if let literal = cmark_node_get_literal(node) { text += String(cString: literal) }
                    if type == CMARK_NODE_CODE_BLOCK { text += " " }
                case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK:
                    text += " "
                default:
                    // A block (a paragraph, a heading, a table's cell) ends its words; an inline container
                    // (emphasis, a link) does not: `Lis**bon**` is one word on the page.
                    if !entering, isBlock(type) { text += " " }
                }
            }
            return text
        }
    }

    /// Whether nodes of `type` are blocks: their class bits (`CMARK_NODE_TYPE_MASK`, 0xC000) are the
    /// document's. A table and its rows and cells, from the extension, are blocks too.
    static func isBlock(_ type: cmark_node_type) -> Bool {
        type.rawValue & 0xC000 == CMARK_NODE_DOCUMENT.rawValue & 0xC000
    }
}
