#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension UnsafeBufferPointer<UInt8> {
    /// The position of the first line feed at or after `start`, found with `memchr` rather than a byte at a time;
    /// `nil` when there is none.
    func firstLineFeed(from start: Int) -> Int? {
        guard let base = baseAddress, start < count,
            let found = memchr(base + start, Int32(UInt8(ascii: "\n")), count - start)
        else { return nil }
        return UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - base
    }
}
