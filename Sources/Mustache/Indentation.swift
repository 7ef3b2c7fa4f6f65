/// How an included template (partial, parent or block) indents the lines it renders.
enum Indentation: Sendable, Hashable {
    /// The tag stood alone on its line: its leading whitespace is added before every line of the
    /// included template, on top of the indentation already in force.
    case add(String)
    /// The tag stood inside a line: the included template's lines are not indented at all.
    case reset
    /// The included content belongs to the surrounding text and keeps its indentation.
    case keep
}
