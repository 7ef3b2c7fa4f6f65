/// An output folder as the user gave it, and where it really is when symbolic links make that differ.
public struct FolderName: Sendable, Equatable, CustomStringConvertible {
    /// The path as given (relative paths stay relative), for messages.
    public var given: String
    /// The real path, when following symbolic links leads somewhere other than the given path.
    public var resolved: String?

    /// Creates a name from the given path and, when it differs, the resolved one.
    public init(given: String, resolved: String? = nil) {
        self.given = given
        self.resolved = resolved
    }

    /// The quoted path, followed by where it resolves to when that differs.
    public var description: String {
        guard let resolved else { return "'\(given)'" }
        return "'\(given)' (which resolves to '\(resolved)')"
    }
}
