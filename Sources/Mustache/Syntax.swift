/// A template as a tree: what the parser produces and what inheritance expands.
indirect enum Syntax: Sendable {
    /// Text or a line break, exactly as written; `lineStart` marks text that begins a line.
    case text(String, lineStart: Bool)
    /// `{{name}}`, or `{{{name}}}` and `{{&name}}` when `raw`; `path` is the dotted name split,
    /// empty for `{{.}}`.
    case variable(path: [String], raw: Bool, lineStart: Bool, position: SourcePosition)
    /// `{{#name}}…{{/name}}`, or `{{^name}}…{{/name}}` when `inverted`.
    case section(path: [String], inverted: Bool, body: [Syntax], position: SourcePosition)
    /// `{{>name}}`, or `{{>*name}}` when `dynamic` (then `name` is looked up in the data).
    case partial(name: String, dynamic: Bool, indentation: Indentation, position: SourcePosition)
    /// `{{<name}}…{{/name}}`: the parent template with some of its blocks replaced.
    case parent(name: String, indentation: Indentation, overrides: [String: BlockOverride], position: SourcePosition)
    /// `{{$name}}…{{/name}}`: a place a child template may fill, with its default content.
    case block(name: String, indentation: Indentation, body: [Syntax], position: SourcePosition)
    /// Content included from elsewhere (after inheritance is expanded), indented as a whole.
    case indented(Indentation, [Syntax])
}
