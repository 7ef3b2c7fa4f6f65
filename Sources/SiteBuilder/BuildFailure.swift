import ContentLoading
import Diagnostics
import Mustache

/// Why a build stopped.
public enum BuildFailure: Error, Sendable, CustomStringConvertible {
    /// The content has errors; the load result holds them all.
    case content(LoadResult)
    /// The content folder cannot be read at all.
    case unreadableContent(ContentLoadingError)
    /// A step failed, with why.
    case step(BuildStep, String)
    /// A template failed in a step: compiling, or rendering the page made from the content file `page`.
    case template(BuildStep, TemplateError, page: String?)

    /// The message for the user.
    public var description: String {
        switch self {
        case .content(let result): return "the content has \(result.diagnostics.errorCount) errors"
        case .unreadableContent(let error): return "\(BuildStep.loadContent): \(error)"
        case .step(let step, let message): return "\(step): \(message)"
        case .template(let step, let error, let page):
            return "\(step): " + (page.map { "\($0): " } ?? "") + error.description
        }
    }

    /// The failure of a step as one diagnostic, for `check`'s JSON and GitHub formats: a template's error at its
    /// place in the template, with the page it failed on as the note; any other step's with no place. `nil` for
    /// content errors, which are diagnostics already.
    public var diagnostic: Diagnostic? {
        switch self {
        case .content: return nil
        case .unreadableContent(let error): return .error(error.description, at: nil)
        case .step: return .error(description, at: nil)
        case .template(let step, let error, let page):
            let location =
                error.line > 0 ? SourceLocation(file: error.file, line: error.line, column: error.column) : nil
            let message = location == nil ? "\(error.file): \(error.message)" : error.message
            return .error(message, at: location, note: "\(step)" + (page.map { ", the page of \($0)" } ?? ""))
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
    /// Waiting for the search index, made beside the lookups and images from the graph.
    case searchIndex = "finish the search index"
    case renderPages = "render pages"
    case writeIndexes = "write indexes and feeds"
    case writeSite = "write the site"

    /// The step's name, as errors and `--timings` print it.
    public var description: String { rawValue }
}
