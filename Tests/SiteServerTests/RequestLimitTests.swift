import Foundation
import Testing

@testable import SiteServer

/// A request line or head too long, or too many headers, is refused at once, in time linear in what was
/// sent, while other connections are served.
@Suite struct RequestLimitTests {
    /// The server answers a request line past its limit as soon as it has read that much: the client sends a little
    /// more than the limit and nothing else, not even the line's end, so an answer proves the server did not wait
    /// for the rest (FlyingFox's reader read on for minutes). Another connection is served meanwhile.
    @Test func aRequestLinePastTheLimitIsRefusedWithoutReadingTheRest() async throws {
        let site = try await ServeFixture.shared()
        let request = Array("GET /".utf8) + Array(repeating: UInt8(ascii: "a"), count: 9 * 1024)
        async let refused = RawHTTP.exchange(request, port: site.port)
        let home = try await site.get("/")
        #expect(home.status == 200)
        let response = try await refused
        #expect(response.status == 414)
        #expect(response.text == "uri too long: the request line is longer than 8192 bytes\n")
    }

    @Test func aMebibyteRequestLineIsRefused() async throws {
        let site = try await ServeFixture.shared()
        let request =
            Array("GET /".utf8) + Array(repeating: UInt8(ascii: "a"), count: 1024 * 1024)
            + Array(" HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8)
        let response = try await RawHTTP.exchange(request, port: site.port)
        #expect(response.status == 414)
    }

    @Test func aLongHeaderLineIsRefusedWithoutReadingTheRest() async throws {
        let site = try await ServeFixture.shared()
        let request =
            Array("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Long: ".utf8)
            + Array(repeating: UInt8(ascii: "b"), count: 9 * 1024)
        let response = try await RawHTTP.exchange(request, port: site.port)
        #expect(response.status == 431)
        #expect(response.text == "request header fields too large: a header line is longer than 8192 bytes\n")
    }

    @Test func aThousandHeadersAreRefused() async throws {
        let site = try await ServeFixture.shared()
        var text = "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n"
        for number in 0..<1000 { text += "X-Header-\(number): \(number)\r\n" }
        let response = try await RawHTTP.exchange(Array((text + "\r\n").utf8), port: site.port)
        #expect(response.status == 431)
        #expect(response.text == "request header fields too large: more than 100 header lines\n")
        // A hundred are fine.
        var hundred = "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n"
        for number in 0..<98 { hundred += "X-Header-\(number): \(number)\r\n" }
        #expect(try await RawHTTP.exchange(Array((hundred + "\r\n").utf8), port: site.port).status == 200)
    }

    @Test func aRequestWithABodyOrAnotherMethodIsRefused() async throws {
        let site = try await ServeFixture.shared()
        let post = try await RawHTTP.exchange(
            Array("POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 5\r\n\r\nhello".utf8), port: site.port)
        #expect(post.status == 405 && post.headers["allow"] == "GET, HEAD")
        #expect(post.text == "method not allowed: only GET and HEAD\n")
        let body = try await RawHTTP.exchange(
            Array(
                "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n0\r\n\r\n".utf8),
            port: site.port)
        #expect(body.status == 400)
        #expect(body.text == "bad request: a request with a body\n")
    }

    @Test func oneConnectionServesRequestsOneAfterAnotherAndHeadHasNoBody() async throws {
        let site = try await ServeFixture.shared()
        let client = try RawHTTP(port: site.port)
        let first = try await client.exchange("GET /feed.xml HTTP/1.1\r\nHost: localhost\r\n\r\n")
        #expect(first.status == 200 && first.headers["content-type"] == "application/xml")
        let head = try await client.exchangeHead("HEAD /feed.xml HTTP/1.1\r\nHost: localhost\r\n\r\n")
        #expect(head.status == 200 && head.headers["content-length"] == String(first.body.count))
        // Two requests sent at once, the second straight after the first, are both answered, in order.
        let missing = try await client.exchange(
            "GET /no/such/page/ HTTP/1.1\r\nHost: localhost\r\n\r\nGET /cities HTTP/1.1\r\nHost: localhost\r\n\r\n")
        #expect(missing.status == 404)
        let folder = try await RawHTTP.onThread { try client.readResponse() }
        #expect(folder.status == 301 && folder.headers["location"] == "/cities/")
    }
}
