/// A request as `serve` reads it: the request line and the headers. `serve` takes no request bodies.
struct HTTPRequestHead: Sendable {
    /// `GET`, `HEAD`, or whatever else the client sent.
    let method: String
    /// The target as sent, percent-encoded: the path and any query.
    let target: String
    /// Whether the client speaks HTTP/1.1 (otherwise HTTP/1.0).
    let isHTTP11: Bool
    /// The header fields in the order sent, names in lower case.
    let headers: [(name: String, value: String)]

    /// Parses a head's lines, the request line first (see ``RequestHeadReader``).
    /// - Returns: the head, or the status and reason to refuse it with.
    static func parse(_ lines: [[UInt8]]) -> Result<HTTPRequestHead, HTTPRefusal> {
        let parts = lines[0].split(separator: UInt8(ascii: " "), omittingEmptySubsequences: false)
        guard parts.count == 3, !parts[0].isEmpty, !parts[1].isEmpty else {
            return .failure(HTTPRefusal(status: 400, reason: "the request line is not METHOD TARGET HTTP/1.1"))
        }
        let version = String(decoding: parts[2], as: UTF8.self)
        guard version == "HTTP/1.1" || version == "HTTP/1.0" else {
            return .failure(HTTPRefusal(status: 505, reason: "only HTTP/1.1 and HTTP/1.0"))
        }
        var headers: [(name: String, value: String)] = []
        for line in lines.dropFirst() {
            // No line folding (RFC 9112 §5.2), and no space between a name and its colon (§5.1).
            guard let colon = line.firstIndex(of: UInt8(ascii: ":")), colon > 0,
                !line[..<colon].contains(where: { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") })
            else {
                return .failure(HTTPRefusal(status: 400, reason: "a header line is not NAME: VALUE"))
            }
            let name = String(decoding: line[..<colon], as: UTF8.self).lowercased()
            let value = line[(colon + 1)...].drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
            let trimmed = value.reversed().drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }.reversed()
            headers.append((name, String(decoding: trimmed, as: UTF8.self)))
        }
        return .success(
            HTTPRequestHead(
                method: String(decoding: parts[0], as: UTF8.self), target: String(decoding: parts[1], as: UTF8.self),
                isHTTP11: version == "HTTP/1.1", headers: headers))
    }

    /// The values of every header field named `name` (in lower case).
    func values(_ name: String) -> [String] {
        headers.filter { $0.name == name }.map(\.value)
    }

    /// The path of the target, still percent-encoded.
    var path: String {
        String(target.prefix { $0 != "?" })
    }

    /// The value of a query parameter, percent-decoded; `nil` when absent or malformed.
    func query(_ name: String) -> String? {
        guard let mark = target.firstIndex(of: "?") else { return nil }
        for pair in target[target.index(after: mark)...].split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts[0] == name else { continue }
            let value = parts.count > 1 ? parts[1] : ""
            return RequestPath.percentDecoded(Array(value.utf8)).flatMap { String(validating: $0, as: UTF8.self) }
        }
        return nil
    }

    /// Whether the client asked to keep the connection open after the response: HTTP/1.1 unless it said
    /// `close`, HTTP/1.0 only if it said `keep-alive`.
    var keepsAlive: Bool {
        let tokens = values("connection").flatMap { $0.lowercased().split(separator: ",") }.map {
            String($0.filter { !$0.isWhitespace })
        }
        return isHTTP11 ? !tokens.contains("close") : tokens.contains("keep-alive")
    }
}
