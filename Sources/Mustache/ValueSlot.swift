/// An interpolation as compiled: which value, how it is escaped, and what is checked.
final class ValueSlot: Sendable {
    /// The dotted name, split; empty for `{{.}}`.
    let path: [String]
    /// The name as written, for error messages.
    let name: String
    /// Whether the value is written without escaping (`{{{name}}}`, `{{&name}}`).
    let raw: Bool
    /// Whether the tag begins a line of the template, so that indentation goes before it.
    let lineStart: Bool
    /// For a value in a URL attribute whose scheme it may decide: what to check.
    let urlCheck: URLCheck?
    /// Where the tag stands.
    let position: SourcePosition

    init(path: [String], name: String, raw: Bool, lineStart: Bool, urlCheck: URLCheck?, position: SourcePosition) {
        self.path = path
        self.name = name
        self.raw = raw
        self.lineStart = lineStart
        self.urlCheck = urlCheck
        self.position = position
    }
}
