import FlyingSocks
import Foundation
import Synchronization
import Testing

@testable import SiteServer

#if canImport(Glibc)
    import Glibc
#endif

/// Connections are bounded and the server keeps listening whatever the clients do: more connections
/// than the limit are answered 503, a connection that holds on past its limits is closed, a failure to
/// accept (too many open files) is waited out, and stop() ends every connection.
@Suite struct ConnectionLimitTests {
    /// A server whose every page says hello.
    static func helloServer(
        limits: HTTPLimits = HTTPLimits(),
        accepting: @escaping @Sendable (AsyncSocket) async throws -> AsyncSocket = { try await $0.accept() }
    ) async throws -> (LocalHTTPServer, UInt16) {
        let server = LocalHTTPServer(
            address: try sockaddr_in.inet(ip4: "127.0.0.1", port: 0), host: "127.0.0.1", limits: limits,
            accepting: accepting
        ) { _ in .text(200, "hello\n") }
        return (server, try await server.start())
    }

    @Test func moreConnectionsThanTheLimitAreAnswered503AndServedOnceOthersClose() async throws {
        let site = try await ServeFixture()
        defer { Task { await site.stop() } }
        let limit = HTTPLimits().connections
        var idle: [RawHTTP] = []
        for _ in 0..<limit { idle.append(try RawHTTP(port: site.port)) }
        // Taken in order: the connection after the limit's is the one refused.
        let refused = try await site.get("/")
        #expect(refused.status == 503)
        #expect(refused.text == "service unavailable: too many connections are open; try again shortly\n")
        // The clients leave; the server has let a connection go once it closes its end.
        for client in idle { client.finishSending() }
        for client in idle { try await client.waitUntilClosed() }
        idle = []
        #expect(try await site.get("/").status == 200)
        #expect(try await site.get("/cities/").status == 200)
    }

    @Test func aConnectionThatSendsNothingIsClosedAfterTheIdleLimit() async throws {
        var limits = HTTPLimits()
        limits.idle = .milliseconds(100)
        let (server, port) = try await Self.helloServer(limits: limits)
        let idle = try RawHTTP(port: port)
        try await idle.waitUntilClosed()
        await server.stop()
    }

    @Test func aRequestHeadSentTooSlowlyIsClosedAfterTheHeadLimitAndAnIdleConnectionIsNot() async throws {
        var limits = HTTPLimits()
        // Longer than any test: only the head limit can close a connection here.
        limits.idle = .seconds(3600)
        limits.headTime = .milliseconds(100)
        let (server, port) = try await Self.helloServer(limits: limits)
        let idle = try RawHTTP(port: port)
        let partial = try RawHTTP(port: port)
        try partial.send(Array("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n".utf8))
        try await partial.waitUntilClosed()
        // The head limit runs from a request's first byte: the connection that sent none is still served.
        let response = try await idle.exchange("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        #expect(response.status == 200 && response.text == "hello\n")
        await server.stop()
    }

    @Test func theServerKeepsListeningWhenAcceptingFailsForWantOfFiles() async throws {
        let failures = Failures()
        let (server, port) = try await Self.helloServer { listener in
            // As the kernel does when the process has too many files open: the connection stays queued.
            if failures.next() {
                throw SocketError.failed(type: "Accept", errno: EMFILE, message: "Too many open files")
            }
            return try await listener.accept()
        }
        let client = try RawHTTP(port: port)
        failures.clientConnected()
        let response = try await client.exchange("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        #expect(response.status == 200 && response.text == "hello\n")
        #expect(failures.count >= 3)
        #expect(try await RawHTTP.get("/", port: port).text == "hello\n")
        await server.stop()
    }

    @Test func stopEndsEveryConnectionWhateverTheClientsDo() async throws {
        let site = try await ServeFixture()
        let keepAlive = try RawHTTP(port: site.port)
        #expect(try await keepAlive.exchange("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n").status == 200)
        let events = try await site.events(for: "index.html")
        let halfSent = try RawHTTP(port: site.port)
        try halfSent.send(Array("GET / HTTP/1.1\r\nHost: 127.0".utf8))
        // The default limits would close none of them for many seconds: stop() itself ends them. The bound
        // only catches a stop() that waits for its clients.
        let stopped = await withinHangBound {
            await site.server.stop()
            return true
        }
        #expect(stopped != nil, "stop() did not return")
        for client in [keepAlive, events, halfSent] { try await client.waitUntilClosed() }
        await site.stop()
    }
}

/// Accepting fails until the client has connected, then three times more.
private final class Failures: Sendable {
    private let state = Mutex((connected: false, afterConnecting: 0, count: 0))

    func clientConnected() { state.withLock { $0.connected = true } }

    /// Whether the next accept fails.
    func next() -> Bool {
        state.withLock {
            guard $0.afterConnecting < 3 else { return false }
            if $0.connected { $0.afterConnecting += 1 }
            $0.count += 1
            return true
        }
    }

    var count: Int { state.withLock { $0.count } }
}
