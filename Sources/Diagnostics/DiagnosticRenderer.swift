import Foundation
import TextEscaping

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
            output += TerminalText.escaped(diagnostic.description) + "\n"
            if let location = diagnostic.location {
                if cache[location.file] == nil { cache[location.file] = .some(lineSource(location.file)) }
                if let lines = cache[location.file] ?? nil, location.line >= 1, location.line <= lines.count {
                    output += Self.excerpt(
                        line: lines[location.line - 1], number: location.line, column: location.column,
                        length: diagnostic.length)
                }
            }
            if let note = diagnostic.note {
                output += "  note: \(TerminalText.escaped(note))\n"
            }
        }
        return output + summary + "\n"
    }

    /// The widest part of a line quoted, in characters: a longer line is shown around the column, elided.
    static let excerptWidth = 120

    /// The quoted line with a gutter and a `^~~` marker, tabs kept so the marker lines up, control characters
    /// shown escaped, and a long line cut to `excerptWidth` characters around the column.
    static func excerpt(line: Substring, number: Int, column: Int, length: Int) -> String {
        let gutter = String(number)
        let pad = String(repeating: " ", count: gutter.count)
        var characters = Array(line)
        var column = column
        var prefix = ""
        var suffix = ""
        if characters.count > excerptWidth {
            let start = min(max(0, column - 1 - excerptWidth / 3), characters.count - excerptWidth)
            let end = start + excerptWidth
            if start > 0 { prefix = "…" }
            if end < characters.count { suffix = "…" }
            characters = Array(characters[start..<end])
            column -= start - (prefix.isEmpty ? 0 : 1)
            if !prefix.isEmpty { characters.insert("…", at: 0) }
        }
        var shown = ""
        var marker = ""
        let available = max(1, min(length, characters.count - (column - 1)))
        for (index, character) in characters.enumerated() {
            let text = TerminalText.escaped(String(character))
            shown += text
            if index < column - 1 {
                marker += character == "\t" ? "\t" : String(repeating: " ", count: text.count)
            } else if index < column - 1 + available {
                marker += (index == column - 1 ? "^" : "~") + String(repeating: "~", count: max(0, text.count - 1))
            }
        }
        if marker.isEmpty || column - 1 >= characters.count {
            marker += String(repeating: " ", count: max(0, column - 1 - characters.count)) + "^"
        }
        return " \(gutter) | \(shown)\(suffix)\n \(pad) | \(marker)\n"
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
            var message = TerminalText.escaped(diagnostic.message, keepingLineBreaks: true)
            if let note = diagnostic.note { message += "\n" + TerminalText.escaped(note, keepingLineBreaks: true) }
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
