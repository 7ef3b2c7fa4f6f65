/// Why a path inside the output was refused: the output only takes plain relative paths, so nothing a page
/// names can land outside it or in two places at once.
public enum OutputPathProblem: Sendable, Equatable, CustomStringConvertible {
    /// The path is empty.
    case empty
    /// The path starts with `/`.
    case absolute
    /// The path has `//` or ends with `/`.
    case emptySegment
    /// The path has a `.` segment.
    case dotSegment
    /// The path has a `..` segment.
    case dotDotSegment
    /// The path has a NUL character, which no file name can hold.
    case nulCharacter
    /// The path is the marker file that identifies the output folder.
    case marker

    /// The reason, as the end of a message.
    public var description: String {
        switch self {
        case .empty: return "the path is empty"
        case .absolute: return "the path is absolute; only paths relative to the output folder are allowed"
        case .emptySegment: return "the path has an empty segment"
        case .dotSegment: return "the path has a '.' segment"
        case .dotDotSegment: return "the path has a '..' segment"
        case .nulCharacter: return "the path has a NUL character"
        case .marker: return "the path is reserved for the marker that identifies the output folder"
        }
    }
}
