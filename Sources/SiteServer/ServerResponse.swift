/// A response of `serve`: a status, header fields and a body, either whole bytes (sent with their
/// `Content-Length`) or a stream of Server-Sent Events (sent chunked, each event as soon as it comes).
struct ServerResponse: Sendable {
    enum Body: Sendable {
        case bytes([UInt8])
        case events(AsyncStream<[UInt8]>)
    }

    var status: Int
    var headers: [(name: String, value: String)]
    var body: Body

    init(status: Int, headers: [(name: String, value: String)] = [], body: Body = .bytes([])) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// A short plain-text message, as errors are answered.
    static func text(_ status: Int, _ message: String, headers: [(name: String, value: String)] = []) -> ServerResponse
    {
        ServerResponse(
            status: status,
            headers: headers + [
                ("Content-Type", "text/plain; charset=utf-8"), ("Cache-Control", "no-store"),
            ],
            body: .bytes(Array(message.utf8)))
    }

    /// The status line and header fields, with the framing fields the connection decides: the body's
    /// length, or chunks, and whether the connection closes after.
    ///
    /// Every response says `X-Content-Type-Options: nosniff`: a browser then runs as a `<script>` or applies
    /// as a style sheet only what is sent as one, never a page, a JSON file or an error, whatever a page of
    /// another site that gets past ``FetchMetadata`` (in an older browser) makes of it.
    func head(contentLength: Int?, closing: Bool, http11: Bool) -> [UInt8] {
        var text = "HTTP/\(http11 ? "1.1" : "1.0") \(status) \(Self.reason(status))\r\n"
        for (name, value) in headers { text += "\(name): \(value)\r\n" }
        text += "X-Content-Type-Options: nosniff\r\n"
        if let contentLength {
            text += "Content-Length: \(contentLength)\r\n"
        } else if http11 {
            text += "Transfer-Encoding: chunked\r\n"
        }
        text += closing ? "Connection: close\r\n" : (http11 ? "" : "Connection: keep-alive\r\n")
        return Array((text + "\r\n").utf8)
    }

    static func reason(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 301: "Moved Permanently"
        case 400: "Bad Request"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 414: "URI Too Long"
        case 421: "Misdirected Request"
        case 431: "Request Header Fields Too Large"
        case 500: "Internal Server Error"
        case 503: "Service Unavailable"
        case 505: "HTTP Version Not Supported"
        default: "Status \(status)"
        }
    }
}
