/// A link or image in Markdown, with where it starts.
public struct MarkdownLink: Sendable, Hashable {
    /// The link's destination as written, after Markdown's unescaping.
    public var destination: String
    /// The 1-based line within the Markdown text.
    public var line: Int
    /// The 1-based column in characters.
    public var column: Int
    /// Whether it is an image (`![alt](src)`) rather than a link.
    public var isImage: Bool

    /// Creates a link record.
    public init(destination: String, line: Int, column: Int, isImage: Bool) {
        self.destination = destination
        self.line = line
        self.column = column
        self.isImage = isImage
    }
}
