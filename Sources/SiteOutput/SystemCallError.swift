#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A failed system call's `errno`, turned into the system's own message at the edge.
struct SystemCallError: Error {
    /// The `errno` value.
    var code: Int32

    /// The `errno` of the call that just failed.
    static var current: SystemCallError { SystemCallError(code: errno) }

    /// The system's message for the code, such as "Permission denied".
    var message: String { String(cString: strerror(code)) }
}
