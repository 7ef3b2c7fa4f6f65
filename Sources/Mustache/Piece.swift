/// One piece of a template as the scanner reads it: a run of text, a line break, or a tag.
///
/// The standalone-line rules work on this flat list before it becomes a tree, because they are
/// about lines, which sections cut across.
struct Piece: Sendable {
    /// What the piece is; tags are named after their sigil.
    enum Kind: Sendable, Hashable {
        case text, newline
        case variable, raw, section, inverted, close, comment, partial, dynamicPartial, parent, block, delimiters
    }

    var kind: Kind
    /// The text of a text or line-break piece, or the tag's name (for a dynamic partial, without `*`).
    var text: String
    /// The character offset where the piece starts (a tag's opening delimiter).
    var offset: Int
    /// Whether the piece starts a line of the template once standalone lines are removed; indentation
    /// of partials goes before such pieces.
    var lineStart = false
    /// Whether the tag stood alone on its line (or with other inheritance tags only), so that the
    /// line's whitespace and line break were removed.
    var standalone = false
    /// The whitespace removed before the tag when it came first on a standalone line.
    var lineIndent: String?
    /// For a standalone block tag: the indentation its content is rendered with.
    var blockIndent: String?

    /// Whether the piece is a tag rather than text.
    var isTag: Bool { kind != .text && kind != .newline }

    /// Whether the tag opens something that a closing tag ends.
    var opens: Bool { kind == .section || kind == .inverted || kind == .parent || kind == .block }
}
