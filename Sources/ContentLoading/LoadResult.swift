import Diagnostics
import TravelModel

/// What loading a content folder gave.
public struct LoadResult: Sendable {
    /// The site, when no file has an error.
    public let site: Site?
    /// Every problem found, sorted by file, line and column.
    public let diagnostics: [Diagnostic]
    /// How many content files were read.
    public let fileCount: Int
    /// The lines of every file read, so diagnostics can quote them without reading files again.
    public let sourceLines: [String: [Substring]]
}
