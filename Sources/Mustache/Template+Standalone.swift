extension Template {
    /// Applies the specification's standalone-line rule: a line that holds only whitespace and one tag
    /// that prints nothing (a section, inverted section, closing, comment, partial, parent, block or
    /// set-delimiter tag) loses its whitespace and line break. Its leading whitespace is kept on the
    /// tag as `lineIndent`, because a standalone partial indents its lines by it.
    ///
    /// Inheritance tags may share a standalone line (`{{<layout}}{{$body}}`), as the inheritance
    /// specification requires. A block opened and closed on its own line (`  {{$body}}{{/body}}`) keeps
    /// its line break: the block's content takes the place of the tags within the line.
    static func removeStandaloneLines(_ pieces: [Piece]) -> [Piece] {
        var result: [Piece] = []
        result.reserveCapacity(pieces.count)
        var openKinds: [Piece.Kind] = []
        var lineBegin = 0
        while lineBegin < pieces.count {
            var lineEnd = lineBegin
            while lineEnd < pieces.count && pieces[lineEnd].kind != .newline { lineEnd += 1 }
            let newline: Piece? = lineEnd < pieces.count ? pieces[lineEnd] : nil
            let line = pieces[lineBegin..<lineEnd]
            lineBegin = lineEnd + 1

            // Follow the nesting so that a closing tag knows what it closes.
            var inheritanceOnly = true
            for piece in line where piece.isTag {
                if piece.opens {
                    openKinds.append(piece.kind)
                    if piece.kind != .parent && piece.kind != .block { inheritanceOnly = false }
                } else if piece.kind == .close {
                    let closed = openKinds.popLast()
                    if closed != .parent && closed != .block { inheritanceOnly = false }
                } else {
                    inheritanceOnly = false
                }
            }
            let tags = line.filter(\.isTag)
            let blank = line.allSatisfy { $0.isTag || $0.text.allSatisfy { $0 == " " || $0 == "\t" } }
            let standalone: Bool
            if !blank || tags.isEmpty {
                standalone = false
            } else if tags.count == 1 {
                standalone = tags[0].kind != .variable && tags[0].kind != .raw
            } else {
                standalone = inheritanceOnly
            }

            guard standalone else {
                var first = true
                for var piece in line {
                    piece.lineStart = first
                    first = false
                    result.append(piece)
                }
                if var newline {
                    newline.lineStart = first
                    result.append(newline)
                }
                continue
            }
            var leading = ""
            for piece in line {
                if piece.isTag { break }
                leading += piece.text
            }
            for (position, var tag) in tags.enumerated() {
                tag.standalone = true
                if position == 0 {
                    tag.lineStart = true
                    tag.lineIndent = leading
                }
                result.append(tag)
            }
            let last = tags.count - 1
            let blockOnItsLine =
                tags.count >= 2 && tags[last - 1].kind == .block && tags[last].kind == .close
                && tags[last - 1].text == tags[last].text
            if blockOnItsLine, let newline { result.append(newline) }
        }
        return result
    }

    /// Removes the indentation common to the lines of each standalone block, so that the block's
    /// content can be indented again where it is rendered, as the inheritance specification requires.
    /// The indentation it is rendered with is its content's own indentation, or the whitespace before
    /// the tag when the content has none. Outer blocks come first, so inner blocks see dedented lines.
    static func dedentBlocks(_ pieces: inout [Piece]) {
        for open in pieces.indices where pieces[open].kind == .block && pieces[open].standalone {
            var depth = 0
            var close = open + 1
            while close < pieces.count {
                if pieces[close].opens {
                    depth += 1
                } else if pieces[close].kind == .close {
                    if depth == 0 { break }
                    depth -= 1
                }
                close += 1
            }
            let body = (open + 1)..<close
            var indents: [String] = []
            for index in body where pieces[index].lineStart {
                let piece = pieces[index]
                switch piece.kind {
                case .newline:
                    continue
                case .text:
                    let leading = String(piece.text.prefix(while: { $0 == " " || $0 == "\t" }))
                    let endsLine = index + 1 == close || pieces[index + 1].kind == .newline
                    if leading == piece.text && endsLine { continue }
                    indents.append(leading)
                default:
                    indents.append(piece.lineIndent ?? "")
                }
            }
            let common = indents.dropFirst().reduce(indents.first ?? "") {
                String(zip($0, $1).prefix(while: { $0 == $1 }).map(\.0))
            }
            if !common.isEmpty {
                for index in body where pieces[index].lineStart {
                    if pieces[index].kind == .text {
                        let removable = pieces[index].text.prefix(while: { $0 == " " || $0 == "\t" }).count
                        pieces[index].text.removeFirst(min(removable, common.count))
                    } else if let indent = pieces[index].lineIndent {
                        pieces[index].lineIndent = String(indent.dropFirst(common.count))
                    }
                }
            }
            pieces[open].blockIndent = common.isEmpty ? (pieces[open].lineIndent ?? "") : common
        }
    }
}
