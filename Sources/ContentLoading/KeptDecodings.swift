import Synchronization
import TravelModel

/// The recommendation and trip files an earlier build decoded, kept on disk beside its output, so a build
/// after a few edits decodes only the edited files: the rest are read back from their compact records, which
/// is several times faster than parsing their YAML and Markdown again.
///
/// A kept file is used only while nothing it was made from has changed:
/// - the file itself, known by its identity (device, inode, size, modification time), taken before loading;
/// - everything else decoding reads, in the build's `key`: the executable (the decoders, the gazetteer), how
///   the content folder is named in messages, and the identity of every file ``readByDecoding(_:)`` names —
///   `site.yml` (currency, feature words), the city pages (the site's own cities), the assets (an image must
///   exist).
///
/// Only files that decoded without a single diagnostic are kept: a file with a warning or an error is
/// decoded again, so every message is made fresh from what it describes. A damaged store is not used.
public final class KeptDecodings: Sendable {
    /// The store's file name, in the output's generation store.
    public static let fileName = "decoded-content"
    static let magic = Array("itineshary decoded content 2\n".utf8)

    private struct Kept: Sendable {
        let identity: UInt64
        let range: Range<Int>
    }

    private struct Fresh: Sendable {
        let path: String
        let identity: UInt64
        /// Where its record is in `spill`.
        let record: Range<Int>
    }

    private let previous: [UInt8]
    private let kept: [String: Kept]
    /// The cities the kept records refer to by number, and the table new records add theirs to.
    private let keptCities: [City]
    private let cities: CityRecords
    private let identities: [String: UInt64]
    private let key: UInt64
    /// The files decoded now, in the order they were kept: a list rather than a table, as nothing looks one up
    /// before the store is written.
    private let fresh = Mutex<[Fresh]>([])
    /// The records of files decoded now, written out as they are made: a first build of a large site would
    /// otherwise hold a copy of all its content until the store is written. `nil` when files decoded now are
    /// not kept (`check`, or no temporary file could be made: the next build decodes them again).
    private let spill: SpillFile?

    /// - Parameters:
    ///   - previous: the store an earlier build left, or `nil`.
    ///   - identities: every file of the content folder, by its path relative to the folder, with its identity
    ///     taken before loading.
    ///   - key: everything decoding a file depends on beyond the file itself (see the type's description).
    ///   - keepsNew: whether files decoded now are kept for a store to write (`check` writes none).
    public init(previous: [UInt8]?, identities: [String: UInt64], key: UInt64, keepsNew: Bool = true) {
        self.identities = identities
        self.spill = keepsNew ? SpillFile() : nil
        self.key = key
        let bytes = previous ?? []
        self.previous = bytes
        let entries = try? Self.entries(of: bytes, key: self.key)
        self.kept = entries?.entries ?? [:]
        self.keptCities = entries?.cities ?? []
        self.cities = CityRecords(keptCities)
        self.isCurrent = entries != nil
    }

    /// Whether the store read was made under this build's key, and read whole.
    private let isCurrent: Bool

    /// Whether files at `path` are kept: recommendations and trips, the many files of a site.
    static func isKept(_ path: String) -> Bool {
        (path.hasPrefix("recommendations/") || path.hasPrefix("trips/")) && path.lowercased().hasSuffix(".md")
    }

    /// Whether decoding any kept file may read the content file at `path` (relative to the content folder), so
    /// that a change to it must go into the key: every file but the kept ones and the lookup cache, `_cache/`,
    /// which decoding never reads (a build that fetched keeps its store).
    public static func readByDecoding(_ path: String) -> Bool { !isKept(path) && !path.hasPrefix("_cache/") }

    private let reused = Atomic<Int>(0)

    /// How many files this load took from the store instead of decoding them.
    public var reusedCount: Int { reused.load(ordering: .relaxed) }

    /// The entries of a store made under `key`; `Malformed` when it was made under another, or is damaged.
    private static func entries(
        of bytes: [UInt8], key: UInt64
    ) throws(RecordReader.Malformed) -> (cities: [City], entries: [String: Kept]) {
        guard bytes.starts(with: magic) else { throw RecordReader.Malformed() }
        let read = {
            (raw: UnsafeRawBufferPointer) throws(RecordReader.Malformed) -> (cities: [City], entries: [String: Kept]) in
            var reader = RecordReader(raw, from: magic.count)
            let storedKey: UInt64 = try reader.read()
            guard storedKey == key else { throw RecordReader.Malformed() }
            let cityCount = try reader.readCount()
            var cities: [City] = []
            cities.reserveCapacity(cityCount)
            for _ in 0..<cityCount { cities.append(try City(fieldsFrom: &reader)) }
            let count = try reader.readCount()
            var entries: [String: Kept] = [:]
            entries.reserveCapacity(count)
            for _ in 0..<count {
                let path: String = try reader.read()
                let identity: UInt64 = try reader.read()
                let length = try reader.readCount()
                let start = reader.offset
                _ = try reader.bytes(length)
                entries[path] = Kept(identity: identity, range: start..<start + length)
            }
            guard reader.remaining == 0 else { throw RecordReader.Malformed() }
            return (cities, entries)
        }
        let entries = bytes.withUnsafeBytes { raw in Result { () throws(RecordReader.Malformed) in try read(raw) } }
        return try entries.get()
    }

