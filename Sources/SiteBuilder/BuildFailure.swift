import ContentLoading

/// Why a build stopped.
public enum BuildFailure: Error, Sendable, CustomStringConvertible {
    /// The content has errors; the load result holds them all.
    case content(LoadResult)
    /// A step failed, with why.
    case step(BuildStep, String)

    /// The message for the user.
    public var description: String {
        switch self {
        case .content(let result): return "the content has \(result.diagnostics.errorCount) errors"
        case .step(let step, let message): return "\(step): \(message)"
        }
    }
}

/// The steps of a build, in order; a failure names the step it came from.
public enum BuildStep: String, Sendable, CaseIterable, CustomStringConvertible {
    case loadContent = "load and validate content"
    case compileTemplates = "compile templates"
    case prepareOutput = "prepare the output folder"
    case buildGraph = "build the site graph"
    case enrich = "enrich"
    case resizeImages = "resize images"
    case copyAssets = "copy assets"
    case renderPages = "render pages"
    case writeIndexes = "write indexes and feeds"
    case writeSite = "write the site"

    /// The step's name, as errors and `--timings` print it.
    public var description: String { rawValue }
}
