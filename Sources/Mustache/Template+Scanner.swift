extension Template {
    /// Cuts a template's text into text, line breaks and tags, following set-delimiter tags.
    static func scan(_ source: TemplateSource) throws(TemplateError) -> [Piece] {
        var scanner = Scanner(source: source)
        try scanner.scanAll()
        return scanner.pieces
    }

    /// Walks a template's characters once, cutting off a piece at each line break and tag.
    struct Scanner {
        /// What a tag's sigil says about it, before its name is read.
        struct TagForm {
            var kind: Piece.Kind
            /// The character after the opening delimiter: the sigil, or the name's first character.
            var sigil: Character
            /// Where the name starts: after the sigil, or at it for a plain variable.
            var nameStart: Int
            /// The characters that end the tag.
            var closing: [Character]
            /// Whether the tag may run over several lines (comments and set-delimiter tags).
            var acrossLines: Bool
        }

        let source: TemplateSource
        let characters: [Character]
        /// The delimiters in force, changed by set-delimiter tags.
        var open: [Character] = ["{", "{"]
        var close: [Character] = ["}", "}"]
        /// The pieces cut so far.
        private(set) var pieces: [Piece] = []
        /// Where the text not yet cut into a piece starts.
        var textStart = 0
        /// The character being read.
        var index = 0

        init(source: TemplateSource) {
            self.source = source
            self.characters = source.characters
        }

        /// Reads the whole template.
        mutating func scanAll() throws(TemplateError) {
            while index < characters.count {
                if characters[index].isNewline {
                    takeLineBreak()
                } else if matches(open, at: index) {
                    try takeTag()
                } else {
                    index += 1
                }
            }
            flushText(upTo: characters.count)
        }

        /// Cuts off the text before a line break, and the line break as a piece of its own.
        mutating func takeLineBreak() {
            flushText(upTo: index)
            pieces.append(Piece(kind: .newline, text: String(characters[index]), offset: index))
            index += 1
            textStart = index
        }

        /// Cuts off the text before a tag, then the tag, which starts with the opening delimiter at `index`.
        mutating func takeTag() throws(TemplateError) {
            flushText(upTo: index)
            let tagStart = index
            let contentStart = index + open.count
            guard contentStart < characters.count else { throw unclosedTag(at: tagStart) }
            let form = tagForm(at: contentStart)
            guard let end = find(form.closing, from: form.nameStart, acrossLines: form.acrossLines) else {
                throw missingClosing(of: form, at: tagStart)
            }
            index = end + form.closing.count
            textStart = index
            let content = String(characters[form.nameStart..<end]).trimmingWhitespace()
            pieces.append(try tagPiece(form.kind, content: content, at: tagStart))
        }

        /// The tag's kind from its sigil at `contentStart`, where its name starts and what closes it.
        func tagForm(at contentStart: Int) -> TagForm {
            let sigil = characters[contentStart]
            var form = TagForm(
                kind: .variable, sigil: sigil, nameStart: contentStart + 1, closing: close, acrossLines: false)
            switch sigil {
            case "!":
                form.kind = .comment
                form.acrossLines = true
            case "=":
                form.kind = .delimiters
                form.closing = ["="] + close
                form.acrossLines = true
            case "{":
                form.kind = .raw
                form.closing = ["}"] + close
            case "&": form.kind = .raw
            case "#": form.kind = .section
            case "^": form.kind = .inverted
            case "/": form.kind = .close
            case ">": form.kind = .partial
            case "<": form.kind = .parent
            case "$": form.kind = .block
            default:
                form.nameStart = contentStart
            }
            return form
        }

        /// The error for a tag whose closing sequence is missing, saying what was expected.
        func missingClosing(of form: TagForm, at tagStart: Int) -> TemplateError {
            if form.kind == .raw && form.sigil == "{" {
                return source.error(.syntax, "unclosed tag: expected '}\(String(close))'", at: tagStart)
            }
            if form.kind == .comment { return source.error(.syntax, "unclosed comment", at: tagStart) }
            if form.kind == .delimiters {
                return source.error(
                    .syntax, "malformed set-delimiter tag: expected '=\(String(close))'", at: tagStart)
            }
            return unclosedTag(at: tagStart)
        }

        /// The error for a tag not closed on its line.
        func unclosedTag(at tagStart: Int) -> TemplateError {
            source.error(.syntax, "unclosed tag: expected '\(String(close))' before the end of the line", at: tagStart)
        }

        /// The piece for a tag of `kind` whose content between the delimiters and sigil is `content`, trimmed;
        /// a set-delimiter tag changes the delimiters from here on.
        mutating func tagPiece(_ kind: Piece.Kind, content: String, at tagStart: Int) throws(TemplateError) -> Piece {
            switch kind {
            case .comment:
                return Piece(kind: .comment, text: "", offset: tagStart)
            case .delimiters:
                try setDelimiters(content, at: tagStart)
                return Piece(kind: .delimiters, text: content, offset: tagStart)
            case .partial where content.hasPrefix("*"):
                let name = String(content.dropFirst()).trimmingWhitespace()
                return Piece(kind: .dynamicPartial, text: try checkedName(name, at: tagStart), offset: tagStart)
            case .parent where content.hasPrefix("*"):
                throw source.error(
                    .syntax, "dynamic parent names are not supported: name the parent template", at: tagStart)
            default:
                return Piece(kind: kind, text: try checkedName(content, at: tagStart), offset: tagStart)
            }
        }

        /// Takes the new delimiters from a set-delimiter tag's content, as in `<% %>`.
        mutating func setDelimiters(_ content: String, at tagStart: Int) throws(TemplateError) {
            let parts = content.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard parts.count == 2, !parts.contains(where: { $0.contains("=") }) else {
                throw source.error(
                    .syntax,
                    "malformed set-delimiter tag: expected two delimiters separated by a space, as in {{=<% %>=}}",
                    at: tagStart)
            }
            open = Array(parts[0])
            close = Array(parts[1])
        }

        /// A tag's name once checked: not empty, and without spaces.
        func checkedName(_ name: String, at tagStart: Int) throws(TemplateError) -> String {
            guard !name.isEmpty else { throw source.error(.syntax, "empty tag", at: tagStart) }
            guard !name.contains(where: { $0.isWhitespace }) else {
                throw source.error(.syntax, "invalid name '\(name)': names contain no spaces", at: tagStart)
            }
            return name
        }

        /// Cuts off the text between `textStart` and `end` as a piece, if there is any.
        mutating func flushText(upTo end: Int) {
            if end > textStart {
                pieces.append(Piece(kind: .text, text: String(characters[textStart..<end]), offset: textStart))
            }
        }

        /// Whether `delimiter` is written at `offset`.
        func matches(_ delimiter: [Character], at offset: Int) -> Bool {
            guard offset + delimiter.count <= characters.count else { return false }
            for step in 0..<delimiter.count where characters[offset + step] != delimiter[step] { return false }
            return true
        }

        // Finds the closing sequence from `offset`; tags other than comments and set-delimiter tags must
        // end on the line they start on, so that a forgotten `}}` is reported where it happened.
        func find(_ closing: [Character], from offset: Int, acrossLines: Bool) -> Int? {
            var position = offset
            while position < characters.count {
                if matches(closing, at: position) { return position }
                if !acrossLines && characters[position].isNewline { return nil }
                position += 1
            }
            return nil
        }
    }
}

extension String {
    /// The string without spaces and tabs at either end.
    func trimmingWhitespace() -> String {
        var slice = Substring(self)
        while let first = slice.first, first == " " || first == "\t" { slice.removeFirst() }
        while let last = slice.last, last == " " || last == "\t" { slice.removeLast() }
        return String(slice)
    }
}
