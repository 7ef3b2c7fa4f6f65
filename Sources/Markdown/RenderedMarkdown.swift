/// Markdown turned into an HTML fragment, with what a page wants to know about it.
public struct RenderedMarkdown: Sendable, Hashable {
    /// The HTML, safe to insert as is: raw HTML in the Markdown is omitted unless allowed, and
    /// dangerous link schemes are dropped by cmark-gfm.
    public var html: String
    /// The items of the Markdown's task lists (`- [ ] passport`), in order: a trip's packing list.
    public var tasks: [TaskItem]
    /// The text of the first paragraph, without markup, for descriptions and share cards.
    public var firstParagraph: String

    /// Creates a rendering.
    public init(html: String, tasks: [TaskItem], firstParagraph: String) {
        self.html = html
        self.tasks = tasks
        self.firstParagraph = firstParagraph
    }
}

/// One item of a Markdown task list.
public struct TaskItem: Sendable, Hashable {
    /// The item's text, without markup.
    public var text: String
    /// Whether it is ticked (`- [x]`).
    public var done: Bool

    /// Creates a task item.
    public init(text: String, done: Bool) {
        self.text = text
        self.done = done
    }
}
