#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What one generation of the output holds: for each file, its size and hash, the inode and modification time it
/// had when written, and the digest of what the build made it from, when the build gave one. A build trusts an entry only while the file on disk still has that inode, size and
/// time, so a file changed behind the build's back is written again.
///
/// Kept beside the output (never inside, where it would be published), one file per generation, named by the
/// generation folder's inode, which stays with the folder when the two generations swap names.
struct Manifest: Sendable {
    /// One file of the generation.
    struct Entry: Sendable, Equatable {
        var size: UInt64
        var hash: UInt64
        var inode: UInt64
        var seconds: Int64
        var nanoseconds: Int64
        /// The digest of the file's inputs the build gave when it made the file; 0 for none.
        var inputs: UInt64 = 0

        /// Whether the file described by `info` is still the one this entry was made for.
        func matches(_ info: stat) -> Bool {
            info.st_mode & S_IFMT == S_IFREG && UInt64(info.st_ino) == inode && UInt64(info.st_size) == size
                && Int64(info.st_mtim.tv_sec) == seconds && Int64(info.st_mtim.tv_nsec) == nanoseconds
        }

        /// The entry for a file of `size` bytes hashing to `hash`, as `info` describes it on disk.
        init(size: UInt64, hash: UInt64, info: stat, inputs: UInt64) {
            self.size = size
            self.hash = hash
            self.inputs = inputs
            inode = UInt64(info.st_ino)
            seconds = Int64(info.st_mtim.tv_sec)
            nanoseconds = Int64(info.st_mtim.tv_nsec)
        }

        init(size: UInt64, hash: UInt64, inode: UInt64, seconds: Int64, nanoseconds: Int64, inputs: UInt64) {
            (self.size, self.hash, self.inode, self.seconds, self.nanoseconds) = (
                size, hash, inode, seconds, nanoseconds
            )
            self.inputs = inputs
        }
    }

    /// The files by their path from the generation's root.
    var entries: [String: Entry] = [:]

    init(entries: [String: Entry] = [:]) { self.entries = entries }

    private static let magic = Array("itineshary manifest 2\n".utf8)
    /// Bounds on what a manifest file may claim, so a damaged one is refused rather than trusted.
    private static let maximumBytes = 1 << 30
    private static let maximumPathBytes = 4096

    /// The manifest's bytes: the magic line, then each entry, sorted by path, as its path's length and bytes
    /// followed by six little-endian 64-bit numbers.
    func encoded() -> [UInt8] {
        var bytes: [UInt8] = []
        encode { bytes.append(contentsOf: $0) }
        return bytes
    }

    /// Hands the manifest's bytes (``encoded()``) to `emit`, a piece of about 64 KB at a time: a large site's
    /// manifest is megabytes, needed only on its way to the disk, at the end of the build when the most is held.
    func encode(_ emit: (UnsafeRawBufferPointer) -> Void) {
        Self.encode(count: entries.count, entries.keys.sorted().lazy.map { ($0, entries[$0]!) }, emit)
    }

    /// Hands the bytes of a manifest of `count` entries, given sorted by path, to `emit` as ``encode(_:)`` does.
    static func encode(
        count: Int, _ entries: some Sequence<(path: String, entry: Entry)>, _ emit: (UnsafeRawBufferPointer) -> Void
    ) {
        var piece: [UInt8] = []
        piece.reserveCapacity(1 << 16)
        func flush() {
            piece.withUnsafeBytes(emit)
            piece.removeAll(keepingCapacity: true)
        }
        func append(_ value: UInt64) { withUnsafeBytes(of: value.littleEndian) { piece.append(contentsOf: $0) } }
        piece += magic
        append(UInt64(count))
        for (path, entry) in entries {
            if piece.count + 56 + path.utf8.count > 1 << 16 { flush() }
            append(UInt64(path.utf8.count))
            piece.append(contentsOf: path.utf8)
            append(entry.size)
            append(entry.hash)
            append(entry.inode)
            append(UInt64(bitPattern: entry.seconds))
            append(UInt64(bitPattern: entry.nanoseconds))
            append(entry.inputs)
        }
        flush()
    }

    /// The manifest in `bytes`, or `nil` when they are not one (damaged, cut short, or another version's).
    static func decode(_ bytes: [UInt8]) -> Manifest? {
        guard bytes.count <= maximumBytes, bytes.starts(with: magic) else { return nil }
        var offset = magic.count
        func next() -> UInt64? {
            guard bytes.count - offset >= 8 else { return nil }
            let value = bytes.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset, as: UInt64.self) }
            offset += 8
            return UInt64(littleEndian: value)
        }
        guard let count = next(), count <= UInt64(bytes.count / 56) else { return nil }
        var manifest = Manifest()
        manifest.entries.reserveCapacity(Int(count))
        for _ in 0..<count {
            guard let length = next(), length <= maximumPathBytes, UInt64(bytes.count - offset) >= length else {
                return nil
            }
            let path = String(decoding: bytes[offset..<offset + Int(length)], as: UTF8.self)
            offset += Int(length)
            guard let size = next(), let hash = next(), let inode = next(), let seconds = next(),
                let nanoseconds = next(), let inputs = next()
            else { return nil }
            manifest.entries[path] = Entry(
                size: size, hash: hash, inode: inode, seconds: Int64(bitPattern: seconds),
                nanoseconds: Int64(bitPattern: nanoseconds), inputs: inputs)
        }
        guard offset == bytes.count else { return nil }
        return manifest
    }
}
