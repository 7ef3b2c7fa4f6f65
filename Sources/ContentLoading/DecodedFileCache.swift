import Foundation
import Synchronization

/// What decoding each recommendation and trip file gave, kept between loads by `serve`, so reloading a
/// site after one file changed decodes that file only. The caller says which files changed; a change to
/// anything that decoding depends on beyond the file itself (`site.yml`, a city page) must empty it.
public final class DecodedFileCache: Sendable {
    private let outcomes = Mutex<[String: any Sendable]>([:])

    /// An empty cache.
    public init() {}

    /// Forgets the files at these paths: absolute, under the content folder as the loader was given it.
    public func invalidate(_ paths: some Sequence<String>) {
        outcomes.withLock { outcomes in
            for path in paths {
                outcomes[path] = nil
                outcomes[URL(fileURLWithPath: path).standardizedFileURL.path] = nil
            }
        }
    }

    /// Forgets every file.
    public func removeAll() { outcomes.withLock { $0.removeAll() } }

    /// The outcome kept for `file`, or the one `decode` gives, kept.
    func outcome<T: Sendable>(for file: URL, _ decode: () -> FileOutcome<T>) -> FileOutcome<T> {
        // The path as the content folder's listing spells it: standardising every one of ten thousand
        // paths would cost more than the lookups save.
        let key = file.path
        if let kept = outcomes.withLock({ $0[key] }) as? FileOutcome<T> { return kept }
        let outcome = decode()
        outcomes.withLock { $0[key] = outcome }
        return outcome
    }
}
