/// The forms a list of diagnostics can be printed in.
public enum DiagnosticFormat: String, Sendable, CaseIterable {
    /// For people: each diagnostic with the source line and a caret under the culprit.
    case text
    /// For tools: one JSON document.
    case json
    /// For GitHub Actions: workflow commands that annotate the files of a pull request.
    case github
}
