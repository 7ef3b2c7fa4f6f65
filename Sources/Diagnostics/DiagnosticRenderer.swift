import Foundation

/// Turns diagnostics into text in one of the `DiagnosticFormat`s.
///
/// The text format quotes the offending line, so the renderer is given a way to read a file's lines;
/// it is asked once per file, however many diagnostics that file has.
public struct DiagnosticRenderer {
    /// Returns the lines of a file as the diagnostics' columns count them, or `nil` if it cannot be read.
    public typealias LineSource = (String) -> [Substring]?

    private let lineSource: LineSource

    /// Creates a renderer that quotes source lines from `lineSource`.
    public init(lineSource: @escaping LineSource) {
        self.lineSource = lineSource
    }

    /// Renders `diagnostics` followed by `summary` in the given format.
    public func render(_ diagnostics: [Diagnostic], summary: String, format: DiagnosticFormat) -> String {
        switch format {
        case .text: return renderText(diagnostics, summary: summary)
        case .json: return renderJSON(diagnostics, summary: summary)
        case .github: return renderGitHub(diagnostics, summary: summary)
        }
    }

    private func renderText(_ diagnostics: [Diagnostic], summary: String) -> String {
        var cache: [String: [Substring]?] = [:]
        var output = ""
        for diagnostic in diagnostics {
            output += diagnostic.description + "\n"
            if let location = diagnostic.location {
                if cache[location.file] == nil { cache[location.file] = .some(lineSource(location.file)) }
                if let lines = cache[location.file] ?? nil, location.line >= 1, location.line <= lines.count {
                    output += Self.excerpt(
                        line: lines[location.line - 1], number: location.line, column: location.column,
                        length: diagnostic.length)
                }
            }
            if let note = diagnostic.note {
                output += "  note: \(note)\n"
            }
        }
        return output + summary + "\n"
    }

    /// The quoted line with a gutter and a `^~~` marker, tabs kept so the marker lines up.
    static func excerpt(line: Substring, number: Int, column: Int, length: Int) -> String {
        let gutter = String(number)
        let pad = String(repeating: " ", count: gutter.count)
        let characters = Array(line)
        var marker = ""
        for index in 0..<max(0, column - 1) {
            marker.append(index < characters.count && characters[index] == "\t" ? "\t" : " ")
        }
        let available = max(1, min(length, characters.count - (column - 1)))
        marker += "^" + String(repeating: "~", count: available - 1)
        return " \(gutter) | \(line)\n \(pad) | \(marker)\n"
    }

    private func renderJSON(_ diagnostics: [Diagnostic], summary: String) -> String {
        var output = "{\n  \"diagnostics\": ["
        for (index, diagnostic) in diagnostics.enumerated() {
            output += index == 0 ? "\n" : ",\n"
            var fields: [(String, String)] = [("severity", JSONText.quote(diagnostic.severity.rawValue))]
            if let location = diagnostic.location {
                fields.append(("file", JSONText.quote(location.file)))
                fields.append(("line", String(location.line)))
                fields.append(("column", String(location.column)))
                fields.append(("length", String(diagnostic.length)))
            }
            fields.append(("message", JSONText.quote(diagnostic.message)))
            if let note = diagnostic.note { fields.append(("note", JSONText.quote(note))) }
            output += "    {" + fields.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}"
        }
        output += diagnostics.isEmpty ? "],\n" : "\n  ],\n"
        output += "  \"errors\": \(diagnostics.errorCount),\n"
        output += "  \"warnings\": \(diagnostics.warningCount),\n"
        output += "  \"summary\": \(JSONText.quote(summary))\n}\n"
        return output
    }

    private func renderGitHub(_ diagnostics: [Diagnostic], summary: String) -> String {
        var output = ""
        for diagnostic in diagnostics {
            var properties: [String] = []
            if let location = diagnostic.location {
                properties.append("file=\(Self.escapeProperty(location.file))")
                properties.append("line=\(location.line)")
                properties.append("col=\(location.column)")
            }
            properties.append("title=itineshary")
            var message = diagnostic.message
            if let note = diagnostic.note { message += "\n" + note }
            output += "::\(diagnostic.severity.rawValue) \(properties.joined(separator: ","))::"
            output += Self.escapeData(message) + "\n"
        }
        return output + summary + "\n"
    }

    /// Escapes a workflow command's message as the GitHub Actions toolkit does.
    static func escapeData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25")
            .replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    /// Escapes a workflow command's property value as the GitHub Actions toolkit does.
    static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
