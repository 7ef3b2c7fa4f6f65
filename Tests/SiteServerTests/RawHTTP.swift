import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A deliberately plain HTTP/1.1 client over a socket: it sends the request target exactly as given
/// (no client normalises `/../` or `%2e` away) and reads Server-Sent Events as they come. Blocking reads
/// run on a thread of their own, never on the tests' cooperative threads.
final class RawHTTP: @unchecked Sendable {
    struct Response {
        let status: Int
        let headers: [String: String]
        let body: [UInt8]
        var text: String { String(decoding: body, as: UTF8.self) }
    }

    private let socket: Int32
    private var buffer: [UInt8] = []

    /// Connects to `127.0.0.1:port`.
    init(port: UInt16) throws {
        socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            close(socket)
            throw Failure("cannot connect to port \(port)")
        }
        // A bound that catches a hang only: a busy machine may take seconds to answer.
        var timeout = timeval(tv_sec: 60, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(socket, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    }

    deinit { close(socket) }

    struct Failure: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    /// One GET on a new connection.
    static func get(_ target: String, port: UInt16) async throws -> Response {
        try await exchange(
            Array("GET \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n".utf8), port: port)
    }

    /// Sends `request`, bytes as they are, on a new connection, and reads the response.
    static func exchange(_ request: [UInt8], port: UInt16) async throws -> Response {
        try await onThread {
            let client = try RawHTTP(port: port)
            try client.send(request)
            return try client.readResponse()
        }
    }

    /// Sends a HEAD request on this connection and reads the status and headers; the connection stays open.
    func exchangeHead(_ request: String) async throws -> (status: Int, headers: [String: String]) {
        try await Self.onThread {
            try self.send(request)
            return try self.readHead()
        }
    }

    /// Sends `request` on this connection and reads the response; the connection stays open.
    func exchange(_ request: String) async throws -> Response {
        try await Self.onThread {
            try self.send(request)
            return try self.readResponse()
        }
    }

    /// Opens an event stream; read its events with ``nextEvent()``.
    static func events(_ target: String, port: UInt16) async throws -> RawHTTP {
        try await onThread {
            let client = try RawHTTP(port: port)
            try client.send("GET \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n\r\n")
            let head = try client.readHead()
            guard head.status == 200, head.headers["content-type"] == "text/event-stream" else {
                throw Failure("not an event stream: \(head.status)")
            }
            return client
        }
    }

    /// The next event with a name (comments and `retry:` skipped): its name and its data lines joined.
    func nextEvent() async throws -> (name: String, data: String) {
        try await Self.onThread {
            // A bound that catches a hang only: a rebuild on a busy machine may take many seconds.
            let deadline = Date().addingTimeInterval(60)
            while Date() < deadline {
                var text = ""
                while !text.hasSuffix("\n\n") {
                    text += String(decoding: try self.readChunk(), as: UTF8.self)
                }
                // A chunk may hold several events.
                self.pendingEvents += text.split(separator: "\n\n", omittingEmptySubsequences: true).map(String.init)
                while !self.pendingEvents.isEmpty {
                    let block = self.pendingEvents.removeFirst()
                    var name: String?
                    var data: [String] = []
                    for line in block.split(separator: "\n", omittingEmptySubsequences: false) {
                        if line.hasPrefix("event: ") { name = String(line.dropFirst(7)) }
                        if line.hasPrefix("data: ") { data.append(String(line.dropFirst(6))) }
                    }
                    if let name { return (name, data.joined(separator: "\n")) }
                }
            }
            throw Failure("no event within 60 seconds")
        }
    }

    private var pendingEvents: [String] = []

    /// Tells the server this client will send nothing more (its read sees the end), keeping the connection open
    /// for the server's answer.
    func finishSending() {
        shutdown(socket, Int32(SHUT_WR))
    }

    /// Reads, dropping what comes, until the server closes the connection (or resets it).
    /// - Throws: when the server has sent nothing for a minute and not closed: a bound that only catches a
    ///   server that never closes.
    func waitUntilClosed() async throws {
        try await Self.onThread {
            var chunk = [UInt8](repeating: 0, count: 16 * 1024)
            while true {
                let count = chunk.withUnsafeMutableBytes { recv(self.socket, $0.baseAddress, $0.count, 0) }
                if count == 0 || (count < 0 && errno == ECONNRESET) { return }
                if count < 0 && errno != EINTR { throw Failure("not closed by the server within 60 seconds") }
            }
        }
    }

    private func send(_ text: String) throws {
        try send(Array(text.utf8))
    }

    /// Sends every byte, however many sends it takes.
    func send(_ bytes: [UInt8]) throws {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes[offset...].withUnsafeBytes {
                Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
            }
            guard sent > 0 else { throw Failure("cannot send") }
            offset += sent
        }
    }

    private func fill() throws {
        var chunk = [UInt8](repeating: 0, count: 16 * 1024)
        let count = chunk.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
        guard count > 0 else { throw Failure(count == 0 ? "connection closed" : "timed out") }
        buffer += chunk[0..<count]
    }

    private func readLine() throws -> String {
        while true {
            if let end = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: buffer[..<end], as: UTF8.self)
                buffer.removeFirst(end + 1)
                return line.hasSuffix("\r") ? String(line.dropLast()) : line
            }
            try fill()
        }
    }

    private func readHead() throws -> (status: Int, headers: [String: String]) {
        let status = Int(try readLine().split(separator: " ")[1]) ?? 0
        var headers: [String: String] = [:]
        while true {
            let line = try readLine()
            if line.isEmpty { break }
            let parts = line.split(separator: ":", maxSplits: 1)
            headers[parts[0].lowercased()] = parts.count > 1 ? parts[1].trimmingCharacters(in: .whitespaces) : ""
        }
        return (status, headers)
    }

    private func readChunk() throws -> [UInt8] {
        let size = Int(try readLine(), radix: 16) ?? 0
        while buffer.count < size + 2 { try fill() }
        let chunk = Array(buffer[..<size])
        buffer.removeFirst(size + 2)
        return chunk
    }

    func readResponse() throws -> Response {
        let (status, headers) = try readHead()
        var body: [UInt8] = []
        if headers["transfer-encoding"] == "chunked" {
            while true {
                let chunk = try readChunk()
                if chunk.isEmpty { break }
                body += chunk
            }
        } else {
            let length = Int(headers["content-length"] ?? "0") ?? 0
            while buffer.count < length { try fill() }
            body = Array(buffer[..<length])
            buffer.removeFirst(length)
        }
        return Response(status: status, headers: headers, body: body)
    }

    static func onThread<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            Thread { continuation.resume(with: Result { try work() }) }.start()
        }
    }
}
