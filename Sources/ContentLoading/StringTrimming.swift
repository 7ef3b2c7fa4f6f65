extension StringProtocol {
    /// The text without leading and trailing white space and newlines; Foundation's
    /// `trimmingCharacters(in:)` bridges through NSString and showed up in profiles of large sites.
    var trimmed: String {
        let text = String(self)
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })!
        if first == scalars.startIndex && scalars.index(after: last) == scalars.endIndex { return text }
        return String(scalars[first...last])
    }
}
