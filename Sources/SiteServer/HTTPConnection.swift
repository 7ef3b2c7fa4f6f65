import FlyingSocks
import Foundation

/// One client's connection: its requests read one after the other (keep-alive), each checked, answered
/// by the route and written back; a request that passes a limit, has a body, uses another method or
/// names another host or comes from another site's page is answered with the reason and the connection closed.
struct HTTPConnection: Sendable {
    let socket: AsyncSocket
    let limits: HTTPLimits
    let hosts: AllowedHosts
    let deadline: ConnectionDeadline
    let route: @Sendable (HTTPRequestHead) async -> ServerResponse

    /// Serves requests until the client closes, a refusal or a deadline ends the connection, or the task
    /// is cancelled. The server closes the socket.
    func run() async {
        var reader = RequestHeadReader(limits: limits)
        do {
            while true {
                let head: HTTPRequestHead
                switch try await readHead(&reader).flatMap(check) {
                case .success(let value): head = value
                case .failure(let refusal):
                    try await refuse(refusal)
                    return
                }
                guard try await answer(head) else { return }
            }
        } catch {
            // The client went, a deadline passed or the server is stopping: there is no one to tell.
        }
    }

    /// Answers a connection the server cannot take (too many are open) with `refusal`.
    func refuseAtOnce(_ refusal: HTTPRefusal) async {
        try? await refuse(refusal)
    }

    /// Reads until the reader has the next head, or refuses it.
    private func readHead(_ reader: inout RequestHeadReader) async throws -> Result<[[UInt8]], HTTPRefusal> {
        deadline.set(after: reader.hasPartialHead ? limits.headTime : limits.idle)
        while true {
            switch reader.next() {
            case .head(let lines): return .success(lines)
            case .refused(let refusal): return .failure(refusal)
            case .needsMore:
                let started = reader.hasPartialHead
                let bytes = try await socket.read(atMost: 4096)
                if !started { deadline.set(after: limits.headTime) }
                reader.append(bytes)
            }
        }
    }

    /// The head, if `serve` answers it: GET or HEAD, no body, one `Host` naming this server, no `Origin`
    /// of another site, and no other site's page loading it (``FetchMetadata``).
    private func check(_ lines: [[UInt8]]) -> Result<HTTPRequestHead, HTTPRefusal> {
        HTTPRequestHead.parse(lines).flatMap { head in
            guard head.method == "GET" || head.method == "HEAD" else {
                return .failure(HTTPRefusal(status: 405, reason: "only GET and HEAD"))
            }
            // Nothing here takes a body; one left unread would be taken for the next request.
            guard head.values("transfer-encoding").isEmpty, head.values("content-length").allSatisfy({ $0 == "0" })
            else {
                return .failure(HTTPRefusal(status: 400, reason: "a request with a body"))
            }
            let host = head.values("host")
            guard host.count == 1 else {
                return .failure(HTTPRefusal(status: 400, reason: "a request needs one Host header"))
            }
            guard hosts.allows(host: host[0]) else {
                return .failure(
                    HTTPRefusal(
                        status: 421,
                        reason: "this server answers to localhost and its own address, not to the name in Host"))
            }
            guard head.values("origin").allSatisfy(hosts.allows(origin:)) else {
                return .failure(HTTPRefusal(status: 403, reason: "a page of another site cannot read this server"))
            }
            guard FetchMetadata(head).isAllowed else {
                return .failure(FetchMetadata.refusal)
            }
            return .success(head)
        }
    }

    /// Writes the route's response to `head`.
    /// - Returns: whether the connection stays open for another request.
    private func answer(_ head: HTTPRequestHead) async throws -> Bool {
        // A page takes the time it takes to render; the deadlines are for the client.
        deadline.clear()
        let response = await route(head)
        switch response.body {
        case .bytes(let body):
            var bytes = response.head(contentLength: body.count, closing: !head.keepsAlive, http11: head.isHTTP11)
            if head.method != "HEAD" { bytes += body }
            try await write(bytes)
            return head.keepsAlive
        case .events(let events):
            try await write(response.head(contentLength: nil, closing: true, http11: head.isHTTP11))
            guard head.method != "HEAD" else { return false }
            try await stream(events, chunked: head.isHTTP11)
            return false
        }
    }

    /// Writes each event as it comes, as a chunk of its own for HTTP/1.1, until the stream ends.
    private func stream(_ events: AsyncStream<[UInt8]>, chunked: Bool) async throws {
        deadline.clear()
        // An empty chunk would end the body: empty events are skipped.
        for await event in events where !event.isEmpty {
            try await write(chunked ? Array("\(String(event.count, radix: 16))\r\n".utf8) + event + [13, 10] : event)
            deadline.clear()
        }
        if chunked && !Task.isCancelled { try await write(Array("0\r\n\r\n".utf8)) }
    }

    /// Answers with the refusal's status and reason, then reads and drops what the client still sends,
    /// for a while, so it reads the answer rather than a reset (closing a socket with bytes unread
    /// resets it).
    private func refuse(_ refusal: HTTPRefusal) async throws {
        let response = refusal.response
        if case .bytes(let body) = response.body {
            try await write(response.head(contentLength: body.count, closing: true, http11: true) + body)
        }
        _ = shutdown(socket.socket.file.rawValue, Int32(SHUT_WR))
        deadline.set(after: limits.linger)
        var dropped = 0
        while dropped < 4 * 1024 * 1024 {
            dropped += try await socket.read(atMost: 4096).count
        }
    }

    private func write(_ bytes: [UInt8]) async throws {
        deadline.set(after: limits.write)
        try await socket.write(Data(bytes))
    }
}
