import Foundation
import Synchronization
import TravelModel

/// A file with no name in the temporary folder, for bytes made now and needed again later in the same run: what
/// they take is the kernel's page cache, which it can write out to the disk (or, where the temporary folder is a
/// `tmpfs`, memory or swap), not the process's memory. Records are added
/// from any thread at once, each at a range of its own, and read back by that range. The file is unlinked as
/// soon as it is made (readable only by this user while it has a name), so it is gone when the process is.
final class SpillFile: Sendable {
    private let descriptor: Int32
    private let end = Atomic<Int>(0)

    /// A new spill file in `folder` (the system's temporary folder by default); `nil` when none can be made.
    init?(in folder: String = NSTemporaryDirectory()) {
        var template = Array((folder.hasSuffix("/") ? folder : folder + "/").utf8CString.dropLast())
        template += Array("itineshary-spill-XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { return nil }
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        self.descriptor = descriptor
    }

    deinit { close(descriptor) }

    /// Adds `bytes`, and returns where they are; `nil` when they could not all be written.
    func append(_ bytes: UnsafeRawBufferPointer) -> Range<Int>? {
        guard !bytes.isEmpty else { return 0..<0 }
        let start = end.add(bytes.count, ordering: .relaxed).oldValue
        var done = 0
        while done < bytes.count {
            let written = pwrite(descriptor, bytes.baseAddress! + done, bytes.count - done, off_t(start + done))
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { return nil }
            done += written
        }
        return start..<start + bytes.count
    }

    /// Hands the bytes at `range`, which `append(_:)` returned, to `body`; `nil` when they cannot be read.
    func read<Result>(_ range: Range<Int>, _ body: (UnsafeRawBufferPointer) -> Result) -> Result? {
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: range.count, alignment: 1)
        defer { buffer.deallocate() }
        guard read(range, into: buffer) else { return nil }
        return body(UnsafeRawBufferPointer(buffer))
    }

    /// Reads the bytes at `range` into `buffer`, which holds `range.count` bytes; whether they could all be read.
    private func read(_ range: Range<Int>, into buffer: UnsafeMutableRawBufferPointer) -> Bool {
        var done = 0
        while done < range.count {
            let read = pread(descriptor, buffer.baseAddress! + done, range.count - done, off_t(range.lowerBound + done))
            if read < 0, errno == EINTR { continue }
            guard read > 0 else { return false }
            done += read
        }
        return true
    }
}
