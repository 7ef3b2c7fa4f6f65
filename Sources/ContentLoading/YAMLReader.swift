import Diagnostics
import TextEscaping

/// Reads front matter YAML into `YAMLNode`s with file positions (see ``YAMLBounds``), turning every YAML
/// fault into a diagnostic at its line and column.
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
        // Control characters (`controlCharacter(in:)`) are looked for as the scalars are read.
        return YAMLBounds.read(frontMatter.yaml, path: path, lineOffset: lineOffset)
    }

    /// The first tab among a line's leading whitespace, 1-based, counting the front matter's own lines.
    /// libyaml's message for this ("found character that cannot start any token") would not say what to do.
    ///
    /// Scans the UTF-8 bytes, counting as `Character`s would: a tab is always a `Character` of its own, and
    /// while in the indentation every earlier `Character` is an ASCII space or hyphen, one byte each. A line
    /// feed after a carriage return is part of the `"\r\n"` `Character`, which is not a line break here.
    static func firstIndentingTab(in yaml: String) -> (line: Int, column: Int)? {
        var yaml = yaml
        return yaml.withUTF8 { bytes -> (line: Int, column: Int)? in
            var line = 1
            var column = 1
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                if byte == UInt8(ascii: "\n") {
                    // Only reached at a line's start or within its indentation, which a carriage return ends: this
                    // line feed is never the second half of a `"\r\n"`.
                    line += 1
                    column = 1
                    continue
                }
                if byte == UInt8(ascii: "\t") { return (line, column) }
                if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "-") {
                    column += 1
                    continue
                }
                // Past the indentation nothing counts until the next line feed that is not part of a `"\r\n"`.
                while true {
                    guard let feed = bytes[index...].firstIndex(of: UInt8(ascii: "\n")) else { return nil }
                    index = feed + 1
                    if bytes[feed - 1] != UInt8(ascii: "\r") { break }
                }
                line += 1
                column = 1
            }
            return nil
        }
    }

    /// A control character other than tab and line break in a key or value, as an error at its node: one
    /// written as a YAML escape (`"\e]0;…\a"`, `"a\x00b"`) would otherwise reach pages and terminals.
    static func firstControlCharacter(in root: YAMLNode) -> Diagnostic? {
        var pending = [root]
        while let node = pending.popLast() {
            switch node.kind {
            case .scalar:
                if let problem = controlCharacter(in: node) { return problem }
            case .sequence(let items):
                pending.append(contentsOf: items.reversed())
            case .mapping(let pairs):
                for pair in pairs.reversed() {
                    pending.append(pair.value)
                    pending.append(pair.key)
                }
            }
        }
        return nil
    }

    /// The error for the first control character other than tab and line break in `node`, a scalar.
    static func controlCharacter(in node: YAMLNode) -> Diagnostic? {
        guard case .scalar(let text, _) = node.kind, mayHoldControlCharacter(text),
            let scalar = text.unicodeScalars.first(where: {
                ($0.value < 0x20 && $0 != "\t" && $0 != "\n" && $0 != "\r") || (0x7F...0x9F).contains($0.value)
            })
        else { return nil }
        return .error(
            "control character \(TerminalText.escaped(String(scalar))) in a value; text may hold tabs and line breaks but no other control characters",
            at: node.location, length: node.length)
    }

    /// Whether `text`'s UTF-8 may hold a control character other than tab and line breaks: a byte below
    /// 0x20 or 0x7F, or the lead byte 0xC2 of U+0080–U+009F. Most values are plain, so this skips decoding.
    private static func mayHoldControlCharacter(_ text: String) -> Bool {
        func isSuspect(_ byte: UInt8) -> Bool {
            (byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D) || byte == 0x7F || byte == 0xC2
        }
        // A value's text is native UTF-8: read as one buffer, not a byte at a time through the string's view.
        return text.utf8.withContiguousStorageIfAvailable { $0.contains(where: isSuspect) }
            ?? text.utf8.contains(where: isSuspect)
    }
}
