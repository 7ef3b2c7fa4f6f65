import Foundation

/// Checks on URLs written in content.
enum WebURL {
    /// Whether `text` is an absolute http or https URL with a host and no whitespace or control characters.
    static func isHTTP(_ text: String) -> Bool {
        guard !text.unicodeScalars.contains(where: { $0.properties.isWhitespace || $0.value < 0x20 || $0.value == 0x7F }),
            let url = URL(string: text), let scheme = url.scheme?.lowercased(),
            scheme == "http" || scheme == "https", let host = url.host, !host.isEmpty
        else { return false }
        return true
    }
}
