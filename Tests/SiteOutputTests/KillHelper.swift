import Foundation

/// The `output-kill-helper` executable, which the build puts beside the test bundle.
enum KillHelper {
    /// The executable, looked for in the folders of the running test binary and of the main bundle, and up
    /// from them.
    static var url: URL? {
        let starts = [
            URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent(),
            Bundle.main.bundleURL,
            Bundle.main.bundleURL.deletingLastPathComponent(),
        ]
        for start in starts {
            var folder = start
            for _ in 0..<4 {
                let candidate = folder.appendingPathComponent("output-kill-helper")
                if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
                folder = folder.deletingLastPathComponent()
            }
        }
        return nil
    }
}
