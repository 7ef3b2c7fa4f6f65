import ContentLoading
import Diagnostics

extension LoadResult {
    /// The content's diagnostics and `extra` ones (a build's warnings), quoting the content's lines, then
    /// `summary`: what `check`, `build` and `enrich` print.
    func report(_ extra: [Diagnostic] = [], summary: String, format: DiagnosticFormat = .text) -> String {
        DiagnosticRenderer { sourceLines[$0] }.render(diagnostics + extra, summary: summary, format: format)
    }
}
