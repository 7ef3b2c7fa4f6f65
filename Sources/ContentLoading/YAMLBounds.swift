import CYaml
import Diagnostics

/// Reads front matter into `YAMLNode`s straight from libyaml's event parser, which keeps its own stack and
/// never recurses, in one pass that also caps what a hostile file may ask for: nesting depth, the nodes
/// aliases expand to, and the number of nodes, each an error at its place.
///
/// It reads what `Yams.compose` read, with the same errors: libyaml's own, an alias to an anchor not yet
/// complete, and a second document. A limit passed anywhere in the stream is reported before a composing
/// error found earlier (an unknown alias, a second document), as when the limits were measured in a pass
/// of their own; a syntax error ends both.
enum YAMLBounds {
    /// The deepest nesting of lists and mappings; real front matter stays under 10.
    static let maximumDepth = 64
    /// The most nodes that aliases may expand to in one file, counting each alias as the whole tree it
    /// repeats: a few aliases of small anchors pass, an alias bomb does not.
    static let maximumAliasNodes = 10_000
    /// The most nodes in one file's front matter: a trip of ten thousand days with a city each has about
    /// 50,000; past 250,000 a file would no longer check in well under a second.
    static let maximumNodes = 250_000

    /// A list or mapping being read: its size so far (saturating) and anchor for the limits, and its items.
    private struct Open {
        let anchor: String?
        var size = 1
        let location: SourceLocation
        let isMapping: Bool
        var items: [YAMLNode] = []
        var pairs: [(key: YAMLNode, value: YAMLNode)] = []
        var pendingKey: YAMLNode?
    }

    /// The root node of `yaml`, `nil` for an empty stream, or the first error.
    static func read(_ yaml: String, path: String, lineOffset: Int) -> Result<YAMLNode?, Diagnostic> {
        guard !yaml.isEmpty else { return .success(nil) }
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { return .failure(memoryError(path: path)) }
        defer { yaml_parser_delete(&parser) }
        let source = yaml
        var yaml = yaml
        return yaml.withUTF8 { buffer -> Result<YAMLNode?, Diagnostic> in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
            var composer = Composer(path: path, lineOffset: lineOffset)
            var event = yaml_event_t()
            while true {
                guard yaml_parser_parse(&parser, &event) == 1 else {
                    if let error = composer.composeError { return .failure(error) }
                    return .failure(
                        indentationHint(parserError(parser, path: path, lineOffset: lineOffset), in: source, lineOffset)
                    )
                }
                defer { yaml_event_delete(&event) }
                if let result = composer.take(event) { return result }
            }
        }
    }

    /// One read's state between libyaml's events: the lists and mappings open, the anchors seen, the counts
    /// held to the limits, the root once complete, and the first errors.
    private struct Composer {
        let path: String
        let lineOffset: Int
        var open: [Open] = []
        var anchoredSizes: [String: Int] = [:]
        var anchoredNodes: [String: YAMLNode] = [:]
        var aliasNodes = 0
        var nodes = 0
        var documents = 0
        var root: YAMLNode?
        /// The first error that ends composing (the limits are still measured to the end of the stream).
        var composeError: Diagnostic?
        /// The first scalar with a control character, reported only when the front matter is otherwise
        /// read: in document order, as a walk of the finished tree would find it.
        var controlError: Diagnostic?

        init(path: String, lineOffset: Int) {
            self.path = path
            self.lineOffset = lineOffset
        }

        /// Whether nodes are still being made: in the first document, before any composing error.
        var composing: Bool { documents == 1 && composeError == nil }

        /// Takes one event; the result once the read is over (at the end of the stream or a limit), `nil` to
        /// go on.
        mutating func take(_ event: yaml_event_t) -> Result<YAMLNode?, Diagnostic>? {
            switch event.type {
            case YAML_STREAM_END_EVENT:
                if let error = composeError ?? controlError { return .failure(error) }
                return .success(root)
            case YAML_DOCUMENT_START_EVENT:
                startDocument(event)
            case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
                if let error = openCollection(event) { return .failure(error) }
            case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                guard let closed = open.popLast() else { return .success(nil) }
                closeCollection(closed)
            case YAML_SCALAR_EVENT:
                takeScalar(event)
            case YAML_ALIAS_EVENT:
                if let error = takeAlias(event) { return .failure(error) }
            default:
                return nil
            }
            if nodes > maximumNodes {
                return .failure(
                    .error(
                        "the front matter has more than \(maximumNodes) values",
                        at: location(event.start_mark), note: "split the file into smaller ones"))
            }
            return nil
        }

        /// Counts a document; a second one is a composing error.
        mutating func startDocument(_ event: yaml_event_t) {
            documents += 1
            if documents == 2, composeError == nil {
                composeError = composerError(
                    "but found another document", at: location(event.start_mark),
                    context: ("expected a single document in the stream", 1), path: path,
                    lineOffset: lineOffset)
            }
        }

