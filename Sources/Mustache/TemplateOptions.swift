/// How a ``TemplateLibrary`` compiles and renders its templates.
public struct TemplateOptions: Sendable, Hashable {
    /// What the templates produce, which decides how values are escaped.
    public enum Mode: Sendable, Hashable {
        /// HTML pages: every interpolation is escaped for the place it stands in, URL attributes are
        /// checked, and interpolation into places that cannot be escaped is a compile error.
        case html
        /// Plain Mustache as the specification defines it: `&`, `<`, `>`, `"` and `'` are escaped
        /// wherever a value stands, with no knowledge of HTML structure.
        case plain
    }

    /// What a partial or parent name that names no template does.
    public enum MissingPartials: Sendable, Hashable {
        /// Renders as nothing, as the Mustache specification requires.
        case empty
        /// Is a compile error with the position of the tag (a render error for dynamic names).
        case error
    }

    /// The output the templates produce; `.html` unless said otherwise.
    public var mode: Mode
    /// When `true`, a name that resolves to nothing — interpolated, or opening a section or an inverted
    /// section — is a render error, so a typo in a theme shows up instead of leaving a hole in the page.
    /// A name present with a `null` value resolves (to nothing to print, and a falsy section).
    public var strict: Bool
    /// What a reference to a template that does not exist does; `.error` unless said otherwise.
    public var missingPartials: MissingPartials
    /// How many parent templates (`{{<parent}}`) may be nested inside each other before compiling
    /// stops with an error; guards against inheritance that recurses without end.
    public var maximumInheritanceDepth: Int

    /// Options for a theme: HTML mode, not strict, missing partials are errors.
    /// - Parameters:
    ///   - mode: the output the templates produce.
    ///   - strict: whether a missing name, interpolated or opening a section, is an error.
    ///   - missingPartials: what a reference to a missing template does.
    ///   - maximumInheritanceDepth: how deeply parent templates may nest.
    public init(
        mode: Mode = .html,
        strict: Bool = false,
        missingPartials: MissingPartials = .error,
        maximumInheritanceDepth: Int = 32
    ) {
        self.mode = mode
        self.strict = strict
        self.missingPartials = missingPartials
        self.maximumInheritanceDepth = maximumInheritanceDepth
    }

    /// The behaviour the Mustache specification describes: plain escaping, missing names and
    /// partials render as nothing.
    public static let specification = TemplateOptions(mode: .plain, strict: false, missingPartials: .empty)
}
