/// Reason phrases for status codes, written out so warnings read the same on every platform
/// (Foundation's `localizedString(forStatusCode:)` differs between Darwin and Linux).
enum HTTPStatus {
    /// The RFC 9110 reason phrase for `code`, or `HTTP error` for one not listed.
    static func reason(_ code: Int) -> String {
        switch code {
        case 400: return "Bad Request"
        case 401: return "Unauthorized"
        case 403: return "Forbidden"
        case 404: return "Not Found"
        case 405: return "Method Not Allowed"
        case 406: return "Not Acceptable"
        case 408: return "Request Timeout"
        case 410: return "Gone"
        case 413: return "Content Too Large"
        case 414: return "URI Too Long"
        case 415: return "Unsupported Media Type"
        case 422: return "Unprocessable Content"
        case 429: return "Too Many Requests"
        case 500: return "Internal Server Error"
        case 501: return "Not Implemented"
        case 502: return "Bad Gateway"
        case 503: return "Service Unavailable"
        case 504: return "Gateway Timeout"
        default: return code >= 500 ? "Server Error" : "Client Error"
        }
    }
}
