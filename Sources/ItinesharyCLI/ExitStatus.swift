/// The exit statuses of SPEC §8.
public enum ExitStatus: Int32, Sendable {
    /// Everything worked; warnings may have been printed.
    case success = 0
    /// The content has errors.
    case contentErrors = 1
    /// The command line was wrong.
    case usage = 2
    /// A file could not be read or written, or something failed inside.
    case failure = 3
}

/// Thrown by a command to end with a status other than success, after it has said why.
struct CommandExit: Error {
    let status: ExitStatus
}
