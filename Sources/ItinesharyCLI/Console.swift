import Foundation

/// Where commands write: the process's standard output and error, or a capture in tests.
public struct Console: Sendable {
    /// Writes text to standard output.
    public let out: @Sendable (String) -> Void
    /// Writes text to standard error.
    public let err: @Sendable (String) -> Void

    /// Creates a console from two writers.
    public init(out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void) {
        self.out = out
        self.err = err
    }

    /// The process's standard output and error.
    public static let standard = Console(
        out: { FileHandle.standardOutput.write(Data($0.utf8)) },
        err: { FileHandle.standardError.write(Data($0.utf8)) })

    /// The console the current task's commands write to.
    @TaskLocal public static var current = Console.standard
}
