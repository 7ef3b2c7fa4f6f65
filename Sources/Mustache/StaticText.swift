/// Literal template text, kept as UTF-8 so rendering copies it without conversion.
///
/// The bytes are held in a buffer of the text's own rather than an array: a page copies a few hundred texts,
/// and reading an array out of a shared object takes and gives back a reference count each time, which the
/// two cores rendering at once contend for.
final class StaticText: @unchecked Sendable {
    /// The text; never written after `init`, freed with the text.
    let bytes: UnsafeBufferPointer<UInt8>
    /// The byte offsets at which a line of the template starts; a standalone partial's indentation is
    /// inserted there, and nowhere when no indentation is in force.
    let lineStarts: [Int]

    init(bytes: [UInt8], lineStarts: [Int]) {
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
        _ = buffer.initialize(from: bytes)
        self.bytes = UnsafeBufferPointer(buffer)
        self.lineStarts = lineStarts
    }

    deinit { bytes.deallocate() }
}
