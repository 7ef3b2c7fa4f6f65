import ArgumentParser
import ConfinedFiles
import DefaultTheme
import Foundation

/// `itineshary theme eject [DIR]`: the built-in theme written out, to customise.
struct ThemeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "theme", abstract: "Work with the site's theme.", subcommands: [Eject.self])

    /// Writes every file of the built-in theme into a folder.
    struct Eject: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Write the built-in theme into a folder, to change it.",
            discussion: """
                Writes every template, partial, strings file and asset of the built-in theme. The build uses the \
                files of Templates/ (beside the content folder) over the built-in theme, one by one, so you may \
                keep only the files you change and delete the rest. Refuses a folder that is not empty.
                """
        )

        @Argument(help: ArgumentHelp("Where to write the theme (default: Templates).", valueName: "DIR"))
        var folder: String?

        func run() async throws {
            let console = Console.current
            // A folder named here is taken as it is, a link or not, as `--templates DIR` is read; `Templates/`
            // is the site's own folder, perhaps a stranger's link, so it is written below here, never through one.
            let shownFolder = folder ?? "Templates"
            let root = URL(fileURLWithPath: folder ?? ".", isDirectory: true)
            let prefix = folder == nil ? "Templates/" : ""
            // A path below `root` as the messages name it: relative to here.
            func shown(_ relative: String) -> String {
                guard let folder else { return relative.isEmpty ? "." : relative }
                return relative.isEmpty ? folder : folder + "/" + relative
            }
            // `Templates` as a link is not looked into: writing below here refuses it, and says so.
            let target = URL(fileURLWithPath: shownFolder, isDirectory: true)
            if folder != nil || FileKind(path: target.path) == .directory,
                let entries = try? FileManager.default.contentsOfDirectory(atPath: target.path), !entries.isEmpty
            {
                console.err(
                    "error: '\(shownFolder)' is not empty; eject into a new folder (itineshary theme eject my-theme), then use it with --templates\n"
                )
                throw CommandExit(status: .failure)
            }
            do {
                try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
            } catch {
                console.err("error: cannot make \(shownFolder): \(error.localizedDescription)\n")
                throw CommandExit(status: .failure)
            }
            for (path, bytes) in DefaultTheme.files.sorted(by: { $0.key < $1.key }) {
                guard try FileWriting.create(prefix + path, under: root, contents: bytes, shown: shown) else {
                    console.err("error: \(shownFolder)/\(path) appeared while writing; it was kept\n")
                    throw CommandExit(status: .failure)
                }
            }
            console.out("theme: wrote the built-in theme's \(DefaultTheme.files.count) files to \(shownFolder)/\n")
        }
    }
}
