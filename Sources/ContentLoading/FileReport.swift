import Diagnostics

/// The diagnostics of one file, collected as its values are read; one per file, used by one task.
///
/// At most `maximumPerKind` diagnostics of one kind are kept for a file; the rest are counted, so a file of
/// a million unknown keys gives a short report and little memory.
final class FileReport {
    /// The most diagnostics of one kind (severity and message up to its first quoted value) kept per file.
    static let maximumPerKind = 20

    /// The file's path, as diagnostics name it.
    let path: String
    private var kept: [Diagnostic] = []
    /// Per kind: how many were seen, and the line of the first not kept.
    private var kinds: [String: (count: Int, firstDropped: Int, severity: Severity)] = [:]

    init(path: String) {
        self.path = path
    }

    /// What was found, then one diagnostic per kind that passed the limit, saying how many more there were.
    var diagnostics: [Diagnostic] {
        let over = kinds.filter { $0.value.count > Self.maximumPerKind }.sorted { $0.key < $1.key }
        return kept
            + over.map { _, kind in
                Diagnostic(
                    kind.severity,
                    "\(kind.count - Self.maximumPerKind) more \(kind.severity.rawValue)s of this kind in this file were not shown",
                    at: SourceLocation(file: path, line: kind.firstDropped, column: 1),
                    note: "at most \(Self.maximumPerKind) of each kind are shown for a file")
            }
    }

    /// Reports an error at a node.
    func error(_ message: String, at node: YAMLNode, note: String? = nil) {
        add(.error(message, at: node.location, length: node.length, note: note))
    }

    /// Reports a warning at a node.
    func warning(_ message: String, at node: YAMLNode, note: String? = nil) {
        add(.warning(message, at: node.location, length: node.length, note: note))
    }

    /// Adds a diagnostic made elsewhere.
    func add(_ diagnostic: Diagnostic) {
        let key = diagnostic.severity.rawValue + ":" + diagnostic.message.prefix { $0 != "'" }
        var kind = kinds[key] ?? (0, 1, diagnostic.severity)
        kind.count += 1
        if kind.count <= Self.maximumPerKind {
            kept.append(diagnostic)
        } else if kind.count == Self.maximumPerKind + 1 {
            kind.firstDropped = diagnostic.location?.line ?? 1
        }
        kinds[key] = kind
    }

    /// Whether one more diagnostic of this severity, whose message starts with `messageStart` (up to its
    /// first quote), would still be shown: when not, the caller can skip costly help such as suggestions.
    func showsMore(_ severity: Severity, messageStart: String) -> Bool {
        (kinds[severity.rawValue + ":" + messageStart]?.count ?? 0) < Self.maximumPerKind
    }

    /// Whether any error was reported.
    var hasErrors: Bool { kinds.values.contains { $0.severity == .error } }
}
