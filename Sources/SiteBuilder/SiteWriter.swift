import Foundation
import SiteOutput

/// The output folder: prepared (checked, locked, and its older generation readied) before any page is
/// rendered, brought up to date as pages are made, and swapped in for the live output in one step at the
/// end, so a build that fails or is killed leaves the live site as it was.
enum SiteWriter {
    /// The "prepare the output folder" step, once the content and the theme are known good: refuses unsafe
    /// output folders before any page is made.
    static func prepare(_ options: BuildOptions) throws(BuildFailure) -> OutputFolder {
        do {
            return try OutputFolder.prepare(
                output: options.outputDirectory,
                protecting: [.content(options.contentDirectory)]
                    + (options.templatesDirectory.map { [.templates($0)] } ?? []))
        } catch {
            throw .step(.prepareOutput, error.description)
        }
    }

    /// Puts one file into the older generation: written, linked or left as it is (``OutputFolder``).
    static func write(_ file: OutputFile, into folder: OutputFolder) throws(BuildFailure) {
        var stripped: [UInt8]?
        if let source = file.source, file.removesMetadata {
            // Checked when chosen; a file changed since then so that it cannot be is not published as it now is.
            guard case .success(let bytes) = ContentAssets.publishedBytes(of: source) else {
                throw .step(.writeSite, "\(source.path): changed during the build; build again")
            }
            stripped = bytes
        }
        do {
            if let stripped {
                try folder.write(file.path, stripped, inputs: nil)
            } else if let source = file.source {
                try folder.copyFile(from: source, to: file.path)
            } else {
                try folder.write(file.path, file.bytes, inputs: file.inputs)
            }
        } catch {
            throw .step(.writeSite, error.description)
        }
    }

    /// The "write the site" step, once every file is written: the swap.
    static func finish(into folder: OutputFolder) throws(BuildFailure) {
        do {
            try folder.commit()
        } catch {
            throw .step(.writeSite, error.description)
        }
    }
}
