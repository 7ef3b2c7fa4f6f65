import ConfinedFiles
import DefaultTheme
import Foundation

/// A site's theme folder, and how the build came to it.
package struct ThemeFolder: Sendable {
    package let url: URL
    /// Named on the command line (`--templates DIR`): taken as it is, a symbolic link followed, as the content
    /// folder is. Otherwise `Templates/` found beside the content: a folder of the site, perhaps a stranger's,
    /// never read through a link.
    package let isNamed: Bool

    package init(url: URL, isNamed: Bool) {
        self.url = url
        self.isNamed = isNamed
    }
}

/// The files of the theme a build uses: the built-in theme's, each replaced by the site's own file of
/// the same path when the site's theme folder has one. A site can so replace only `trip.mustache`, one
/// partial or the stylesheet, and keep the rest; and a file the built-in theme lacks (a new partial,
/// `strings/fr.json`) is added.
package struct ThemeFiles: Sendable {
    /// One file and how errors name it.
    package struct File: Sendable {
        package let bytes: [UInt8]
        /// `Templates/trip.mustache` for a site's file, `built-in theme/trip.mustache` otherwise.
        package let displayPath: String
    }

    /// How errors name the built-in theme's files.
    static let builtInName = "built-in theme"

    /// Every file, by its path inside the theme folder.
    package let files: [String: File]

    /// The built-in theme with the files of `folder` over it; `folder` is `nil` for the built-in theme alone.
    /// - Throws: why the folder or one of its files cannot be read.
    package init(overriding folder: ThemeFolder?) throws(ThemeError) {
        var files: [String: File] = [:]
        for (path, bytes) in DefaultTheme.files {
            files[path] = File(bytes: bytes, displayPath: Self.builtInName + "/" + path)
        }
        if let folder {
            for (path, bytes) in try Self.read(folder) {
                files[path] = File(bytes: bytes, displayPath: folder.url.lastPathComponent + "/" + path)
            }
        }
        self.files = files
    }

    /// The largest theme file read: fonts and images are well under this.
    static let maximumFileBytes = 64 << 20

    /// The regular files under `folder`, by relative path; hidden files are left out. A theme is someone
    /// else's: a symbolic link or a special file in it is an error naming it, never followed or read, so
    /// nothing outside the folder reaches the site or an error message. So is the folder itself when it is
    /// a link and was found, not named (``ThemeFolder/isNamed``).
    private static func read(_ folder: ThemeFolder) throws(ThemeError) -> [String: [UInt8]] {
        let name = folder.url.lastPathComponent
        let root =
            folder.isNamed ? folder.url.standardizedFileURL.resolvingSymlinksInPath() : folder.url.standardizedFileURL
        switch FileKind(path: root.path) {
        case .directory: break
        case .symbolicLink:
            throw ThemeError(
                "\(name) is a symbolic link; the theme beside the content folder is read only from a folder of the site, never through a link (name a theme folder elsewhere with --templates)"
            )
        case .regularFile, .special, .missing:
            throw ThemeError("cannot read the theme folder \(name)")
        }
        let walk = FolderWalk(root, recursive: true)
        if let refused = walk.refused.first {
            let what = refused.kind == .symbolicLink ? "a symbolic link" : "not a regular file"
            throw ThemeError(
                "\(name)/\(refused.relativePath) is \(what); a theme is read only from regular files inside its folder")
        }
        var files: [String: [UInt8]] = [:]
        for file in walk.files {
            guard case .success(let bytes) = ConfinedRead.bytes(atPath: file.url.path, limit: maximumFileBytes) else {
                throw ThemeError("cannot read \(name)/\(file.relativePath)")
            }
            files[file.relativePath] = bytes
        }
        return files
    }

    /// The theme's templates: each `.mustache` file by its path without the extension.
    package var templates: (sources: [String: String], fileNames: [String: String]) {
        var sources: [String: String] = [:]
        var fileNames: [String: String] = [:]
        for (path, file) in files where path.hasSuffix(".mustache") {
            let name = String(path.dropLast(".mustache".count))
            sources[name] = String(decoding: file.bytes, as: UTF8.self)
            fileNames[name] = file.displayPath
        }
        return (sources, fileNames)
    }
}

/// Why a theme cannot be used: a folder or file that cannot be read, or a file the theme must have.
package struct ThemeError: Error, CustomStringConvertible {
    package let description: String

    init(_ description: String) { self.description = description }
}
