import FlyingSocks

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The server's accept loop, on its own so its rule can be tested: it ends only when its task is
/// cancelled. FlyingFox's loop ended at the first failure to accept, and the server stopped listening
/// for good while the process stayed up. Here, when the process has too many open files (EMFILE,
/// ENFILE) or the system too little memory, the connection waits in the kernel's queue and the loop
/// asks again after a pause, by which time connections may have closed or timed out; a failure that
/// concerns one connection only (it was reset before being accepted) is passed over at once.
struct AcceptLoop<Connection: Sendable>: Sendable {
    /// Waits for the next connection and takes it.
    let accept: @Sendable () async throws -> Connection
    /// How long to wait before asking again after a failure that is not one connection's.
    var pause: Duration = .milliseconds(100)

    /// Accepts connections and hands each to `take`, until the task is cancelled.
    func run(_ take: @Sendable (Connection) async -> Void) async {
        while !Task.isCancelled {
            do {
                await take(try await accept())
            } catch {
                if !Task.isCancelled && !Self.concernsOneConnection(error) {
                    try? await Task.sleep(for: pause)
                }
            }
        }
    }

    /// Whether a failure to accept was about one connection only, so the next may be accepted at once.
    static func concernsOneConnection(_ error: any Error) -> Bool {
        guard case SocketError.failed(_, let number, _) = error else { return false }
        return number == ECONNABORTED || number == EINTR || number == EPROTO
    }
}
