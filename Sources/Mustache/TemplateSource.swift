/// One template's text as compiling sees it: its characters, and its lines for error messages.
struct TemplateSource: Sendable {
    /// The name partials and parents use to refer to the template.
    let name: String
    /// The file name errors show; the name when the template came from no file.
    let file: String
    /// The text, in characters, so that columns count characters.
    let characters: [Character]
    /// The text of each line without its line break.
    let lines: [String]
    /// The character offset at which each line starts.
    private let lineStarts: [Int]

    init(name: String, file: String, text: String) {
        self.name = name
        self.file = file
        let characters = Array(text)
        self.characters = characters
        var starts = [0]
        var lines: [String] = []
        var current = ""
        for (offset, character) in characters.enumerated() {
            // "\r\n" is one Character, so it ends a line just as "\n" does.
            if character.isNewline {
                starts.append(offset + 1)
                lines.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        lines.append(current)
        self.lines = lines
        self.lineStarts = starts
    }

    /// The 1-based line and column of a character offset.
    func position(of offset: Int) -> SourcePosition {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return SourcePosition(template: name, line: low + 1, column: offset - lineStarts[low] + 1)
    }

    /// An error placed at a character offset of this template.
    func error(_ kind: TemplateError.Kind, _ message: String, at offset: Int) -> TemplateError {
        error(kind, message, at: position(of: offset))
    }

    /// An error placed at a position in this template.
    func error(_ kind: TemplateError.Kind, _ message: String, at position: SourcePosition) -> TemplateError {
        TemplateError(
            kind: kind, message: message, file: file, line: position.line, column: position.column,
            sourceLine: position.line <= lines.count ? lines[position.line - 1] : "")
    }
}
