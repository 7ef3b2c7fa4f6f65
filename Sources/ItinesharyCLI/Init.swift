import ArgumentParser
import Foundation

/// `itineshary init [DIR]`: a new site that checks and builds at once.
struct Init: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Start a new site: settings, an example trip and two recommendations, and a publishing workflow.",
        discussion: """
            Writes Content/site.yml (every setting, commented), an example trip with flights, a stay and days \
            of visits, two recommendations in Lisbon, a .gitignore for the built site, and a GitHub Pages \
            workflow (.github/workflows/pages.yml). Refuses a folder that is not empty unless --force; never \
            overwrites a file.
            """
    )

    @Argument(help: ArgumentHelp("The folder of the new site; made when missing.", valueName: "DIR"))
    var folder: String = "."

    @Flag(name: .long, help: "Add the files to a folder that is not empty, keeping every file already there.")
    var force = false

    func run() async throws {
        let console = Console.current
        let root = URL(fileURLWithPath: folder, isDirectory: true)
        let manager = FileManager.default
        var isFolder: ObjCBool = false
        if manager.fileExists(atPath: root.path, isDirectory: &isFolder) {
            guard isFolder.boolValue else {
                console.err("error: '\(folder)' is a file, not a folder\n")
                throw CommandExit(status: .failure)
            }
            // A repository's own folder is not content: `git init` then `itineshary init` is how a site starts.
            let entries = ((try? manager.contentsOfDirectory(atPath: root.path)) ?? []).filter { $0 != ".git" }
            if !entries.isEmpty && !force {
                console.err(
                    "error: '\(folder)' is not empty; start the site in a new folder (itineshary init my-trips), or add to this one with --force, which keeps every file already there\n"
                )
                throw CommandExit(status: .failure)
            }
        }
        var written: [String] = []
        var kept: [String] = []
        for (path, text) in SiteScaffold.files(release: .current()) {
            let url = root.appendingPathComponent(path)
            do {
                if try FileWriting.create(url, contents: Data(text.utf8)) {
                    written.append(path)
                } else {
                    kept.append(path)
                }
            } catch {
                console.err("error: cannot write \(Self.shown(folder, path)): \(error.localizedDescription)\n")
                throw CommandExit(status: .failure)
            }
        }
        for path in kept { console.out("kept \(Self.shown(folder, path)), which was already there\n") }
        let start = folder == "." ? "" : "cd \(folder) && "
        console.out(
            "init: wrote \(Summary.plural(written.count, "file")) of a new site in \(folder == "." ? "this folder" : folder + "/"). Next: \(start)itineshary serve (or itineshary build, then open site/index.html)\n"
        )
    }

    static func shown(_ folder: String, _ path: String) -> String { folder == "." ? path : folder + "/" + path }
}

/// Writing a user's files without ever replacing one.
enum FileWriting {
    /// Creates the file at `url` with `contents`, and its folder when missing, only if nothing is there:
    /// the check and the creation are one step (`O_EXCL`), so a file made meanwhile is not replaced either.
    /// - Returns: `false` when a file was already there (it is left as it was).
    static func create(_ url: URL, contents: Data) throws -> Bool {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let descriptor = open(url.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        if descriptor < 0 {
            if errno == EEXIST { return false }
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
        }
        defer { close(descriptor) }
        try contents.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let count = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                guard count > 0 else { throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path]) }
                offset += count
            }
        }
        return true
    }
}
