extension String {
    /// The text without leading and trailing whitespace.
    var trimmingWhitespace: Substring {
        // Most names and codes start and end with a visible ASCII character, which is never white space and
        // never ends or starts a longer character: no character breaking or look-up of Unicode properties for them.
        if let first = utf8.first, let last = utf8.last, (0x21..<0x7F).contains(first), (0x21..<0x7F).contains(last) {
            return self[...]
        }
        let start = firstIndex { !$0.isWhitespace } ?? endIndex
        let end = lastIndex { !$0.isWhitespace }.map { index(after: $0) } ?? start
        return self[start..<end]
    }
}
