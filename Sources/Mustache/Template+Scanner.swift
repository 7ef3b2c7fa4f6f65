extension Template {
    /// Cuts a template's text into text, line breaks and tags, following set-delimiter tags.
    static func scan(_ source: TemplateSource) throws(TemplateError) -> [Piece] {
        let characters = source.characters
        let count = characters.count
        var open: [Character] = ["{", "{"]
        var close: [Character] = ["}", "}"]
        var pieces: [Piece] = []
        var textStart = 0
        var index = 0

        func flushText(upTo end: Int) {
            if end > textStart {
                pieces.append(Piece(kind: .text, text: String(characters[textStart..<end]), offset: textStart))
            }
        }

        func matches(_ delimiter: [Character], at offset: Int) -> Bool {
            guard offset + delimiter.count <= count else { return false }
            for step in 0..<delimiter.count where characters[offset + step] != delimiter[step] { return false }
            return true
        }

        // Finds the closing sequence from `offset`; tags other than comments and set-delimiter tags must
        // end on the line they start on, so that a forgotten `}}` is reported where it happened.
        func find(_ closing: [Character], from offset: Int, acrossLines: Bool) -> Int? {
            var position = offset
            while position < count {
                if matches(closing, at: position) { return position }
                if !acrossLines && characters[position].isNewline { return nil }
                position += 1
            }
            return nil
        }

        while index < count {
            let character = characters[index]
            if character.isNewline {
                flushText(upTo: index)
                pieces.append(Piece(kind: .newline, text: String(character), offset: index))
                index += 1
                textStart = index
                continue
            }
            guard matches(open, at: index) else {
                index += 1
                continue
            }
            flushText(upTo: index)
            let tagStart = index
            let contentStart = index + open.count
            let unclosed = source.error(
                .syntax, "unclosed tag: expected '\(String(close))' before the end of the line", at: tagStart)
            guard contentStart < count else { throw unclosed }
            let sigil = characters[contentStart]
            var kind: Piece.Kind
            var nameStart = contentStart + 1
            var closing = close
            var acrossLines = false
            switch sigil {
            case "!":
                kind = .comment
                acrossLines = true
            case "=":
                kind = .delimiters
                closing = ["="] + close
                acrossLines = true
            case "{":
                kind = .raw
                closing = ["}"] + close
            case "&": kind = .raw
            case "#": kind = .section
            case "^": kind = .inverted
            case "/": kind = .close
            case ">": kind = .partial
            case "<": kind = .parent
            case "$": kind = .block
            default:
                kind = .variable
                nameStart = contentStart
            }
            guard let end = find(closing, from: nameStart, acrossLines: acrossLines) else {
                if kind == .raw && sigil == "{" {
                    throw source.error(.syntax, "unclosed tag: expected '}\(String(close))'", at: tagStart)
                }
                if kind == .comment { throw source.error(.syntax, "unclosed comment", at: tagStart) }
                if kind == .delimiters {
                    throw source.error(
                        .syntax, "malformed set-delimiter tag: expected '=\(String(close))'", at: tagStart)
                }
                throw unclosed
            }
            index = end + closing.count
            textStart = index
            var name = String(characters[nameStart..<end]).trimmingWhitespace()

            switch kind {
            case .comment:
                name = ""
            case .delimiters:
                let parts = name.split(whereSeparator: { $0 == " " || $0 == "\t" })
                guard parts.count == 2, !parts.contains(where: { $0.contains("=") }) else {
                    throw source.error(
                        .syntax,
                        "malformed set-delimiter tag: expected two delimiters separated by a space, as in {{=<% %>=}}",
                        at: tagStart)
                }
                open = Array(parts[0])
                close = Array(parts[1])
            case .partial where name.hasPrefix("*"):
                kind = .dynamicPartial
                name = String(name.dropFirst()).trimmingWhitespace()
            case .parent where name.hasPrefix("*"):
                throw source.error(
                    .syntax, "dynamic parent names are not supported: name the parent template", at: tagStart)
            default:
                break
            }
            if kind != .comment && kind != .delimiters {
                guard !name.isEmpty else { throw source.error(.syntax, "empty tag", at: tagStart) }
                guard !name.contains(where: { $0.isWhitespace }) else {
                    throw source.error(.syntax, "invalid name '\(name)': names contain no spaces", at: tagStart)
                }
            }
            pieces.append(Piece(kind: kind, text: name, offset: tagStart))
        }
        flushText(upTo: count)
        return pieces
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
