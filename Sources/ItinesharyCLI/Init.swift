import ArgumentParser
import ConfinedFiles
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
        do {
            try manager.createDirectory(at: root, withIntermediateDirectories: true)
        } catch {
            console.err("error: cannot make \(folder): \(error.localizedDescription)\n")
            throw CommandExit(status: .failure)
        }
        var written: [String] = []
        var kept: [String] = []
        for (path, text) in SiteScaffold.files(release: .current()) {
            // Below the folder named, every folder and file is the site's own: none is written through a link.
            if try FileWriting.create(path, under: root, contents: Array(text.utf8), shown: { Self.shown(folder, $0) })
            {
                written.append(path)
            } else {
                kept.append(path)
            }
        }
        for path in kept { console.out("kept \(Self.shown(folder, path)), which was already there\n") }
        let start = folder == "." ? "" : "cd \(folder) && "
        console.out(
            "init: wrote \(Summary.plural(written.count, "file")) of a new site in \(folder == "." ? "this folder" : folder + "/"). Next: \(start)itineshary serve (or itineshary build, then open site/index.html)\n"
        )
    }

    /// `path` inside the new site's folder as the command names it: relative to here; the folder itself for "".
    static func shown(_ folder: String, _ path: String) -> String {
        path.isEmpty ? folder : folder == "." ? path : folder + "/" + path
    }
}

/// Writing a user's files: never replacing one, and never through a symbolic link below the folder the
/// command writes in (``ConfinedWrite``), as that folder may hold a stranger's links.
enum FileWriting {
    /// Makes the file at `relativePath` below `root`, and its folders when missing, only if nothing is there.
    /// When a link or a file is in the way, or the file cannot be written, prints the error, naming the path
    /// as `shown` gives it (never what a link points at), and ends the command with status 3.
    /// - Returns: `false` when a file was already there (it is left as it was).
    static func create(
        _ relativePath: String, under root: URL, contents: [UInt8], shown: (String) -> String
    ) throws -> Bool {
        do {
            return try ConfinedWrite.create(relativePath, under: root, contents: contents) == .created
        } catch {
            Console.current.err("error: \(error.message(shown: shown(error.component)))\n")
            throw CommandExit(status: .failure)
        }
    }
}
