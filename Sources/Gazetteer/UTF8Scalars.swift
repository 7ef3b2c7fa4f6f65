/// The Unicode scalars of UTF-8 bytes, decoded in place; ill-formed bytes become U+FFFD.
struct UTF8Scalars: Sequence, IteratorProtocol {
    private var bytes: UnsafeBufferPointer<UInt8>.Iterator
    private var decoder = UTF8()

    /// Decodes `bytes`, which must outlive the iteration.
    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes.makeIterator()
    }

    mutating func next() -> Unicode.Scalar? {
        switch decoder.decode(&bytes) {
        case .scalarValue(let scalar): return scalar
        case .emptyInput: return nil
        case .error: return "\u{FFFD}"
        }
    }
}
