/// The bounds `serve` puts on what a client may send and how long it may hold a connection, so that no
/// client, nor a web page's script, can make it spin, fill its memory or use up its open files.
struct HTTPLimits: Sendable {
    /// The longest request line (method, target and version), in bytes; a longer one is answered 414.
    var requestLine = 8 * 1024
    /// The longest header line, in bytes; a longer one is answered 431.
    var headerLine = 8 * 1024
    /// The most header lines a request may have; more are answered 431.
    var headerCount = 100
    /// The most bytes a whole request head may have; more are answered 431.
    var head = 32 * 1024
    /// The most connections open at once, event streams included; one more is answered 503 and closed. A
    /// browser opens at most six to a host, plus one event stream per open page.
    var connections = 256
    /// How long a connection may wait for the first byte of its next request.
    var idle: Duration = .seconds(30)
    /// How long a request head may take to arrive once its first byte has.
    var headTime: Duration = .seconds(10)
    /// How long a write may wait for the client to read.
    var write: Duration = .seconds(30)
    /// How long a refused request's remaining bytes are read and dropped before the connection closes, so
    /// the client reads the refusal instead of a reset.
    var linger: Duration = .seconds(2)
}
