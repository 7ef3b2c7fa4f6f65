import Diagnostics

/// The diagnostics of one file, collected as its values are read; one per file, used by one task.
final class FileReport {
    /// The file's path, as diagnostics name it.
    let path: String
    /// What was found so far.
    private(set) var diagnostics: [Diagnostic] = []

    init(path: String) {
        self.path = path
    }

    /// Reports an error at a node.
    func error(_ message: String, at node: YAMLNode, note: String? = nil) {
        diagnostics.append(.error(message, at: node.location, length: node.length, note: note))
    }

    /// Reports a warning at a node.
    func warning(_ message: String, at node: YAMLNode, note: String? = nil) {
        diagnostics.append(.warning(message, at: node.location, length: node.length, note: note))
    }

    /// Adds a diagnostic made elsewhere.
    func add(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    /// Whether any error was reported.
    var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}
