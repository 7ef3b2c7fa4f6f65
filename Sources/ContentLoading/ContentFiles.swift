import ConfinedFiles
import Foundation

/// The files of a content folder, found by where they are (SPEC §1), each list sorted by path so
/// every run reads and reports them in the same order.
///
/// Nothing outside the content folder is read: symbolic links are never followed (a link loop or a link
/// to `/` is never walked) and special files are never opened; each is listed in `refused`, once.
struct ContentFiles: Sendable {
    /// A content file: its path relative to the content folder, and the folder's. Where it is, is made from the
    /// two when it is read: a large site lists a hundred thousand files, held while they load.
    struct File: Sendable {
        /// The content folder's path, without a trailing `/`: one string, shared by every file of a listing.
        let folder: String
        /// Its path relative to the content folder.
        let relativePath: String

        /// Where it is.
        var path: String { folder == "/" ? "/" + relativePath : folder + "/" + relativePath }
        /// Its name, the last component of its path.
        var name: Substring {
            relativePath[relativePath.index(after: relativePath.lastIndex(of: "/") ?? relativePath.startIndex)...]
        }

        var url: URL { URL(fileURLWithPath: path, isDirectory: false) }
    }

    /// A path that looks like content but was not read: a symbolic link or a special file.
    struct Refusal: Sendable {
        let relativePath: String
        let kind: FileKind
    }

    /// `site.yml`, if present.
    let siteFile: URL?
    /// `cities/*.md`.
    let cities: [File]
    /// `recommendations/**/*.md`.
    let recommendations: [File]
    /// `trips/*.md`.
    let trips: [File]
    /// Links and special files where content was looked for, sorted by path.
    var refused: [Refusal] = []

    /// Lists the files of the content folder at `directory`, named `displayPath` in errors.
    static func list(in directory: URL, displayPath: String) throws(ContentLoadingError) -> ContentFiles {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory) else {
            throw .missingContentDirectory(displayPath)
        }
        guard isDirectory.boolValue else { throw .notADirectory(displayPath) }
        var refused: [Refusal] = []
        var contentFolder = directory.path
        while contentFolder.count > 1, contentFolder.hasSuffix("/") { contentFolder.removeLast() }
        let site = directory.appendingPathComponent("site.yml")
        let siteKind = FileKind(path: site.path)
        if siteKind == .symbolicLink || siteKind == .special {
            refused.append(Refusal(relativePath: "site.yml", kind: siteKind))
        }
        func markdownFiles(_ folder: String, recursive: Bool) -> [File] {
            let root = directory.appendingPathComponent(folder)
            let rootKind = FileKind(path: root.path)
            if rootKind == .symbolicLink || rootKind == .special {
                refused.append(Refusal(relativePath: folder, kind: rootKind))
                return []
            }
            let walk = FolderWalk(root, recursive: recursive)
            for entry in walk.refused where recursive || entry.relativePath.lowercased().hasSuffix(".md") {
                refused.append(Refusal(relativePath: folder + "/" + entry.relativePath, kind: entry.kind))
            }
            return walk.files.filter { $0.relativePath.lowercased().hasSuffix(".md") }.map {
                File(folder: contentFolder, relativePath: folder + "/" + $0.relativePath)
            }
        }
        return ContentFiles(
            siteFile: siteKind == .regularFile ? site : nil,
            cities: markdownFiles("cities", recursive: false),
            recommendations: markdownFiles("recommendations", recursive: true),
            trips: markdownFiles("trips", recursive: false),
            refused: refused.sorted { $0.relativePath < $1.relativePath })
    }
}
