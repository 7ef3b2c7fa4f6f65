/// One template read into a tree of tags, before it is linked to the others and compiled.
///
/// Reading happens in three steps, each in its own file: the scanner cuts the text into pieces
/// (`Template+Scanner.swift`), the standalone rules remove the whitespace of lines that hold only
/// tags (`Template+Standalone.swift`), and the parser builds the tree (`Template+Parser.swift`).
struct Template: Sendable {
    /// The template's text and names.
    let source: TemplateSource
    /// The template as a tree.
    let syntax: [Syntax]

    /// Reads a template.
    /// - Throws: a ``TemplateError`` for a malformed tag or an unbalanced section.
    init(source: TemplateSource) throws(TemplateError) {
        self.source = source
        var pieces = try Template.scan(source)
        pieces = Template.removeStandaloneLines(pieces)
        Template.dedentBlocks(&pieces)
        self.syntax = try Template.parse(pieces, source: source)
    }
}
