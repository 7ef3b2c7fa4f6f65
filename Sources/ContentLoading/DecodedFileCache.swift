import Foundation
import Synchronization

/// What decoding each recommendation and trip file gave, kept between loads by `serve`, so reloading a
/// site after one file changed decodes that file only. The caller says which files changed; a change to
/// anything that decoding depends on beyond the file itself (`site.yml`, a city page) must empty it.
public final class DecodedFileCache: Sendable {
    private let outcomes = Mutex<[String: AnyObject & Sendable]>([:])
    /// The content folder's listing, and every path in it, kept while no file is added or removed.
    private let listing = Mutex<(files: ContentFiles, paths: Set<String>)?>(nil)

    /// An empty cache.
    public init() {}

    /// Forgets the files at these paths: absolute, under the content folder as the loader was given it.
    public func invalidate(_ paths: some Sequence<String>) {
        var listed = true
        outcomes.withLock { outcomes in
            for path in paths {
                outcomes[path] = nil
                outcomes[URL(fileURLWithPath: path).standardizedFileURL.path] = nil
            }
        }
        // A file saved again keeps the listing; one added, removed or renamed away makes a new one.
        let kept = listing.withLock { $0?.paths } ?? []
        for path in paths where !kept.contains(path) || !FileManager.default.fileExists(atPath: path) {
            listed = false
        }
        if !listed { listing.withLock { $0 = nil } }
    }

    /// Forgets every file, and the folder's listing.
    public func removeAll() {
        outcomes.withLock { $0.removeAll() }
        listing.withLock { $0 = nil }
    }

    /// The listing of the content folder: the one kept, or a new one, kept.
    func files(in directory: URL, displayPath: String) throws(ContentLoadingError) -> ContentFiles {
        if let kept = listing.withLock({ $0?.files }) { return kept }
        let files = try ContentFiles.list(in: directory, displayPath: displayPath)
        let paths = Set(
            (files.cities + files.recommendations + files.trips).map(\.path)
                + [files.siteFile?.path].compactMap { $0 })
        listing.withLock { $0 = (files, paths) }
        return files
    }

    /// Whether an outcome is kept for the file at `path`, so it is not read.
    func holds(_ path: String) -> Bool { outcomes.withLock { $0[path] != nil } }

    /// The outcome kept for `file`, or the one `decode` gives, kept.
    func outcome<T: Sendable>(for path: String, _ decode: () -> FileOutcome<T>) -> FileOutcome<T> {
        // The path as the content folder's listing spells it: standardising every one of ten thousand
        // paths would cost more than the lookups save.
        let key = path
        // A class box: casting it back is a pointer comparison, where casting an existential struct back to
        // its generic type costs microseconds, which ten thousand files add up to.
        if let kept = outcomes.withLock({ $0[key] }) as? Kept<T> { return kept.outcome }
        let outcome = decode()
        outcomes.withLock { $0[key] = Kept(outcome) }
        return outcome
    }

    private final class Kept<T: Sendable>: Sendable {
        let outcome: FileOutcome<T>
        init(_ outcome: FileOutcome<T>) { self.outcome = outcome }
    }
}
