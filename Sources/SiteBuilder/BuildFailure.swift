import ContentLoading

/// Why a build stopped. Nothing has been written when it stops.
public enum BuildFailure: Error, Sendable, CustomStringConvertible {
    /// The content has errors; the load result holds them all.
    case content(LoadResult)
    /// A step failed, with its name and why.
    case step(String, String)

    /// The message for the user.
    public var description: String {
        switch self {
        case let .content(result): return "the content has \(result.diagnostics.errorCount) errors"
        case let .step(step, message): return "\(step): \(message)"
        }
    }
}
