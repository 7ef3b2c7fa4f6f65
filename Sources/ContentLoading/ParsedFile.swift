import Diagnostics
import TravelModel

/// A file read as far as YAML: decoded from UTF-8, split from its body, parsed into nodes.
struct ParsedFile {
    /// The YAML's root node, `nil` when the YAML is empty or could not be read.
    let root: YAMLNode?
    /// The Markdown body; `nil` for a plain YAML file or a file whose front matter could not be split.
    let body: MarkdownBody?
    /// The problems that kept the file from being read.
    let problems: [Diagnostic]
    /// The decoded text, for quoting lines in diagnostics.
    let source: SourceText

    /// Reads `bytes`: a Markdown file with front matter when `frontMatter`, else a whole YAML file.
    static func parse(_ bytes: [UInt8], path: String, frontMatter: Bool) -> ParsedFile {
        let source: SourceText
        switch SourceText.decode(bytes, path: path) {
        case .failure(let problem):
            let lossy = SourceText(path: path, text: String(decoding: bytes, as: UTF8.self))
            return ParsedFile(root: nil, body: nil, problems: [problem], source: lossy)
        case .success(let text):
            source = text
        }
        if let problem = ContentLimits.longLine(in: source.text, path: path) {
            return ParsedFile(root: nil, body: nil, problems: [problem], source: source)
        }
        let split: FrontMatter
        if frontMatter {
            switch FrontMatter.split(source) {
            case .failure(let problem):
                return ParsedFile(root: nil, body: nil, problems: [problem], source: source)
            case .success(let value):
                split = value
            }
        } else {
            split = FrontMatter(yaml: source.text, yamlFirstLine: 1, body: MarkdownBody(text: "", firstLine: 1))
        }
        switch YAMLReader.read(split, path: path) {
        case .failure(let problem):
            return ParsedFile(root: nil, body: nil, problems: [problem], source: source)
        case .success(let root):
            return ParsedFile(root: root, body: frontMatter ? split.body : nil, problems: [], source: source)
        }
    }
}
