/// A set of named templates, compiled together so that they can include each other as partials
/// (`{{>name}}`) and parents (`{{<name}}`), ready to render.
///
/// Compiling happens once, in the initializer; the library is then an immutable value that any
/// number of tasks may render from at the same time.
///
/// ```swift
/// let library = try TemplateLibrary(sources: ["page": "<h1>{{title}}</h1>"])
/// let html = try library.render("page", ["title": "Lisbon & Porto"])  // <h1>Lisbon &amp; Porto</h1>
/// ```
public struct TemplateLibrary: Sendable {
    let storage: LibraryStorage

    /// Compiles templates given as text.
    /// - Parameters:
    ///   - sources: each template's text by name; names are what partial and parent tags use.
    ///   - fileNames: the file each template came from, shown in errors instead of its name.
    ///   - options: the output mode, strictness and handling of missing partials.
    /// - Throws: the first ``TemplateError`` found, taking templates in the order of their names.
    public init(
        sources: [String: String], fileNames: [String: String] = [:], options: TemplateOptions = TemplateOptions()
    ) throws(TemplateError) {
        var templates: [String: Template] = [:]
        var texts: [String: TemplateSource] = [:]
        for name in sources.keys.sorted() {
            let source = TemplateSource(name: name, file: fileNames[name] ?? name, text: sources[name] ?? "")
            templates[name] = try Template(source: source)
            texts[name] = source
        }
        let compiler = LibraryCompiler(templates: templates, options: options)
        let roots = try compiler.compileAll()
        storage = LibraryStorage(
            options: options, variants: compiler.variants, roots: roots, variantIndex: compiler.variantIndex,
            sources: texts)
    }

    /// The same templates compiled again, sharing nothing with this library. Rendering reads the compiled
    /// templates' objects and so updates their reference counts: threads that render many pages at once each
    /// from a copy of their own keep those counts in their own processor's cache, rather than passing the same
    /// counts back and forth between processors for every tag.
    public func separateCopy() -> TemplateLibrary {
        let sources = storage.sources.mapValues { String($0.characters) }
        let fileNames = storage.sources.mapValues(\.file)
        // The same texts compiled the same way: they compiled once, so they compile again.
        return (try? TemplateLibrary(sources: sources, fileNames: fileNames, options: storage.options)) ?? self
    }

    /// The options the library was compiled with.
    public var options: TemplateOptions { storage.options }

    /// The names of the templates, sorted.
    public var templateNames: [String] { storage.roots.keys.sorted() }

    /// Renders a template to a string.
    /// - Parameters:
    ///   - name: the template's name.
    ///   - context: the data, usually a dictionary.
    /// - Throws: a ``TemplateError`` for an unknown template name, a URL with a forbidden scheme,
    ///   or, in strict mode, a name that resolves to nothing.
    public func render(_ name: String, _ context: TemplateValue) throws(TemplateError) -> String {
        var bytes: [UInt8] = []
        try render(name, context, into: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Renders a template, appending to a string.
    /// - Throws: as ``render(_:_:)``; on error `output` is left as it was.
    public func render(_ name: String, _ context: TemplateValue, into output: inout String) throws(TemplateError) {
        var bytes: [UInt8] = []
        try render(name, context, into: &bytes)
        output += String(decoding: bytes, as: UTF8.self)
    }

    /// Renders a template, appending UTF-8 to a byte buffer: the fastest way, for writing files.
    /// - Throws: as ``render(_:_:)``; on error `output` may hold part of the page.
    public func render(_ name: String, _ context: TemplateValue, into output: inout [UInt8]) throws(TemplateError) {
        guard let root = storage.roots[name] else {
            throw TemplateError(
                kind: .unknownPartial, message: "unknown template '\(name)'", file: name, line: 0, column: 0,
                sourceLine: "")
        }
        var renderer = Renderer(storage: storage, output: output, context: context)
        output = []
        defer { output = renderer.output }
        try renderer.run(variant: root)
    }
}
