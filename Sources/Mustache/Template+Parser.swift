extension Template {
    /// The deepest nesting of sections, parents and blocks: real templates stay under ten, and every later
    /// stage (compiling, rendering) recurses once per level, so a bound here keeps them off the stack's end.
    static let maximumNesting = 100

    /// Builds the tree from the pieces, checking that every section is closed by a matching tag.
    static func parse(_ pieces: [Piece], source: TemplateSource) throws(TemplateError) -> [Syntax] {
        var index = 0
        let syntax = try parseBody(pieces, &index, opener: nil, depth: 0, source: source)
        return syntax
    }

    private static func parseBody(
        _ pieces: [Piece], _ index: inout Int, opener: Piece?, depth: Int, source: TemplateSource
    ) throws(TemplateError) -> [Syntax] {
        if depth > maximumNesting, let opener {
            throw source.error(
                .syntax, "sections, parents and blocks nest more than \(maximumNesting) deep", at: opener.offset)
        }
        var nodes: [Syntax] = []
        while index < pieces.count {
            let piece = pieces[index]
            index += 1
            let position = source.position(of: piece.offset)
            switch piece.kind {
            case .text, .newline:
                if !piece.text.isEmpty { nodes.append(.text(piece.text, lineStart: piece.lineStart)) }
            case .comment, .delimiters:
                continue
            case .variable, .raw:
                nodes.append(
                    .variable(
                        path: path(piece.text), raw: piece.kind == .raw, lineStart: piece.lineStart,
                        position: position))
            case .section, .inverted:
                let body = try parseBody(pieces, &index, opener: piece, depth: depth + 1, source: source)
                nodes.append(
                    .section(path: path(piece.text), inverted: piece.kind == .inverted, body: body, position: position))
            case .partial, .dynamicPartial:
                nodes.append(
                    .partial(
                        name: piece.text, dynamic: piece.kind == .dynamicPartial,
                        indentation: piece.standalone ? .add(piece.lineIndent ?? "") : .reset, position: position))
            case .parent:
                let body = try parseBody(pieces, &index, opener: piece, depth: depth + 1, source: source)
                var overrides: [String: BlockOverride] = [:]
                for node in body {
                    switch node {
                    case .text:
                        // The specification ignores text between a parent's blocks.
                        continue
                    case .block(let name, _, let blockBody, let blockPosition):
                        overrides[name] = BlockOverride(body: blockBody, position: blockPosition)
                    case .variable(_, _, _, let at), .section(_, _, _, let at), .partial(_, _, _, let at),
                        .parent(_, _, _, let at):
                        throw source.error(
                            .syntax, "only blocks ({{$name}}) and text may stand inside parent '\(piece.text)'",
                            at: at)
                    case .indented:
                        continue
                    }
                }
                nodes.append(
                    .parent(
                        name: piece.text, indentation: piece.standalone ? .add(piece.lineIndent ?? "") : .reset,
                        overrides: overrides, position: position))
            case .block:
                let body = try parseBody(pieces, &index, opener: piece, depth: depth + 1, source: source)
                let indentation: Indentation = piece.standalone ? .add(piece.blockIndent ?? "") : .keep
                nodes.append(.block(name: piece.text, indentation: indentation, body: body, position: position))
            case .close:
                guard let opener else {
                    throw source.error(
                        .mismatchedSection, "closing tag '\(piece.text)' has no open section", at: position)
                }
                guard opener.text == piece.text else {
                    throw source.error(
                        .mismatchedSection,
                        "closing tag '\(piece.text)' does not match open \(noun(opener.kind)) '\(opener.text)'",
                        at: position)
                }
                return nodes
            }
        }
        if let opener {
            throw source.error(.unclosedSection, "unclosed \(noun(opener.kind)) '\(opener.text)'", at: opener.offset)
        }
        return nodes
    }

    private static func noun(_ kind: Piece.Kind) -> String {
        switch kind {
        case .parent: return "parent"
        case .block: return "block"
        default: return "section"
        }
    }

    /// Splits a dotted name once, at compile time; `.` is the current item and has no parts.
    private static func path(_ name: String) -> [String] {
        name == "." ? [] : name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    }
}
