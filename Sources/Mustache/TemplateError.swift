/// A fault in a template, found while compiling or rendering, with the place it happened.
///
/// The ``description`` reads like a compiler diagnostic, quoting the template line with a caret
/// under the culprit:
///
/// ```
/// Templates/trip.mustache:12:5: error: unclosed section 'days'
///    12 |     {{#days}}
///       |     ^
/// ```
public struct TemplateError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong, for callers that react differently to different faults.
    public enum Kind: Sendable, Hashable {
        /// A tag that cannot be read: unterminated, empty, or a malformed set-delimiter tag.
        case syntax
        /// A section, inverted section, parent or block that is never closed.
        case unclosedSection
        /// A closing tag that does not match the open section, or closes nothing.
        case mismatchedSection
        /// A partial or parent name that names no template.
        case unknownPartial
        /// Parent templates that include each other without end, or nest too deeply.
        case inheritanceLoop
        /// An interpolation in a place of the page that cannot be escaped safely.
        case unsafeContext
        /// A URL attribute value whose scheme is not allowed.
        case unsafeURL
        /// In strict mode, an interpolated name that resolves to nothing.
        case missingVariable
        /// A template file that could not be read.
        case io
    }

    /// The template's file as the user knows it (its file name, or its name when it has none).
    public var file: String
    /// The 1-based line of the culprit, or 0 when the fault has no place in a template.
    public var line: Int
    /// The 1-based column of the culprit, counted in characters.
    public var column: Int
    /// What went wrong, in one sentence without a trailing period.
    public var message: String
    /// The template line the culprit stands on, without its line break.
    public var sourceLine: String
    /// The kind of fault.
    public var kind: Kind
    /// For a name that resolves to nothing in strict mode: the name, and the names the context had where it was
    /// asked for, so a caller can suggest the one meant; `nil` for any other fault.
    public var missingName: MissingName?

    /// A name a strict render found no value for, and the names it could have been.
    public struct MissingName: Sendable, Hashable {
        /// The name as the template writes it: `site.titel`.
        public let name: String
        /// Every name that has a value where it was asked for, written the same way: the keys of the dictionary
        /// the name's last part that resolves names (`site.title`, `site.language`, …), or of every context for a
        /// name whose first part resolves to nothing; innermost first.
        public let nearby: [String]

        /// Creates one; the engine makes these, tests and callers may too.
        public init(name: String, nearby: [String]) {
            self.name = name
            self.nearby = nearby
        }
    }

    /// Creates an error; the engine makes these, tests and callers may too.
    public init(kind: Kind, message: String, file: String, line: Int, column: Int, sourceLine: String) {
        self.kind = kind
        self.message = message
        self.file = file
        self.line = line
        self.column = column
        self.sourceLine = sourceLine
    }

    /// `file:line:column: error: message`, then the source line and a caret under the column.
    public var description: String {
        guard line > 0 else { return "\(file): error: \(message)" }
        let number = String(line)
        let width = max(5, number.count + 1)
        let gutter = String(repeating: " ", count: width - number.count) + number
        // A long line (a hostile theme's) is quoted around the column, elided at both ends.
        var shown = Array(sourceLine)
        var caret = column
        let excerptWidth = 120
        if shown.count > excerptWidth {
            let start = min(max(0, column - 1 - excerptWidth / 3), shown.count - excerptWidth)
            let end = start + excerptWidth
            shown = (start > 0 ? ["…"] : []) + shown[start..<end] + (end < sourceLine.count ? ["…"] : [])
            caret = column - start + (start > 0 ? 1 : 0)
        }
        // Tabs are copied into the caret line so the caret lines up in any tab width.
        let padding = String(shown.prefix(max(0, caret - 1)).map { $0 == "\t" ? "\t" : " " })
        return """
            \(file):\(line):\(column): error: \(message)
            \(gutter) | \(String(shown))
            \(String(repeating: " ", count: width)) | \(padding)^
            """
    }
}
