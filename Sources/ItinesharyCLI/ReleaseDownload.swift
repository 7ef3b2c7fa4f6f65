import CBuildInfo
import Crypto
import Foundation

/// The released executable the workflow `init` writes downloads: the version that wrote it, checked against
/// a SHA-256.
///
/// An executable cannot hold its own checksum, which changes with every byte of it, the checksum's included.
/// It can read its own file when it runs, though: the file a release publishes (built with `PUBLISHED=1`)
/// hashes itself and pins that checksum, so the workflow installs exactly the executable that wrote it.
/// Every other build, and a published one of another architecture than the runner's, leaves the checksum to
/// the release's `SHA256SUMS`, downloaded beside the executable.
struct ReleaseDownload: Equatable {
    /// The file the workflow downloads: the runner (`ubuntu-24.04`) is an x86-64 machine.
    static let fileName = "itineshary-linux-x86_64"

    /// The version, without the tag's `v`.
    var version: String
    /// The SHA-256 of the file, in hexadecimal digits, or nil to check it against the release's `SHA256SUMS`.
    var sha256: String?

    /// The download the running executable pins: its own version, and its own checksum when it is that file.
    static func current() -> ReleaseDownload {
        #if os(Linux) && arch(x86_64)
            let isTheFile = itineshary_build_published() == 1
        #else
            let isTheFile = false
        #endif
        return ReleaseDownload(
            version: Itineshary.version, sha256: isTheFile ? sha256(ofFileAt: "/proc/self/exe") : nil)
    }

    /// The SHA-256 of the file at `path` in hexadecimal digits, or nil when it cannot be read.
    static func sha256(ofFileAt path: String) -> String? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        var hash = SHA256()
        do {
            while let chunk = try handle.read(upToCount: 1 << 20), !chunk.isEmpty { hash.update(data: chunk) }
        } catch {
            return nil
        }
        return hash.finalize().map { String(format: "%02x", $0) }.joined()
    }
}
