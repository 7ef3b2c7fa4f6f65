import Diagnostics
import TravelModel

/// A Markdown file split into its YAML front matter and its body.
struct FrontMatter {
    /// The YAML between the `---` lines.
    let yaml: String
    /// The file line the YAML's first line is on.
    let yamlFirstLine: Int
    /// The Markdown after the closing `---`.
    let body: MarkdownBody

    /// Splits `source`; the file must begin with a `---` line and the front matter must end with one.
    static func split(_ source: SourceText) -> Result<FrontMatter, Diagnostic> {
        var text = source.text
        let found = text.withUTF8 { bytes -> (yaml: Range<Int>, closingLine: Int, bodyStart: Int)? in
            // Scans bytes, not Characters: front matter fences are ASCII, and this runs for every file.
            var lineStart = 0
            var lineNumber = 1
            var yamlStart: Int?
            while lineStart <= bytes.count {
                let lineEnd = bytes[lineStart...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
                let isFence = Self.isFence(bytes[lineStart..<lineEnd])
                if lineNumber == 1 {
                    guard isFence else { return nil }
                    yamlStart = lineEnd + 1
                } else if isFence, let yamlStart {
                    return (yamlStart..<lineStart, lineNumber, min(lineEnd + 1, bytes.count))
                }
                lineStart = lineEnd + 1
                lineNumber += 1
            }
            return (0..<0, 0, 0)
        }
        guard let found else {
            return .failure(
                .error(
                    "missing front matter: the file must begin with a line '---'",
                    at: SourceLocation(file: source.path, line: 1, column: 1),
                    note: "front matter is YAML between two '---' lines, such as:\n---\nname: …\n---"))
        }
        guard found.closingLine > 0 else {
            return .failure(
                .error(
                    "the front matter opened on line 1 is never closed",
                    at: SourceLocation(file: source.path, line: 1, column: 1), length: 3,
                    note: "add a line '---' after the last front matter line"))
        }
        let (yaml, body) = text.withUTF8 { bytes in
            (
                String(decoding: bytes[found.yaml], as: UTF8.self),
                String(decoding: bytes[found.bodyStart...], as: UTF8.self)
            )
        }
        return .success(
            FrontMatter(
                yaml: yaml, yamlFirstLine: 2, body: MarkdownBody(text: body, firstLine: found.closingLine + 1)))
    }

    /// A line of `---`, allowing trailing spaces and a Windows line ending.
    private static func isFence(_ line: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        var end = line.endIndex
        while end > line.startIndex, [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r")].contains(line[end - 1]) {
            end -= 1
        }
        return end - line.startIndex == 3 && line[line.startIndex..<end].allSatisfy { $0 == UInt8(ascii: "-") }
    }
}
