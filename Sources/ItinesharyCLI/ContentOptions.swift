import ArgumentParser
import Foundation

/// The option every command that reads content shares.
struct ContentOptions: ParsableArguments {
    @Option(
        name: .customLong("content"),
        help: ArgumentHelp(
            "The content folder (default: Content, here or in the nearest folder above that has a site).",
            valueName: "DIR"))
    var given: String?

    /// The content folder: the one given; else `Content` when it is here; else, as git finds its repository,
    /// the nearest folder above that is a site's content folder (holds `site.yml`) or holds one as `Content`,
    /// written relative to here (`..`, `../../Content`), so a command run in `Content/trips` finds its site.
    /// `Content` when there is none, and the command says there is no site here.
    var content: String {
        if let given { return given }
        return Self.found(from: FileManager.default.currentDirectoryPath) ?? "Content"
    }

    /// The site's own folder, relative to here, when its content folder was found above (`..` for `../Content`,
    /// `../..` for `..` found from `Content/trips`); `nil` when the content folder was given or is here.
    var siteRootAbove: String? {
        given == nil ? Self.siteRoot(of: content) : nil
    }

    /// The site's folder of a content folder ``found(from:)`` gave, `nil` for `Content` here.
    static func siteRoot(of found: String) -> String? {
        if found == "Content" { return nil }
        if found == "." { return ".." }
        return found.hasSuffix("/Content") ? String(found.dropLast("/Content".count)) : found + "/.."
    }

    /// The content folder of the site `folder` is in, relative to `folder`; `nil` when it is in none.
    static func found(from folder: String) -> String? {
        let manager = FileManager.default
        var isFolder: ObjCBool = false
        if manager.fileExists(atPath: folder + "/Content", isDirectory: &isFolder) && isFolder.boolValue {
            return "Content"
        }
        var ancestor = URL(fileURLWithPath: folder, isDirectory: true).standardizedFileURL
        if ancestor.lastPathComponent == "Content"
            && manager.fileExists(atPath: ancestor.appendingPathComponent("site.yml").path)
        {
            return "."
        }
        var up: [String] = []
        while ancestor.path != "/" {
            ancestor = ancestor.deletingLastPathComponent()
            up.append("..")
            let relative = up.joined(separator: "/")
            if manager.fileExists(atPath: ancestor.appendingPathComponent("Content/site.yml").path) {
                return relative + "/Content"
            }
            if manager.fileExists(atPath: ancestor.appendingPathComponent("site.yml").path)
                && ancestor.lastPathComponent == "Content"
            {
                return relative
            }
        }
        return nil
    }

    /// The site's theme folder: the one given, else `Templates/` beside the content folder, which a build uses only
    /// while it exists (``SiteBuilder/BuildOptions/templatesMayBeMissing``).
    static func themeFolder(_ given: String?, content: String) -> URL {
        if let given { return URL(fileURLWithPath: given, isDirectory: true) }
        return URL(fileURLWithPath: content, isDirectory: true).standardizedFileURL.deletingLastPathComponent()
            .appendingPathComponent("Templates", isDirectory: true)
    }
}
