/// The Markdown after a file's front matter, with the line it starts on, so positions found in
/// the Markdown can be reported at the right line of the file.
///
/// A build puts each body's text on a shelf once the file is checked (`shelve(on:)`): the text is needed
/// again only when its page is rendered, and a site of a hundred thousand files would otherwise hold every
/// body in memory from loading to the end of the build.
public struct MarkdownBody: Sendable, Hashable, CustomReflectable {
    /// The stored properties, all of them: the text (held, or where it is shelved), then the others.
    private struct Fields: Sendable {
        var text: Storage
        var firstLine: Int
        var images: [ImageSource]
    }

    private enum Storage: Sendable {
        case held(String)
        case shelved(any TextShelf, Range<Int>)
    }

    private var fields: Fields

    /// Creates a body.
    public init(text: String, firstLine: Int, images: [ImageSource] = []) {
        fields = Fields(text: .held(text), firstLine: firstLine, images: images)
    }

    /// The 1-based line of the file on which the text begins.
    public var firstLine: Int {
        get { fields.firstLine }
        set { fields.firstLine = newValue }
    }

    /// The images the Markdown shows (`![alt](assets/photos/x.jpg)`), checked, in order.
    public var images: [ImageSource] {
        get { fields.images }
        set { fields.images = newValue }
    }

    /// The Markdown text: held, or read back from its shelf; `nil` only when the shelf can no longer be
    /// read (an I/O error of the disk under the temporary folder).
    public var text: String? {
        switch fields.text {
        case .held(let text): text
        case .shelved(let shelf, let range): shelf.text(at: range)
        }
    }

    /// Whether the text is on a shelf rather than held.
    public var isShelved: Bool {
        if case .shelved = fields.text { true } else { false }
    }

    /// Moves the text to `shelf`; it stays held when the shelf cannot take it.
    public mutating func shelve(on shelf: any TextShelf) {
        guard case .held(let text) = fields.text, !text.isEmpty, let range = shelf.put(text) else { return }
        fields.text = .shelved(shelf, range)
    }

    /// The stored properties, as a struct of them would show them.
    public var customMirror: Mirror { Mirror(reflecting: fields) }

    /// Bodies are equal when their texts are, however each is kept. A shelved text is read back to be compared
    /// (and hashed), unless both are the same place on the same shelf; a text that cannot be read back equals
    /// none.
    public static func == (lhs: MarkdownBody, rhs: MarkdownBody) -> Bool {
        guard lhs.firstLine == rhs.firstLine, lhs.images == rhs.images else { return false }
        if case .shelved(let left, let leftRange) = lhs.fields.text,
            case .shelved(let right, let rightRange) = rhs.fields.text, left === right, leftRange == rightRange
        {
            return true
        }
        guard let left = lhs.text, let right = rhs.text else { return false }
        return left == right
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(text)
        hasher.combine(firstLine)
        hasher.combine(images)
    }
}

/// Somewhere out of the process's memory that keeps texts for the rest of a run, such as an unnamed
/// temporary file: what they take is then the kernel's page cache, which it can write out to the disk (or,
/// where the temporary folder is a `tmpfs`, memory or swap).
public protocol TextShelf: AnyObject, Sendable {
    /// Keeps `text`, and returns where; `nil` when it could not be kept.
    func put(_ text: String) -> Range<Int>?
    /// The text kept at `range`, which `put(_:)` returned; `nil` when it cannot be read back.
    func text(at range: Range<Int>) -> String?
}
