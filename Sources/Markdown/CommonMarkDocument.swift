import CCmarkGFM

/// The one place that calls cmark-gfm: parses GitHub-flavoured Markdown with the extensions the site
/// uses, and answers questions about the document. Every cmark handle is freed before returning.
public enum CommonMarkDocument {
    /// The parsing and rendering options: source positions, footnotes, `~~strike~~` only with two tildes,
    /// typographic quotes and dashes. Raw HTML stays omitted unless a renderer adds `CMARK_OPT_UNSAFE`.
    static let options =
        CMARK_OPT_SOURCEPOS | CMARK_OPT_FOOTNOTES | CMARK_OPT_STRIKETHROUGH_DOUBLE_TILDE | CMARK_OPT_SMART

    /// The GFM extensions every document is parsed with.
    static let extensionNames = ["table", "strikethrough", "autolink", "tasklist"]

    /// Every link and image of `markdown`, in document order.
    ///
    /// Linear in the document's size however many links share a line: columns are counted in bytes and
    /// turned into characters with a cursor that moves forward along the line, and each destination is looked
    /// for only within its own link.
    public static func links(in markdown: String) -> [MarkdownLink] {
        withDocument(markdown) { document, _ in
            var links: [MarkdownLink] = []
            let bytes = Array(markdown.utf8)
            var lineStarts = [0]
            for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { lineStarts.append(index + 1) }
            var cursor = ColumnCursor()
            forEachNode(in: document) { node in
                let type = cmark_node_get_type(node)
                guard type == CMARK_NODE_LINK || type == CMARK_NODE_IMAGE else { return }
                let destination = cmark_node_get_url(node).map { String(cString: $0) } ?? ""
                let line = Int(cmark_node_get_start_line(node))
                let byteColumn = Int(cmark_node_get_start_column(node))
                // cmark gives some nodes (autolinks made by the extension) no line; they are placed at column 1.
                var column = 1
                if line >= 1, line <= lineStarts.count {
                    let lineStart = lineStarts[line - 1]
                    let lineEnd = line < lineStarts.count ? lineStarts[line] - 1 : bytes.count
                    let from = min(lineStart + max(0, byteColumn - 1), lineEnd)
                    // The link ends at its end column on the same line; a little past it, for the shift in
                    // task-list items.
                    let to =
                        Int(cmark_node_get_end_line(node)) == line
                        ? min(lineEnd, lineStart + Int(cmark_node_get_end_column(node)) + 8) : lineEnd
                    let found = destinationOffset(Array(destination.utf8), in: bytes, from: from, to: max(from, to))
                    column = cursor.column(of: found ?? from, line: line, lineStart: lineStart, in: bytes)
                }
                links.append(
                    MarkdownLink(
                        destination: destination, line: line, column: column, isImage: type == CMARK_NODE_IMAGE))
            }
            return links
        }
    }

    /// Where the destination itself starts between `from` and `to`: the first occurrence that follows a `(`
    /// or `<`, which is the destination rather than the same words in the link text. cmark's column is the
    /// link's `[`, never right of the destination; `nil` when the destination is written differently (escaped).
    static func destinationOffset(_ destination: [UInt8], in bytes: [UInt8], from: Int, to: Int) -> Int? {
        guard let first = destination.first, to - from >= destination.count else { return nil }
        var index = from
        while index + destination.count <= to {
            if bytes[index] == first, index > 0,
                bytes[index - 1] == UInt8(ascii: "(") || bytes[index - 1] == UInt8(ascii: "<"),
                bytes[index..<index + destination.count].elementsEqual(destination)
            {
                return index
            }
            index += 1
        }
        return nil
    }

    /// Turns byte offsets into 1-based character columns, counting on from the last offset asked for on the
    /// same line, so the links of one long line cost one pass over it.
    struct ColumnCursor {
        private var line = 0
        private var offset = 0
        private var column = 1

        mutating func column(of target: Int, line: Int, lineStart: Int, in bytes: [UInt8]) -> Int {
            if line != self.line || target < offset {
                self.line = line
                offset = lineStart
                column = 1
            }
            column += String(decoding: bytes[offset..<target], as: UTF8.self).count
            offset = target
            return column
        }
    }

    /// Calls `body` with `root` and each node under it, in document order, as the walk enters it.
    static func forEachNode(in root: OpaquePointer, _ body: (OpaquePointer) -> Void) {
        walk(root) { node, entering in if entering { body(node) } }
    }

    /// Calls `body` with `root` and each node under it, in document order, as the walk enters it (`true`) and,
    /// for a node that can have children, as it leaves it (`false`).
    static func walk(_ root: OpaquePointer, _ body: (_ node: OpaquePointer, _ entering: Bool) -> Void) {
        let iterator = cmark_iter_new(root)
        defer { cmark_iter_free(iterator) }
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            if let node = cmark_iter_get_node(iterator) { body(node, event == CMARK_EVENT_ENTER) }
        }
    }

    /// Parses `markdown` with the site's options and extensions, hands the document to `body`, then frees it.
    static func withDocument<T>(
        _ markdown: String, _ body: (OpaquePointer, UnsafeMutablePointer<cmark_llist>?) -> T
    ) -> T {
        cmark_gfm_core_extensions_ensure_registered()
        let parser = cmark_parser_new(options)!
        defer { cmark_parser_free(parser) }
        for name in extensionNames {
            if let syntax = cmark_find_syntax_extension(name) {
                cmark_parser_attach_syntax_extension(parser, syntax)
            }
        }
        var text = markdown
        text.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { cmark_parser_feed(parser, $0.baseAddress, $0.count) }
        }
        let document = cmark_parser_finish(parser)!
        defer { cmark_node_free(document) }
        return body(document, cmark_parser_get_syntax_extensions(parser))
    }
}
