/// The Markdown after a file's front matter, with the line it starts on, so positions found in
/// the Markdown can be reported at the right line of the file.
public struct MarkdownBody: Sendable, Hashable {
    /// The Markdown text.
    public var text: String
    /// The 1-based line of the file on which the text begins.
    public var firstLine: Int
    /// The images the Markdown shows (`![alt](assets/photos/x.jpg)`), checked, in order.
    public var images: [ImageSource]
    /// The files of `assets/` the Markdown links to (`[the route](assets/routes/lisbon.gpx)`), as paths under the
    /// content folder, in order, each once: a file only pages the build leaves out link to is not published.
    public var files: [String]

    /// Creates a body.
    public init(text: String, firstLine: Int, images: [ImageSource] = [], files: [String] = []) {
        self.text = text
        self.firstLine = firstLine
        self.images = images
        self.files = files
    }
}
