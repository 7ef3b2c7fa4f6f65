import ArgumentParser
import Foundation

/// The option every command that reads content shares.
struct ContentOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The content folder.", valueName: "DIR"))
    var content: String = "Content"

    /// The site's theme folder: the one given, else `Templates/` beside the content folder when it exists,
    /// else none (the built-in theme alone).
    static func themeFolder(_ given: String?, content: String) -> URL? {
        if let given { return URL(fileURLWithPath: given, isDirectory: true) }
        let beside = URL(fileURLWithPath: content, isDirectory: true).standardizedFileURL.deletingLastPathComponent()
            .appendingPathComponent("Templates", isDirectory: true)
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: beside.path, isDirectory: &isFolder) && isFolder.boolValue
            ? beside : nil
    }
}
