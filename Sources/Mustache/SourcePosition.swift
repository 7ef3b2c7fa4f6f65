/// Where a tag stands: which template, and its 1-based line and column in characters.
///
/// Compiled instructions carry one so that a fault found while rendering can say where it is,
/// even when the instruction came from a parent template or a partial.
struct SourcePosition: Sendable, Hashable {
    /// The name of the template the tag is written in.
    let template: String
    /// The 1-based line.
    let line: Int
    /// The 1-based column, counted in characters.
    let column: Int
}
