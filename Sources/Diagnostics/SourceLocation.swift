/// A place in a source file: the file's path as the user gave it, a 1-based line and a 1-based column
/// counted in characters (not bytes), so a caret lines up under the culprit in any editor.
public struct SourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The file's path, relative to where the command was run when the user gave a relative path.
    public var file: String
    /// The line, starting at 1.
    public var line: Int
    /// The column in characters, starting at 1.
    public var column: Int

    /// Creates a location.
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line:column`, the form editors and terminals turn into links.
    public var description: String { "\(file):\(line):\(column)" }

    /// Orders by file, then line, then column, so reports read top to bottom.
    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}
