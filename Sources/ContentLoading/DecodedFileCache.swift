import Foundation
import Synchronization

/// What decoding each recommendation and trip file gave, kept between loads by `serve`, so reloading a
/// site after one file changed decodes that file only. The caller says which files changed; a change to
/// anything that decoding depends on beyond the file itself (`site.yml`, a city page) must empty it.
public final class DecodedFileCache: Sendable {
    private let outcomes = Mutex<[String: any Sendable]>([:])

    /// An empty cache.
    public init() {}

    /// Forgets the files at these paths (absolute, as the file system names them).
    public func invalidate(_ paths: some Sequence<String>) {
        outcomes.withLock { outcomes in
            for path in paths { outcomes[URL(fileURLWithPath: path).standardizedFileURL.path] = nil }
        }
    }

    /// Forgets every file.
    public func removeAll() { outcomes.withLock { $0.removeAll() } }

    /// The outcome kept for `file`, or the one `decode` gives, kept.
    func outcome<T: Sendable>(for file: URL, _ decode: () -> FileOutcome<T>) -> FileOutcome<T> {
        let key = file.standardizedFileURL.path
        if let kept = outcomes.withLock({ $0[key] }) as? FileOutcome<T> { return kept }
        let outcome = decode()
        outcomes.withLock { $0[key] = outcome }
        return outcome
    }
}
