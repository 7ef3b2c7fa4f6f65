/// Checks of the relative paths a build writes to.
enum OutputPath {
    /// The segments of `path`, or the reason it is not a plain relative path inside the output.
    ///
    /// `.` is refused as well as `..`: a path has one spelling, so that two pages cannot reach one file by
    /// different routes.
    static func segments(of path: String) throws(OutputFolderError) -> [Substring] {
        func refuse(_ problem: OutputPathProblem) -> OutputFolderError { .invalidPath(path, problem) }
        if path.isEmpty { throw refuse(.empty) }
        if path.utf8.contains(0) { throw refuse(.nulCharacter) }
        if path.hasPrefix("/") { throw refuse(.absolute) }
        let segments = path.split(separator: "/", omittingEmptySubsequences: false)
        for segment in segments {
            switch segment {
            case "": throw refuse(.emptySegment)
            case ".": throw refuse(.dotSegment)
            case "..": throw refuse(.dotDotSegment)
            default: continue
            }
        }
        if segments == [Substring(OutputMarker.fileName)] { throw refuse(.marker) }
        return segments
    }
}
