/// What a compiled ``TemplateLibrary`` holds; immutable once built, so any number of renders may
/// read it at the same time.
final class LibraryStorage: Sendable {
    let options: TemplateOptions
    /// Every compiled variant; instructions refer to partials by index into this.
    let variants: [CompiledVariant]
    /// Each template's variant as a page (text context, or plain mode).
    let roots: [String: Int]
    /// Every variant by template name and context, for dynamic partials.
    let variantIndex: [VariantKey: Int]
    /// The templates' texts, to quote lines in render errors.
    let sources: [String: TemplateSource]

    init(
        options: TemplateOptions, variants: [CompiledVariant], roots: [String: Int],
        variantIndex: [VariantKey: Int], sources: [String: TemplateSource]
    ) {
        self.options = options
        self.variants = variants
        self.roots = roots
        self.variantIndex = variantIndex
        self.sources = sources
    }

    /// An error at a position in one of the templates, with its line quoted.
    func error(_ kind: TemplateError.Kind, _ message: String, at position: SourcePosition) -> TemplateError {
        guard let source = sources[position.template] else {
            return TemplateError(
                kind: kind, message: message, file: position.template, line: position.line,
                column: position.column, sourceLine: "")
        }
        return source.error(kind, message, at: position)
    }
}
