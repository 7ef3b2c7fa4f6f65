import ArgumentParser
import Foundation
import SiteBuilder

/// The options that decide what `build` makes, shared with `check`, so a check is of the site the same command
/// line builds.
struct SiteChoices: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp(
            "A theme folder whose files replace the built-in theme's, one by one (default: Templates/ beside the content folder, when there is one).",
            valueName: "DIR"))
    var templates: String?

    @Flag(name: .long, help: "Draft trips get pages too (build writes them, check renders them).")
    var drafts = false

    @Option(
        name: .customLong("base-url"),
        help: ArgumentHelp("The URL the site is published at, instead of site.yml's.", valueName: "URL"))
    var baseURL: String?

    func validate() throws {
        if let baseURL, !(baseURL.hasPrefix("https://") || baseURL.hasPrefix("http://")) {
            throw ValidationError("--base-url must be an absolute http or https URL, such as https://example.org/")
        }
    }

    /// The options of a build of `content` into `output`.
    func buildOptions(
        content: String, output: URL, offline: Bool, progress: ProgressLine? = nil
    ) -> BuildOptions {
        BuildOptions(
            contentDirectory: URL(fileURLWithPath: content, isDirectory: true),
            contentDisplayPath: Check.trimmed(content),
            templatesDirectory: ContentOptions.themeFolder(templates, content: content),
            templatesMayBeMissing: templates == nil, outputDirectory: output, includeDrafts: drafts,
            baseURL: baseURL, now: BuildOptions.buildTime(), offline: offline, progress: progress?.report)
    }
}
