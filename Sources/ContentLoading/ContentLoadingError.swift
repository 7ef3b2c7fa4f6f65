/// A reason the content folder could not be read at all (as opposed to problems in its files).
public enum ContentLoadingError: Error, Sendable, CustomStringConvertible {
    /// The folder does not exist.
    case missingContentDirectory(String)
    /// The path is a file, not a folder.
    case notADirectory(String)

    /// The message for the user.
    public var description: String {
        switch self {
        case let .missingContentDirectory(path):
            return
                "no site here: content folder '\(path)' not found; run `itineshary init` to start a site, or pass --content DIR"
        case let .notADirectory(path):
            return "'\(path)' is a file, not a content folder"
        }
    }
}
