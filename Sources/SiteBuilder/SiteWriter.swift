import Foundation

/// Writes the output into a fresh sibling folder, then puts it in place of the old output.
enum SiteWriter {
    static func write(_ files: [OutputFile], to output: URL, protecting: [URL]) throws(BuildFailure) {
        let manager = FileManager.default
        let staging = output.deletingLastPathComponent().appendingPathComponent(".\(output.lastPathComponent).itineshary-staging")
        do {
            try? manager.removeItem(at: staging)
            try manager.createDirectory(at: staging, withIntermediateDirectories: true)
            for file in files {
                let target = staging.appendingPathComponent(file.path)
                try manager.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                if let source = file.source {
                    try manager.copyItem(at: source, to: target)
                } else {
                    try Data(file.bytes).write(to: target)
                }
            }
            try? manager.removeItem(at: output)
            try manager.moveItem(at: staging, to: output)
        } catch {
            try? manager.removeItem(at: staging)
            throw .step("write the site", "\(error)")
        }
    }
}
