import ArgumentParser
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

        @Argument(help: ArgumentHelp("Where to write the theme.", valueName: "DIR"))
        var folder: String = "Templates"

        func run() async throws {
            let console = Console.current
            let root = URL(fileURLWithPath: folder, isDirectory: true)
            if let entries = try? FileManager.default.contentsOfDirectory(atPath: root.path), !entries.isEmpty {
                console.err(
                    "error: '\(folder)' is not empty; eject into a new folder (itineshary theme eject my-theme), then use it with --templates\n"
                )
                throw CommandExit(status: .failure)
            }
            for (path, bytes) in DefaultTheme.files.sorted(by: { $0.key < $1.key }) {
                let url = root.appendingPathComponent(path)
                do {
                    guard try FileWriting.create(url, contents: Data(bytes)) else {
                        console.err("error: \(folder)/\(path) appeared while writing; it was kept\n")
                        throw CommandExit(status: .failure)
                    }
                } catch let exit as CommandExit {
                    throw exit
                } catch {
                    console.err("error: cannot write \(folder)/\(path): \(error.localizedDescription)\n")
                    throw CommandExit(status: .failure)
                }
            }
            console.out("theme: wrote the built-in theme's \(DefaultTheme.files.count) files to \(folder)/\n")
        }
    }
}
