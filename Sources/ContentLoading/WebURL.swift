import Foundation

/// Checks on URLs written in content.
enum WebURL {
    /// `text` as a valid URL, characters that may not appear in one percent-encoded (`<` → `%3C`),
    /// so pages never carry a URL an HTML validator or a browser would read differently.
    static func normalized(_ text: String) -> String {
        URL(string: text)?.absoluteString ?? text
    }

    /// Whether `text` is an absolute http or https URL with a host and no whitespace or control characters.
    static func isHTTP(_ text: String) -> Bool {
        guard !text.unicodeScalars.contains(where: { $0.properties.isWhitespace || $0.value < 0x20 || $0.value == 0x7F }),
            let url = URL(string: text), let scheme = url.scheme?.lowercased(),
            scheme == "http" || scheme == "https", let host = url.host, !host.isEmpty
        else { return false }
        return true
    }
}
