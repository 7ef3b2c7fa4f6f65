#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The names a request's `Host` (and `Origin`, when a page sends one) may give `serve`, against DNS
/// rebinding: a page of another site whose name is made to resolve to 127.0.0.1 reaches the server with
/// its own name in `Host`, and is refused, so it can read neither private trips nor the build's errors.
///
/// Allowed: `localhost`, `127.0.0.1`, `[::1]` and the address listened on, with any port or none (a
/// forwarded port, `ssh -L 9000:localhost:8080`, reaches the server under another port, while rebinding
/// needs another name). Listening on every address (`0.0.0.0`, `::`), the machine's addresses are hard
/// to list, so any IP address is allowed there; never a DNS name other than `localhost`, which only
/// resolves to this machine.
struct AllowedHosts: Sendable {
    /// The bytes of the address listened on (4 or 16).
    private let listening: [UInt8]
    /// Whether the server listens on every address.
    private let everyAddress: Bool

    /// The names allowed for a server listening on `host`, an IP address or `localhost`.
    init(listeningOn host: String) {
        let bytes = Self.address(host == "localhost" ? "127.0.0.1" : host) ?? []
        listening = bytes
        everyAddress = !bytes.isEmpty && bytes.allSatisfy { $0 == 0 }
    }

    /// Whether a `Host` header's value names this server.
    func allows(host value: String) -> Bool {
        guard let name = Self.name(ofAuthority: value.lowercased()) else { return false }
        if name == "localhost" { return true }
        // A name in brackets is an IPv6 address; an IPv4 address is written bare.
        let isBracketed = name.hasPrefix("[")
        let literal = isBracketed ? String(name.dropFirst().dropLast()) : name
        guard let bytes = Self.address(literal), isBracketed == (bytes.count == 16) else { return false }
        return everyAddress || bytes == listening || bytes == [127, 0, 0, 1] || bytes == Self.loopback6
    }

    /// Whether an `Origin` header's value is a page of this server: `http://` and an allowed host.
    func allows(origin value: String) -> Bool {
        let scheme = "http://"
        guard value.lowercased().hasPrefix(scheme) else { return false }
        return allows(host: String(value.dropFirst(scheme.count)))
    }

    private static let loopback6: [UInt8] = Array(repeating: 0, count: 15) + [1]

    /// The host of `host[:port]` (an IPv6 address kept in its brackets), or `nil` when the port is not a
    /// port number or the text is not of that shape.
    private static func name(ofAuthority text: String) -> String? {
        var host = Substring(text)
        var port: Substring?
        if text.hasPrefix("[") {
            guard let close = text.firstIndex(of: "]") else { return nil }
            host = text[...close]
            let rest = text[text.index(after: close)...]
            if !rest.isEmpty {
                guard rest.first == ":" else { return nil }
                port = rest.dropFirst()
            }
        } else if let colon = text.firstIndex(of: ":") {
            host = text[..<colon]
            port = text[text.index(after: colon)...]
        }
        if let port {
            guard (1...5).contains(port.count), port.allSatisfy({ $0.isASCII && $0.isNumber }), let number = Int(port),
                number <= 65535
            else { return nil }
        }
        return host.isEmpty ? nil : String(host)
    }

    /// The bytes of an IPv4 or IPv6 address in its usual text form, or `nil` when it is not one.
    static func address(_ text: String) -> [UInt8]? {
        var v4 = in_addr()
        if inet_pton(AF_INET, text, &v4) == 1 {
            return withUnsafeBytes(of: &v4) { Array($0) }
        }
        var v6 = in6_addr()
        if inet_pton(AF_INET6, text, &v6) == 1 {
            return withUnsafeBytes(of: &v6) { Array($0) }
        }
        return nil
    }
}
