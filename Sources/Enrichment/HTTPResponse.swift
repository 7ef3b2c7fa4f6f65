import Foundation

/// A successful (2xx) answer with its whole body.
public struct HTTPResponse: Sendable, Hashable {
    /// The status code, 200...299.
    public var status: Int
    /// Headers with lower-cased names, so lookups do not depend on how the server spelled them.
    public var headers: [String: String]
    /// The body, complete and within the request's size limit.
    public var body: Data

    /// Creates a response; header names are lower-cased.
    public init(status: Int, headers: [String: String], body: Data) {
        self.status = status
        self.headers = Dictionary(
            headers.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { first, _ in first })
        self.body = body
    }

    /// The media type without parameters, lower-cased: `application/json` for `application/json; charset=utf-8`.
    public var mediaType: String? {
        guard let value = headers["content-type"] else { return nil }
        let type = value.split(separator: ";", maxSplits: 1).first.map(String.init) ?? value
        return type.trimmingCharacters(in: .whitespaces).lowercased()
    }
}
