import Diagnostics

extension LoadResult {
    /// The content's diagnostics and `extra` ones (a build's warnings), quoting the content's lines, then
    /// `summary`: what `check`, `build` and `enrich` print.
    public func report(_ extra: [Diagnostic] = [], summary: String, format: DiagnosticFormat = .text) -> String {
        DiagnosticRenderer { sourceLines[$0] }.render(diagnostics + extra, summary: summary, format: format)
    }
}

extension LoadResult {
    /// What a build that found nothing changed since the last one reports of the content, which it did not load:
    /// the number of files that build read, and no diagnostics of its own.
    public init(unchangedFileCount count: Int) {
        self.init(site: nil, diagnostics: [], fileCount: count, sourceLines: [:])
    }
}
