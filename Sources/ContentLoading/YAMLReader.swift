import Diagnostics
import Yams

/// Reads front matter YAML into `YAMLNode`s with file positions, turning every YAML fault into a
/// diagnostic at its line and column.
enum YAMLReader {
    /// Parses `frontMatter`'s YAML; on success the root node, which may be any kind.
    static func read(_ frontMatter: FrontMatter, path: String) -> Result<YAMLNode?, Diagnostic> {
        let lineOffset = frontMatter.yamlFirstLine - 1
        if let tab = firstIndentingTab(in: frontMatter.yaml) {
            return .failure(
                .error(
                    "tab character in indentation; YAML indents with spaces only",
                    at: SourceLocation(file: path, line: tab.line + lineOffset, column: tab.column),
                    note: "replace the tab with spaces"))
        }
        if let problem = YAMLBounds.problem(in: frontMatter.yaml, path: path, lineOffset: lineOffset) {
            return .failure(problem)
        }
        do {
            // No implicit tag rules: every scalar stays text, and the schema decides what it means.
            guard let root = try Yams.compose(yaml: frontMatter.yaml, Resolver.basic) else { return .success(nil) }
            let node = convert(root, path: path, lineOffset: lineOffset)
            if let problem = firstControlCharacter(in: node) { return .failure(problem) }
            return .success(node)
        } catch let error as YamlError {
            return .failure(diagnostic(for: error, path: path, lineOffset: lineOffset))
        } catch {
            return .failure(
                .error(
                    "malformed front matter: \(error)", at: SourceLocation(file: path, line: 1, column: 1)))
        }
    }

    /// The first tab among a line's leading whitespace, 1-based, counting the front matter's own lines.
    /// libyaml's message for this ("found character that cannot start any token") would not say what to do.
    static func firstIndentingTab(in yaml: String) -> (line: Int, column: Int)? {
        var line = 1
        var column = 1
        var inIndentation = true
        for character in yaml {
            if character == "\n" {
                line += 1
                column = 1
                inIndentation = true
                continue
            }
            if inIndentation {
                if character == "\t" { return (line, column) }
                if character != " " && character != "-" { inIndentation = false }
            }
            column += 1
        }
        return nil
    }

    /// A control character other than tab and line break in a key or value, as an error at its node: one
    /// written as a YAML escape (`"\e]0;…\a"`, `"a\x00b"`) would otherwise reach pages and terminals.
    static func firstControlCharacter(in root: YAMLNode) -> Diagnostic? {
        var pending = [root]
        while let node = pending.popLast() {
            switch node.kind {
            case .scalar(let text, _):
                if let scalar = text.unicodeScalars.first(where: {
                    ($0.value < 0x20 && $0 != "\t" && $0 != "\n" && $0 != "\r") || (0x7F...0x9F).contains($0.value)
                }) {
                    return .error(
                        "control character \(TerminalText.escaped(String(scalar))) in a value; text may hold tabs and line breaks but no other control characters",
                        at: node.location, length: node.length)
                }
            case .sequence(let items):
                pending.append(contentsOf: items.reversed())
            case .mapping(let pairs):
                for pair in pairs.reversed() { pending.append(contentsOf: [pair.value, pair.key]) }
            }
        }
        return nil
    }

    private static func convert(_ node: Node, path: String, lineOffset: Int) -> YAMLNode {
        func location(_ mark: Mark?) -> SourceLocation {
            SourceLocation(file: path, line: (mark?.line ?? 1) + lineOffset, column: mark?.column ?? 1)
        }
        switch node {
        case .scalar(let scalar):
            let quoted = scalar.style == .singleQuoted || scalar.style == .doubleQuoted
            let firstLine = scalar.string.prefix { $0 != "\n" }.count
            return YAMLNode(
                kind: .scalar(scalar.string, quoted: quoted || scalar.style == .literal || scalar.style == .folded),
                location: location(scalar.mark), length: quoted ? firstLine + 2 : firstLine)
        case .sequence(let sequence):
            let items = sequence.map { convert($0, path: path, lineOffset: lineOffset) }
            return YAMLNode(kind: .sequence(items), location: location(sequence.mark), length: 1)
        case .mapping(let mapping):
            let pairs = mapping.map {
                (
                    key: convert($0.key, path: path, lineOffset: lineOffset),
                    value: convert($0.value, path: path, lineOffset: lineOffset)
                )
            }
            return YAMLNode(kind: .mapping(pairs), location: location(mapping.mark), length: 1)
        }
    }

    private static func diagnostic(for error: YamlError, path: String, lineOffset: Int) -> Diagnostic {
        switch error {
        case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
            .composer(let context, let problem, let mark, _):
            var message = "malformed front matter: \(problem)"
            if let context { message += " (\(context.text) on line \(context.mark.line + lineOffset))" }
            return .error(
                message, at: SourceLocation(file: path, line: mark.line + lineOffset, column: mark.column),
                note: hint(for: problem))
        case .reader(let problem, _, _, _):
            return .error("malformed front matter: \(problem)", at: SourceLocation(file: path, line: 1, column: 1))
        default:
            return .error("malformed front matter: \(error)", at: SourceLocation(file: path, line: 1, column: 1))
        }
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
}
