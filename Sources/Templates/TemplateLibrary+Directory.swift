import Foundation

extension TemplateLibrary {
    /// Loads and compiles every template in a folder and its subfolders.
    ///
    /// A template's name is its path relative to the folder without the extension
    /// (`partials/day.mustache` is `partials/day`); errors name the file as the folder's name followed
    /// by that path (`Templates/partials/day.mustache`).
    /// - Parameters:
    ///   - directory: the folder of templates.
    ///   - fileExtension: the extension of template files, without the dot; other files are ignored.
    ///   - options: the output mode, strictness and handling of missing partials.
    /// - Throws: a ``TemplateError`` of kind `.io` when the folder or a file cannot be read, otherwise
    ///   the first compile error.
    public init(directory: URL, fileExtension: String = "mustache", options: TemplateOptions = TemplateOptions())
        throws(TemplateError)
    {
        let root = directory.standardizedFileURL
        let base = root.lastPathComponent
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isFolder), isFolder.boolValue,
            let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        else {
            throw TemplateError(
                kind: .io, message: "cannot read the template folder", file: base, line: 0, column: 0, sourceLine: "")
        }
        var sources: [String: String] = [:]
        var fileNames: [String: String] = [:]
        let suffix = "." + fileExtension
        let rootPath = root.path.hasSuffix("/") ? root.path : root.path + "/"
        for case let url as URL in enumerator where url.lastPathComponent.hasSuffix(suffix) {
            let path = url.standardizedFileURL.path
            guard path.hasPrefix(rootPath) else { continue }
            let relative = String(path.dropFirst(rootPath.count))
            let name = String(relative.dropLast(suffix.count))
            do {
                sources[name] = try String(contentsOf: url, encoding: .utf8)
            } catch {
                throw TemplateError(
                    kind: .io, message: "cannot read the file as UTF-8 text", file: base + "/" + relative, line: 0,
                    column: 0, sourceLine: "")
            }
            fileNames[name] = base + "/" + relative
        }
        try self.init(sources: sources, fileNames: fileNames, options: options)
    }
}
