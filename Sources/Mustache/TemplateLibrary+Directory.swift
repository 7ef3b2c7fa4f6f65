import ConfinedFiles
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
        guard
            FileKind(path: root.path) == .directory || FileKind(path: root.resolvingSymlinksInPath().path) == .directory
        else {
            throw TemplateError(
                kind: .io, message: "cannot read the template folder", file: base, line: 0, column: 0, sourceLine: "")
        }
        // A theme is someone else's: a link in it (to `/proc/self/environ`, say) is refused, never read, so an
        // error cannot quote what lies outside the folder.
        let walk = FolderWalk(root.resolvingSymlinksInPath(), recursive: true)
        let suffix = "." + fileExtension
        if let refused = walk.refused.first(where: { $0.relativePath.hasSuffix(suffix) || $0.kind == .symbolicLink }) {
            let what = refused.kind == .symbolicLink ? "a symbolic link" : "not a regular file"
            throw TemplateError(
                kind: .io, message: "is \(what); a theme is read only from regular files inside its folder",
                file: base + "/" + refused.relativePath, line: 0, column: 0, sourceLine: "")
        }
        var sources: [String: String] = [:]
        var fileNames: [String: String] = [:]
        for file in walk.files where file.relativePath.hasSuffix(suffix) {
            let relative = file.relativePath
            let name = String(relative.dropLast(suffix.count))
            guard case .success(let bytes) = ConfinedRead.bytes(atPath: file.url.path, limit: Self.maximumFileBytes),
                let text = String(validating: bytes, as: UTF8.self)
            else {
                throw TemplateError(
                    kind: .io, message: "cannot read the file as UTF-8 text", file: base + "/" + relative, line: 0,
                    column: 0, sourceLine: "")
            }
            sources[name] = text
            fileNames[name] = base + "/" + relative
        }
        try self.init(sources: sources, fileNames: fileNames, options: options)
    }
}

extension TemplateLibrary {
    /// The largest template file read: a page template is a few kilobytes.
    static let maximumFileBytes = 4 << 20
}