        /// Opens a list or mapping; the error when it nests too deep.
        mutating func openCollection(_ event: yaml_event_t) -> Diagnostic? {
            let isMapping = event.type == YAML_MAPPING_START_EVENT
            let anchor = isMapping ? text(event.data.mapping_start.anchor) : text(event.data.sequence_start.anchor)
            open.append(Open(anchor: anchor, location: location(event.start_mark), isMapping: isMapping))
            nodes += 1
            guard open.count > maximumDepth else { return nil }
            return .error(
                "the front matter nests lists and mappings more than \(maximumDepth) deep",
                at: location(event.start_mark),
                note: "the limit on nesting keeps a hostile file from crashing the build")
        }

        /// Completes a list or mapping whose end event came.
        mutating func closeCollection(_ closed: Open) {
            var node: YAMLNode?
            if composing {
                node = YAMLNode(
                    kind: closed.isMapping ? .mapping(closed.pairs) : .sequence(closed.items),
                    location: closed.location, length: 1)
            }
            close(closed.size, anchor: closed.anchor, node: node)
        }

        /// Takes a scalar, noting the first with a control character.
        mutating func takeScalar(_ event: yaml_event_t) {
            nodes += 1
            var node: YAMLNode?
            if composing {
                let made = scalar(event, at: location(event.start_mark))
                if controlError == nil { controlError = YAMLReader.controlCharacter(in: made) }
                node = made
            }
            close(1, anchor: text(event.data.scalar.anchor), node: node)
        }

        /// Takes an alias as the node its anchor names, counted as that node's size; the error when aliases
        /// expand to too many nodes.
        mutating func takeAlias(_ event: yaml_event_t) -> Diagnostic? {
            let anchor = text(event.data.alias.anchor)
            let size = anchoredSizes[anchor ?? ""] ?? 1
            aliasNodes = saturatingAdd(aliasNodes, size)
            if aliasNodes > maximumAliasNodes {
                return .error(
                    "the front matter's aliases expand to more than \(maximumAliasNodes) values",
                    at: location(event.start_mark),
                    note: "each '*' repeats the whole value its '&' anchor names; write the values out instead")
            }
            var node: YAMLNode?
            if composing {
                node = anchoredNodes[anchor ?? ""]
                if node == nil {
                    composeError = composerError(
                        "found undefined alias", at: location(event.start_mark), context: nil, path: path,
                        lineOffset: lineOffset)
                }
            }
            close(size, anchor: nil, node: node)
            return nil
        }

        /// A complete node of `size` nodes: counted into its parent, and placed in it when composing.
        mutating func close(_ size: Int, anchor: String?, node: YAMLNode?) {
            if let anchor {
                anchoredSizes[anchor] = size
                if let node { anchoredNodes[anchor] = node }
            }
            if open.isEmpty {
                if let node, root == nil, documents == 1 { root = node }
                return
            }
            let top = open.count - 1
            open[top].size = saturatingAdd(open[top].size, size)
            guard let node else { return }
            if !open[top].isMapping {
                open[top].items.append(node)
            } else if let key = open[top].pendingKey {
                open[top].pairs.append((key: key, value: node))
                open[top].pendingKey = nil
            } else {
                open[top].pendingKey = node
            }
        }

        /// Where a libyaml mark is in the content file.
        func location(_ mark: yaml_mark_t) -> SourceLocation {
            SourceLocation(file: path, line: Int(mark.line) + 1 + lineOffset, column: Int(mark.column) + 1)
        }
    }

    /// A scalar event as a node: its text, whether it was quoted or a block, and the characters of its
    /// first line (with the quotes) for the caret.
    private static func scalar(_ event: yaml_event_t, at location: SourceLocation) -> YAMLNode {
        let value = event.data.scalar.value.map {
            String(decoding: UnsafeBufferPointer(start: $0, count: event.data.scalar.length), as: UTF8.self)
        }
        let string = value ?? ""
        let style = event.data.scalar.style
        let quoted = style == YAML_SINGLE_QUOTED_SCALAR_STYLE || style == YAML_DOUBLE_QUOTED_SCALAR_STYLE
        let block = style == YAML_LITERAL_SCALAR_STYLE || style == YAML_FOLDED_SCALAR_STYLE
        // Counted in bytes while they are ASCII other than a carriage return (which joins a line feed into
        // one `Character`), as `Character`s otherwise.
        var firstLine = 0
        for byte in string.utf8 {
            if byte == UInt8(ascii: "\n") { break }
            if byte >= 0x80 || byte == UInt8(ascii: "\r") {
                firstLine = string.prefix { $0 != "\n" }.count
                break
            }
            firstLine += 1
        }
        return YAMLNode(
            kind: .scalar(string, quoted: quoted || block), location: location,
            length: quoted ? firstLine + 2 : firstLine)
    }

