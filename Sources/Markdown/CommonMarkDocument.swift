import CCmarkGFM

/// The one place that calls cmark-gfm: parses GitHub-flavoured Markdown with the extensions the site
/// uses, and answers questions about the document. Every cmark handle is freed before returning.
public enum CommonMarkDocument {
    /// The parsing and rendering options: source positions, footnotes, `~~strike~~` only with two tildes,
    /// typographic quotes and dashes. Raw HTML stays omitted unless a renderer adds `CMARK_OPT_UNSAFE`.
    static let options = CMARK_OPT_SOURCEPOS | CMARK_OPT_FOOTNOTES | CMARK_OPT_STRIKETHROUGH_DOUBLE_TILDE | CMARK_OPT_SMART

    /// The GFM extensions every document is parsed with.
    static let extensionNames = ["table", "strikethrough", "autolink", "tasklist"]

    /// Every link and image of `markdown`, in document order.
    public static func links(in markdown: String) -> [MarkdownLink] {
        withDocument(markdown) { document, _ in
            var links: [MarkdownLink] = []
            let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false)
            forEachNode(in: document) { node in
                let type = cmark_node_get_type(node)
                guard type == CMARK_NODE_LINK || type == CMARK_NODE_IMAGE else { return }
                let destination = cmark_node_get_url(node).map { String(cString: $0) } ?? ""
                let line = Int(cmark_node_get_start_line(node))
                let byteColumn = Int(cmark_node_get_start_column(node))
                let text = line >= 1 && line <= lines.count ? lines[line - 1] : ""
                links.append(
                    MarkdownLink(
                        destination: destination, line: line,
                        column: destinationColumn(destination, in: text, from: characterColumn(byteColumn, in: text)),
                        isImage: type == CMARK_NODE_IMAGE))
            }
            return links
        }
    }

    /// Calls `body` with `root` and each node under it, in document order, as the walk enters it.
    static func forEachNode(in root: OpaquePointer, _ body: (OpaquePointer) -> Void) {
        let iterator = cmark_iter_new(root)
        defer { cmark_iter_free(iterator) }
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            if event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator) { body(node) }
        }
    }

    /// The column of the destination itself on the link's first line, where a mistyped slug would be fixed;
    /// cmark's own column is the link's `[`, and inside task-list items it is shifted by the stripped `[ ] `,
    /// so the destination is searched for from the start of the line. Falls back to `column` when the
    /// destination is written differently (escaped) or on a later line.
    static func destinationColumn(_ destination: String, in line: Substring, from column: Int) -> Int {
        guard !destination.isEmpty else { return column }
        // cmark's column is never right of the true one, so search from it for the first occurrence that
        // follows a `(` or `<`, which is the destination rather than the same words in the link text.
        var search = line[line.index(line.startIndex, offsetBy: min(max(0, column - 1), line.count))...]
        while let found = search.firstRange(of: destination) {
            let before = found.lowerBound > line.startIndex ? line[line.index(before: found.lowerBound)] : " "
            if before == "(" || before == "<" {
                return line.distance(from: line.startIndex, to: found.lowerBound) + 1
            }
            search = line[found.upperBound...]
        }
        return column
    }

    /// cmark counts columns in bytes; diagnostics count characters.
    static func characterColumn(_ byteColumn: Int, in line: Substring) -> Int {
        let utf8 = line.utf8
        let offset = min(max(0, byteColumn - 1), utf8.count)
        let prefix = utf8.prefix(offset)
        return String(decoding: prefix, as: UTF8.self).count + 1
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
