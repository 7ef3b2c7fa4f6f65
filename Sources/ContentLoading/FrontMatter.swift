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
        let text = source.text
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)[...]
        guard let first = lines.first, isFence(first) else {
            return .failure(
                .error(
                    "missing front matter: the file must begin with a line '---'",
                    at: SourceLocation(file: source.path, line: 1, column: 1),
                    note: "front matter is YAML between two '---' lines, such as:\n---\nname: …\n---"))
        }
        lines = lines.dropFirst()
        var yamlLines: [Substring] = []
        var lineNumber = 1
        while let line = lines.first {
            lines = lines.dropFirst()
            lineNumber += 1
            if isFence(line) {
                let bodyText = lines.joined(separator: "\n")
                return .success(
                    FrontMatter(
                        yaml: yamlLines.joined(separator: "\n") + "\n", yamlFirstLine: 2,
                        body: MarkdownBody(text: bodyText, firstLine: lineNumber + 1)))
            }
            yamlLines.append(line)
        }
        return .failure(
            .error(
                "the front matter opened on line 1 is never closed",
                at: SourceLocation(file: source.path, line: 1, column: 1), length: 3,
                note: "add a line '---' after the last front matter line"))
    }

    private static func isFence(_ line: Substring) -> Bool {
        var trimmed = line
        if trimmed.last == "\r" { trimmed = trimmed.dropLast() }
        while trimmed.last == " " || trimmed.last == "\t" { trimmed = trimmed.dropLast() }
        return trimmed == "---"
    }
}
