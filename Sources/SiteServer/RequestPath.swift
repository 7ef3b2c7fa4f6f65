/// What the path of a request names in the site, decided before anything is looked up: a path that
/// could climb out of the site (`..`, `.` segments, percent-encoded or not), or that holds a NUL, a
/// backslash or a control character, is refused with 400, so no request can name anything but a file
/// of the site.
public enum RequestPath: Equatable, Sendable {
    /// A file of the site, from its root, decoded: `trips/lisbon/index.html`.
    case file(String)
    /// A request the server refuses (400 Bad Request).
    case badRequest

    /// Resolves a request's raw, percent-encoded path (the part of the target before any `?`); a path
    /// ending in `/` names that folder's `index.html`.
    public init(raw: String) {
        guard raw.hasPrefix("/"), let decoded = Self.percentDecoded(Array(raw.utf8)) else {
            self = .badRequest
            return
        }
        let forbidden = decoded.contains { $0 < 0x20 || $0 == 0x7F || $0 == UInt8(ascii: "\\") }
        guard !forbidden, let text = String(validating: decoded, as: UTF8.self) else {
            self = .badRequest
            return
        }
        let segments = text.split(separator: "/", omittingEmptySubsequences: true)
        guard !segments.contains(where: { $0 == "." || $0 == ".." }) else {
            self = .badRequest
            return
        }
        var path = segments.joined(separator: "/")
        if text.hasSuffix("/") { path += path.isEmpty ? "index.html" : "/index.html" }
        self = .file(path)
    }

    /// The bytes of a percent-encoded path, or `nil` when an escape is malformed.
    static func percentDecoded(_ bytes: [UInt8]) -> [UInt8]? {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "%") {
                guard index + 2 < bytes.count, let high = hexValue(bytes[index + 1]),
                    let low = hexValue(bytes[index + 2])
                else { return nil }
                output.append(high << 4 | low)
                index += 3
            } else {
                output.append(byte)
                index += 1
            }
        }
        return output
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
