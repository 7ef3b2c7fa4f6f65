/// How much a diagnostic matters: errors stop a build, warnings do not.
public enum Severity: String, Sendable, Hashable, Codable, Comparable {
    case error
    case warning

    /// Errors sort before warnings at the same place.
    public static func < (lhs: Severity, rhs: Severity) -> Bool {
        lhs == .error && rhs == .warning
    }
}
