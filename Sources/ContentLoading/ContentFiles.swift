import Foundation

/// The files of a content folder, found by where they are (SPEC §1), each list sorted by path so
/// every run reads and reports them in the same order.
struct ContentFiles: Sendable {
    /// A content file: where it is and its path relative to the content folder.
    struct File: Sendable {
        let url: URL
        let relativePath: String
    }

    /// `site.yml`, if present.
    let siteFile: URL?
    /// `cities/*.md`.
    let cities: [File]
    /// `recommendations/**/*.md`.
    let recommendations: [File]
    /// `trips/*.md`.
    let trips: [File]

    /// Lists the files of the content folder at `directory`, named `displayPath` in errors.
    static func list(in directory: URL, displayPath: String) throws(ContentLoadingError) -> ContentFiles {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory) else {
            throw .missingContentDirectory(displayPath)
        }
        guard isDirectory.boolValue else { throw .notADirectory(displayPath) }
        let site = directory.appendingPathComponent("site.yml")
        return ContentFiles(
            siteFile: FileManager.default.fileExists(atPath: site.path) ? site : nil,
            cities: markdownFiles(in: directory, folder: "cities", recursive: false),
            recommendations: markdownFiles(in: directory, folder: "recommendations", recursive: true),
            trips: markdownFiles(in: directory, folder: "trips", recursive: false))
    }

    private static func markdownFiles(in directory: URL, folder: String, recursive: Bool) -> [File] {
        let root = directory.appendingPathComponent(folder)
        var files: [File] = []
        func visit(_ url: URL, relative: String) {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: url.path) else { return }
            for name in names where !name.hasPrefix(".") {
                let child = url.appendingPathComponent(name)
                let childRelative = relative + "/" + name
                var isDirectory: ObjCBool = false
                _ = FileManager.default.fileExists(atPath: child.path, isDirectory: &isDirectory)
                if isDirectory.boolValue {
                    if recursive { visit(child, relative: childRelative) }
                } else if name.lowercased().hasSuffix(".md") {
                    files.append(File(url: child, relativePath: childRelative))
                }
            }
        }
        visit(root, relative: folder)
        return files.sorted { $0.relativePath < $1.relativePath }
    }
}
