/// One problem found in the user's files: where it is, how bad it is, what is wrong and what would be right.
public struct Diagnostic: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// Whether the problem stops the build.
    public var severity: Severity
    /// What is wrong, and where possible what would be right, in one sentence.
    public var message: String
    /// Where the offending value starts; `nil` for a problem with no place (a missing folder).
    public var location: SourceLocation?
    /// How many characters the culprit spans, for the `^~~~` under it; at least 1.
    public var length: Int
    /// A second sentence with more help, shown on its own line.
    public var note: String?

    /// Creates a diagnostic.
    public init(
        _ severity: Severity, _ message: String, at location: SourceLocation?, length: Int = 1,
        note: String? = nil
    ) {
        self.severity = severity
        self.message = message
        self.location = location
        self.length = max(1, length)
        self.note = note
    }

    /// An error at a place.
    public static func error(_ message: String, at location: SourceLocation?, length: Int = 1, note: String? = nil)
        -> Diagnostic
    {
        Diagnostic(.error, message, at: location, length: length, note: note)
    }

    /// A warning at a place.
    public static func warning(_ message: String, at location: SourceLocation?, length: Int = 1, note: String? = nil)
        -> Diagnostic
    {
        Diagnostic(.warning, message, at: location, length: length, note: note)
    }

    /// The one-line form: `file:line:column: severity: message`.
    public var description: String {
        if let location {
            return "\(location): \(severity.rawValue): \(message)"
        }
        return "\(severity.rawValue): \(message)"
    }

    /// Orders by place, then severity, then message, so a report is the same from run to run.
    public static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        switch (lhs.location, rhs.location) {
        case (nil, .some): return true
        case (.some, nil): return false
        case let (l?, r?) where l != r: return l < r
        default:
            if lhs.severity != rhs.severity { return lhs.severity < rhs.severity }
            return lhs.message < rhs.message
        }
    }
}

extension Array where Element == Diagnostic {
    /// The number of errors among the diagnostics.
    public var errorCount: Int { count { $0.severity == .error } }
    /// The number of warnings among the diagnostics.
    public var warningCount: Int { count { $0.severity == .warning } }
}

/// A diagnostic can be the failure of a `Result` while a file is read.
extension Diagnostic: Error {}
