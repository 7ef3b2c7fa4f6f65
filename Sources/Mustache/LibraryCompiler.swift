/// Compiles a set of templates into the variants a ``TemplateLibrary`` renders: inheritance expanded,
/// partials resolved, every interpolation checked against the HTML context it stands in.
///
/// A template is compiled once for each HTML context it is included in (almost always only text),
/// and every template once as a page in text context so that its errors show whether or not it is used.
final class LibraryCompiler {
    let options: TemplateOptions
    let templates: [String: Template]
    /// Each template with its parents and blocks expanded, computed once.
    var expansions: [String: Result<[Syntax], TemplateError>] = [:]
    var variants: [CompiledVariant] = []
    var variantIndex: [VariantKey: Int] = [:]
    var contexts: [HTMLContext?] = []
    var contextNumbers: [HTMLContext?: Int] = [:]
    /// Contexts in which a dynamic partial stands; every template is compiled for each.
    var dynamicContexts: [Int] = []

    /// How many HTML contexts dynamic partials may stand in before compiling stops.
    static let maximumDynamicContexts = 64
    /// How deeply partials may nest while compiling, each level a template compiled for an HTML context no
    /// level above it was: text that moves the context on at every inclusion (a tag name that grows each time
    /// a template includes itself) would otherwise compile forever, deeper and deeper.
    static let maximumDepth = 64
    /// How many variants (a template compiled for one HTML context) a set of templates may need: partials that
    /// each include two others in new contexts would otherwise double the work at every level.
    static let maximumVariants = 4096
    /// How many variants are being compiled inside each other.
    var depth = 0

    init(templates: [String: Template], options: TemplateOptions) {
        self.templates = templates
        self.options = options
        _ = contextNumber(options.mode == .html ? HTMLContext() : nil)
    }

    /// Compiles every template as a page, then for every context a dynamic partial stands in.
    /// - Throws: the first error, in the order of the templates' names.
    func compileAll() throws(TemplateError) -> [String: Int] {
        var roots: [String: Int] = [:]
        let names = templates.keys.sorted()
        for name in names {
            roots[name] = try variant(name, context: 0, required: true)
        }
        var done = 0
        while done < dynamicContexts.count {
            let context = dynamicContexts[done]
            done += 1
            for name in names { _ = try variant(name, context: context, required: false) }
        }
        return roots
    }

    /// The number that identifies an HTML context in variant keys.
    func contextNumber(_ context: HTMLContext?) -> Int {
        if let number = contextNumbers[context] { return number }
        contexts.append(context)
        contextNumbers[context] = contexts.count - 1
        return contexts.count - 1
    }

    /// The index of a template's variant for a context, compiling it the first time it is asked for.
    /// A template that includes itself gets the index of the variant being compiled.
    /// - Parameter required: whether an error is thrown; otherwise it is kept in the variant.
    func variant(_ name: String, context: Int, required: Bool) throws(TemplateError) -> Int {
        let key = VariantKey(name: name, context: context)
        if let index = variantIndex[key] {
            if required, case .failed(let error) = variants[index] { throw error }
            return index
        }
        let index = variants.count
        variants.append(.pending)
        variantIndex[key] = index
        depth += 1
        defer { depth -= 1 }
        do {
            let syntax = try expanded(name)
            var htmlContext = contexts[context]
            let instructions = try compile(syntax, context: &htmlContext)
            variants[index] = .compiled(instructions, endContext: htmlContext)
        } catch {
            variants[index] = .failed(error)
            if required { throw error }
        }
        return index
    }

    /// An error at a position in any of the templates.
    func error(_ kind: TemplateError.Kind, _ message: String, at position: SourcePosition) -> TemplateError {
        guard let template = templates[position.template] else {
            return TemplateError(
                kind: kind, message: message, file: position.template, line: position.line,
                column: position.column, sourceLine: "")
        }
        return template.source.error(kind, message, at: position)
    }
}
