import Foundation
import SiteOutput

/// The "write the site" step: every file into a fresh sibling folder, swapped in for the old output in
/// one step, so a build that fails or is killed leaves the previous site as it was.
enum SiteWriter {
    static func write(_ files: [OutputFile], to output: URL, content: URL, templates: URL) throws(BuildFailure) {
        let folder: OutputFolder
        do {
            folder = try OutputFolder.prepare(output: output, protecting: [.content(content), .templates(templates)])
        } catch {
            throw .step("write the site", error.description)
        }
        do {
            for file in files {
                if let source = file.source {
                    try folder.copyFile(from: source, to: file.path)
                } else {
                    try folder.write(file.path, file.bytes)
                }
            }
            try folder.commit()
        } catch {
            folder.discard()
            throw .step("write the site", error.description)
        }
    }
}
