import Diagnostics

/// A node of YAML read without YAML 1.1's type guesses: every scalar is kept as the text written,
/// and the schema of the key it belongs to decides what it means. So `country: NO` is Norway's code,
/// `time: 10:00` a time and `number: 0123` text.
struct YAMLNode {
    /// What the node holds.
    enum Kind {
        /// A scalar's text, and whether it was quoted (a quoted empty string is not null).
        case scalar(String, quoted: Bool)
        /// A list.
        case sequence([YAMLNode])
        /// A mapping, with every pair in the order written, duplicates included.
        case mapping([(key: YAMLNode, value: YAMLNode)])
    }

    /// What the node holds.
    let kind: Kind
    /// Where the node starts in the file.
    let location: SourceLocation
    /// How many characters the node spans on its first line, for the caret.
    let length: Int

    /// The scalar's text, or `nil` if the node is not a scalar or is null.
    var scalar: String? {
        if case .scalar(let text, let quoted) = kind, !isNull(text, quoted) { return text }
        return nil
    }

    /// `true` for an empty plain scalar, `~` or `null`: a key written with no value.
    var isNull: Bool {
        if case .scalar(let text, let quoted) = kind { return isNull(text, quoted) }
        return false
    }

    private func isNull(_ text: String, _ quoted: Bool) -> Bool {
        !quoted && (text.isEmpty || text == "~" || text == "null" || text == "Null" || text == "NULL")
    }

    /// What the node is, in words for diagnostics: "text", "a list", "a mapping".
    var kindDescription: String {
        switch kind {
        case .scalar: return isNull ? "nothing" : "'\(scalar ?? "")'"
        case .sequence: return "a list"
        case .mapping: return "a mapping"
        }
    }
}
