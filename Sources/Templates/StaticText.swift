/// Literal template text, kept as UTF-8 so rendering copies it without conversion.
final class StaticText: Sendable {
    /// The text.
    let bytes: [UInt8]
    /// The byte offsets at which a line of the template starts; a standalone partial's indentation is
    /// inserted there, and nowhere when no indentation is in force.
    let lineStarts: [Int]

    init(bytes: [UInt8], lineStarts: [Int]) {
        self.bytes = bytes
        self.lineStarts = lineStarts
    }
}