    /// The outcome kept for the file at `path`, read by `read`, when the file has not changed since.
    func outcome<T>(
        for path: String, displayedAs displayPath: String,
        _ read: (inout RecordReader) throws(RecordReader.Malformed) -> (T, BodyLinks?)
    ) -> FileOutcome<T>? {
        guard let entry = current(path) else { return nil }
        let decoded = previous.withUnsafeBytes { raw -> (T, BodyLinks?)? in
            var reader = RecordReader(UnsafeRawBufferPointer(rebasing: raw[entry.range]), cities: keptCities)
            guard let value = try? read(&reader), reader.remaining == 0 else { return nil }
            return value
        }
        guard let (value, links) = decoded else { return nil }
        reused.add(1, ordering: .relaxed)
        return FileOutcome(path: displayPath, value: value, diagnostics: [], links: links)
    }

    /// Whether the file at `path` has a record kept for it as it is now, so it is read back, not read.
    func holds(_ path: String) -> Bool { current(path) != nil }

    /// The record kept for the file at `path` when the file is as it was when the record was made.
    private func current(_ path: String) -> Kept? {
        guard let entry = kept[path], let identity = identities[path], identity == entry.identity else { return nil }
        return entry
    }

    /// Keeps `outcome`, just decoded from the file at `path`, when it has a value and no diagnostic.
    func keep<T>(_ outcome: FileOutcome<T>, for path: String, _ write: (T, inout RecordWriter) -> Void) {
        guard let spill, outcome.diagnostics.isEmpty, let value = outcome.value, let identity = identities[path] else {
            return
        }
        var writer = RecordWriter(cities: cities)
        write(value, &writer)
        writer.write(outcome.links)
        guard writer.isWhole, let record = writer.bytes.withUnsafeBytes(spill.append) else { return }
        fresh.withLock { $0.append(Fresh(path: path, identity: identity, record: record)) }
    }

    /// Whether the store to leave for the next build differs from the one read: a file was decoded, or one
    /// kept is gone or changed, or the store read was not this build's.
    public var needsWriting: Bool {
        let fresh = fresh.withLock { $0 }
        guard isCurrent, fresh.isEmpty else { return true }
        return kept.contains { path, entry in identities[path] != entry.identity }
    }

    /// Hands the store to leave for the next build to `emit`, a piece at a time, without making it whole in
    /// memory: every file kept or just decoded that is still in the folder, sorted by path. Returns whether it
    /// handed the whole store: `false` when a record written out could not be read back.
    public func write(to emit: (UnsafeRawBufferPointer) -> Void) -> Bool {
        // A file decoded now replaces its kept record (a load decodes each file once).
        var fresh = fresh.withLock { $0 }
        fresh.sort { $0.path < $1.path }
        let isFresh = { (path: String) -> Bool in
            var range = 0..<fresh.count
            while !range.isEmpty {
                let middle = range.lowerBound + range.count / 2
                if fresh[middle].path < path {
                    range = middle + 1..<range.upperBound
                } else {
                    range = range.lowerBound..<middle
                }
            }
            return range.lowerBound < fresh.count && fresh[range.lowerBound].path == path
        }
        let stillKept = kept.filter { path, _ in !isFresh(path) && holds(path) }
        var header = RecordWriter()
        header.append(contentsOf: Self.magic)
        header.write(key)
        let cities = cities.cities
        header.write(cities.count)
        for city in cities { city.writeFields(to: &header) }
        header.write(stillKept.count + fresh.count)
        header.bytes.withUnsafeBytes(emit)
        // The two lists merged in path order.
        let keptPaths = stillKept.keys.sorted()
        return previous.withUnsafeBytes { previous in
            var next = (kept: 0, fresh: 0)
            while next.kept < keptPaths.count || next.fresh < fresh.count {
                var entryHeader = RecordWriter()
                if next.fresh < fresh.count,
                    next.kept == keptPaths.count || fresh[next.fresh].path < keptPaths[next.kept]
                {
                    let entry = fresh[next.fresh]
                    next.fresh += 1
                    entryHeader.write(entry.path)
                    entryHeader.write(entry.identity)
                    entryHeader.write(entry.record.count)
                    entryHeader.bytes.withUnsafeBytes(emit)
                    guard let spill, spill.read(entry.record, emit) != nil else { return false }
                } else {
                    let path = keptPaths[next.kept]
                    next.kept += 1
                    let entry = stillKept[path]!
                    entryHeader.write(path)
                    entryHeader.write(entry.identity)
                    entryHeader.write(entry.range.count)
                    entryHeader.bytes.withUnsafeBytes(emit)
                    emit(UnsafeRawBufferPointer(rebasing: previous[entry.range]))
                }
            }
            return true
        }
    }
}
