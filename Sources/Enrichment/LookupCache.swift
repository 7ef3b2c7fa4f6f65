import ConfinedFiles
import Foundation
import Synchronization

/// The one cache every lookup goes through: a folder of plain JSON files, one per lookup, meant to be
/// committed with the content.
///
/// Entries live at `<directory>/<kind>/<key>.json`, images at `<directory>/images/<name>.<ext>` beside a JSON
/// sidecar. An actor, so concurrent lookups never interleave writes to the same file; reads need no turn (a
/// file is replaced whole, by a rename, so a read finds the old entry or the new one), and a batch of lookups
/// reads its entries on every core.
public actor LookupCache {
    /// The cache folder.
    public nonisolated let directory: URL

    /// The folder that holds the cache folder, trusted as given.
    private nonisolated let root: URL
    /// The kinds whose folder was found a real folder inside the cache, reached through no link: a kind's
    /// folder found missing is looked for again, as a lookup may write the first entry of its kind.
    private nonisolated let confinedKinds = Mutex<Set<String>>([])

    /// Creates a cache over `directory`; the folder is created when the first entry is written.
    public init(directory: URL) {
        self.directory = directory
        root = directory.deletingLastPathComponent()
    }

    /// The path of an entry relative to the cache folder, as warnings show it: `weather/<key>.json`.
    public nonisolated func relativePath(kind: String, key: String) -> String {
        "\(kind)/\(key).json"
    }

    /// The entry stored for `key`, `nil` if there is none, or `.corruptCache` if the file cannot be read as one
    /// with a `Record` in it.
    public nonisolated func entry<Record: CacheRecord>(kind: String, key: String, as record: Record.Type) -> Result<
        CacheEntry<Record>?, LookupFailure
    > {
        let relative = relativePath(kind: kind, key: key)
        // The kind's folder is checked for links once; the entry itself is then opened without following one,
        // and is refused if it is a link, a folder or a special file, as a check of its whole path would.
        switch folderProblem(kind: kind) {
        case .missing?: return .success(nil)
        case .some: return .failure(.corruptCache(path: relative))
        case nil: break
        }
        let bytes: [UInt8]
        switch ConfinedRead.bytes(atPath: fileURL(relative).path, limit: Self.maximumEntryBytes) {
        case .success(let read): bytes = read
        case .failure(.missing): return .success(nil)
        case .failure: return .failure(.corruptCache(path: relative))
        }
        guard
            case .object(let members)? = try? JSONParser.parse(bytes), let request = members["request"],
            let fields = try? JSONDecoder().decode(CacheEntry<Record>.Fields.self, from: Data(bytes))
        else { return .failure(.corruptCache(path: relative)) }
        // The request as the file has it, read once: decoding any JSON value again would cost more than the rest
        // of the entry.
        return .success(
            CacheEntry(
                request: request, response: fields.response, fetched: fields.fetched, source: fields.source,
                licence: fields.licence))
    }

    /// Asks the system to start reading the entry stored for `key`, if there is one, so that `entry(kind:key:as:)`
    /// finds it in memory rather than waiting for the disk; nothing is read into the process, and nothing behind
    /// a link.
    nonisolated func prefetch(kind: String, key: String) {
        guard folderProblem(kind: kind) == nil else { return }
        ConfinedRead.prefetch(atPath: fileURL(relativePath(kind: kind, key: key)).path, limit: Self.maximumEntryBytes)
    }

    /// Why the folder of `kind` is not a real folder inside the cache, reached through no link; `nil` when it is,
    /// which is then known for the rest of the run.
    private nonisolated func folderProblem(kind: String) -> ConfinedPath.Problem? {
        if confinedKinds.withLock({ $0.contains(kind) }) { return nil }
        let problem = ConfinedPath.folderProblem(with: directory.lastPathComponent + "/" + kind, under: root)
        if problem == nil { confinedKinds.withLock { _ = $0.insert(kind) } }
        return problem
    }

    /// One listing of the folder of `kind`, to tell which entries are certainly missing without a system call
    /// each; see `CacheListing`.
    nonisolated func listing(kind: String) -> CacheListing {
        let name = directory.lastPathComponent
        guard !name.isEmpty, name != ".", name != "..", name != "/" else { return .unknown }
        return CacheListing(directory: directory.path, kind: kind)
    }

    /// Writes an entry's document for `key`, replacing the file atomically; returns the error text if it cannot.
    @discardableResult
    public func store(_ entry: JSONValue, kind: String, key: String) -> String? {
        write(Data(entry.formatted().utf8), to: relativePath(kind: kind, key: key))
    }

    /// Writes raw bytes (an image) at a path relative to the cache folder; returns the error text if it cannot.
    @discardableResult
    public func storeFile(_ data: Data, at relativePath: String) -> String? {
        write(data, to: relativePath)
    }

    /// The largest entry file read; a lookup's answer is a few kilobytes.
    static let maximumEntryBytes = 4 << 20

    /// The size in bytes of a file relative to the cache folder, or `nil` if it does not exist or is not a
    /// regular file inside the cache: a symbolic link (`images/a.jpg -> /proc/self/environ`) or a special file
    /// is never measured, so it is never copied into a site.
    public func fileSize(at relativePath: String) -> Int? {
        guard confinementProblem(relativePath) == nil else { return nil }
        let attributes = try? FileManager.default.attributesOfItem(atPath: fileURL(relativePath).path)
        return (attributes?[.size] as? NSNumber)?.intValue
    }

    /// Why the file at `relativePath` is not a regular file inside the cache folder, or `nil` if it is; the
    /// cache folder itself must not be a link either.
    public nonisolated func confinementProblem(_ relativePath: String) -> ConfinedPath.Problem? {
        ConfinedPath.problem(
            with: directory.lastPathComponent + "/" + relativePath, under: directory.deletingLastPathComponent())
    }

    private nonisolated func fileURL(_ relativePath: String) -> URL {
        directory.appendingPathComponent(relativePath, isDirectory: false)
    }

    private func write(_ data: Data, to relativePath: String) -> String? {
        // Keys are slugs, so this never triggers; it keeps the guarantee even if a caller builds a path by hand.
        guard !relativePath.split(separator: "/").contains(where: { $0 == ".." || $0.isEmpty }),
            !relativePath.hasPrefix("/")
        else { return "refused to write outside the cache: \(relativePath)" }
        let url = fileURL(relativePath)
        do {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url, options: .atomic)
            return nil
        } catch {
            return "could not write the cache file \(relativePath): \(error.localizedDescription)"
        }
    }
}