    /// The error libyaml stopped at.
    private static func parserError(_ parser: yaml_parser_t, path: String, lineOffset: Int) -> Diagnostic {
        let start = SourceLocation(file: path, line: 1, column: 1)
        switch parser.error {
        case YAML_READER_ERROR:
            return .error("malformed front matter: \(text(parser.problem) ?? "")", at: start)
        case YAML_SCANNER_ERROR, YAML_PARSER_ERROR, YAML_COMPOSER_ERROR:
            let context = text(parser.context).map { ($0, Int(parser.context_mark.line) + 1) }
            return composerError(
                text(parser.problem) ?? "",
                at: SourceLocation(
                    file: path, line: Int(parser.problem_mark.line) + 1 + lineOffset,
                    column: Int(parser.problem_mark.column) + 1),
                context: context, path: path, lineOffset: lineOffset)
        default:
            return memoryError(path: path)
        }
    }

    /// libyaml's "mapping values are not allowed" at a `key: value` line indented more than the `key: value`
    /// line above it: the line was read as part of that value, and the fix is its indentation, not quotes.
    private static func indentationHint(_ diagnostic: Diagnostic, in yaml: String, _ lineOffset: Int) -> Diagnostic {
        guard diagnostic.message.contains("mapping values are not allowed"), let location = diagnostic.location
        else { return diagnostic }
        let lines = yaml.split(separator: "\n", omittingEmptySubsequences: false)
        let index = location.line - 1 - lineOffset
        guard lines.indices.contains(index) else { return diagnostic }
        func indent(_ line: Substring) -> Int { line.prefix { $0 == " " }.count }
        func isKeyWithValue(_ line: Substring) -> Bool {
            let text = line.drop { $0 == " " || $0 == "-" }
            guard let colon = text.range(of: ": ") else { return false }
            return !text[..<colon.lowerBound].isEmpty
                && !text[colon.upperBound...].trimmingCharacters(in: .whitespaces).isEmpty
        }
        guard
            let above = lines[..<index].lastIndex(where: {
                !$0.trimmingCharacters(in: .whitespaces).isEmpty
                    && !$0.trimmingCharacters(in: .whitespaces).hasPrefix("#")
            }),
            isKeyWithValue(lines[index]), isKeyWithValue(lines[above]), indent(lines[index]) > indent(lines[above])
        else { return diagnostic }
        var hinted = diagnostic
        let aboveIndent = indent(lines[above]) + (lines[above].drop { $0 == " " }.hasPrefix("- ") ? 2 : 0)
        hinted.note =
            "this line is indented more than line \(above + 1 + lineOffset), so it reads as part of that line's value; "
            + "start its key in column \(aboveIndent + 1), under the keys above it"
        return hinted
    }

    private static func memoryError(path: String) -> Diagnostic {
        .error("malformed front matter: Memory error", at: SourceLocation(file: path, line: 1, column: 1))
    }

    /// A syntax or composing error, with libyaml's context (the line is the front matter's own) and a hint.
    private static func composerError(
        _ problem: String, at location: SourceLocation, context: (text: String, line: Int)?, path: String,
        lineOffset: Int
    ) -> Diagnostic {
        var message = "malformed front matter: \(problem)"
        if let context { message += " (\(context.text) on line \(context.line + lineOffset))" }
        return .error(message, at: location, note: hint(for: problem))
    }

    /// What to do about libyaml's commonest complaints, in words a content author knows.
    private static func hint(for problem: String) -> String? {
        if problem.contains("mapping values are not allowed") {
            return "a value that contains ': ' must be quoted, e.g. title: \"Lisbon: day one\""
        }
        if problem.contains("did not find expected key") || problem.contains("did not find expected '-'") {
            return "check the indentation: keys of one mapping line up, list items start with '- '"
        }
        if problem.contains("found character that cannot start any token") {
            return "a value that starts with '@', '`' or '%' must be quoted"
        }
        if problem.contains("could not find expected ':'") {
            return "each line of a mapping is 'key: value'; quote a value that runs over several lines"
        }
        if problem.contains("found undefined alias") {
            return "an '*' at the start of a value refers to an anchor; quote the value to write a '*'"
        }
        return nil
    }

    private static func text(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        pointer.map { String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self)) }
    }

    private static func text(_ pointer: UnsafePointer<CChar>?) -> String? {
        pointer.map { String(cString: $0) }
    }

    private static func saturatingAdd(_ a: Int, _ b: Int) -> Int {
        let (sum, overflow) = a.addingReportingOverflow(b)
        return overflow ? .max : sum
    }
}
