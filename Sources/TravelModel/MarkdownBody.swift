/// The Markdown after a file's front matter, with the line it starts on, so positions found in
/// the Markdown can be reported at the right line of the file.
///
/// A build puts each body's text on a shelf once the file is checked (`shelve(on:)`): the text is needed
/// again only when its page is rendered, and a site of a hundred thousand files would otherwise hold every
/// body in memory from loading to the end of the build.
public struct MarkdownBody: Sendable, Hashable, CustomReflectable {
    /// The 1-based line of the file on which the text begins.
    public var firstLine: Int
    /// The images the Markdown shows (`![alt](assets/photos/x.jpg)`), checked, in order.
    public var images: [ImageSource]
    private var storage: Storage

    private enum Storage: Sendable {
        case held(String)
        case shelved(any TextShelf, Range<Int>)
    }

    /// Creates a body.
    public init(text: String, firstLine: Int, images: [ImageSource] = []) {
        self.storage = .held(text)
        self.firstLine = firstLine
        self.images = images
    }

    /// The Markdown text: held, or read back from its shelf; `nil` only when the shelf can no longer be
    /// read (an I/O error of the disk under the temporary folder).
    public var text: String? {
        switch storage {
        case .held(let text): text
        case .shelved(let shelf, let range): shelf.text(at: range)
        }
    }

    /// Whether the text is on a shelf rather than held.
    public var isShelved: Bool {
        if case .shelved = storage { true } else { false }
    }

    /// Moves the text to `shelf`; it stays held when the shelf cannot take it.
    public mutating func shelve(on shelf: any TextShelf) {
        guard case .held(let text) = storage, !text.isEmpty, let range = shelf.put(text) else { return }
        storage = .shelved(shelf, range)
    }

    /// What a body is, however its text is kept: the text, then the other stored properties. A stored
    /// property added to the type belongs here too (the test that records keep every property reads this).
    public var customMirror: Mirror {
        Mirror(self, children: ["text": text as Any, "firstLine": firstLine, "images": images])
    }

    public static func == (lhs: MarkdownBody, rhs: MarkdownBody) -> Bool {
        guard lhs.firstLine == rhs.firstLine, lhs.images == rhs.images else { return false }
        if case .shelved(let left, let leftRange) = lhs.storage, case .shelved(let right, let rightRange) = rhs.storage,
            left === right, leftRange == rightRange
        {
            return true
        }
        return lhs.text == rhs.text
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(text)
        hasher.combine(firstLine)
        hasher.combine(images)
    }
}

/// Somewhere out of the process's memory that keeps texts for the rest of a run, such as an unnamed
/// temporary file: what they take is then the kernel's page cache, which it can write out.
public protocol TextShelf: AnyObject, Sendable {
    /// Keeps `text`, and returns where; `nil` when it could not be kept.
    func put(_ text: String) -> Range<Int>?
    /// The text kept at `range`, which `put(_:)` returned; `nil` when it cannot be read back.
    func text(at range: Range<Int>) -> String?
}
