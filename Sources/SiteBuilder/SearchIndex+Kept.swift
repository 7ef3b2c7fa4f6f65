import ContentLoading
import SiteOutput

/// The search index a build made, kept for the next one in the output's generation store (never published), with
/// a digest of the entries it was made from. The index is all of a piece (a shard holds the entries of every
/// page that has its words), so it is made anew when any entry changes; an edit that changes no title, date,
/// summary, tag, address or feature (a page's text, a day's plan, a price) leaves every entry as it was, and the
/// next build reads the index back instead of making it again.
///
/// Its shards are published as they are kept, as scripts, so the digest also names the store's folder
/// (``OutputFolder/storeIdentity``): the entries are public, and a kept index planted beside the output (in a
/// repository that commits it) must not be taken for one this machine made.
extension SearchIndex {
    /// The kept index's file in the generation store.
    static let keptFileName = "search-index"
    /// The largest kept index read back; a larger file is made anew.
    static let keptLimit = 1 << 26

    /// The index of `entries`, and whether it was read back from `output`'s store, where it is kept again when
    /// it was made anew.
    static func made<Entries: RandomAccessCollection<SearchEntry> & Sendable>(
        entries: Entries, keptIn output: OutputFolder, shardLimit: Int = SearchIndex.shardLimit
    ) async -> (index: SearchIndex, reused: Bool) where Entries.Index == Int {
        let digest = Self.digest(of: entries, shardLimit: shardLimit, store: output.storeIdentity)
        if let kept = output.keptFile(keptFileName, limit: keptLimit),
            let index = SearchIndex(kept: kept, entryCount: entries.count, digest: digest)
        {
            return (index, true)
        }
        let index = await made(entries: entries, shardLimit: shardLimit)
        output.keep(as: keptFileName) { write in
            index.kept(digest: digest, write)
            return true
        }
        return (index, false)
    }

    /// What an index is made from, as one number: every entry, in order, the shard limit, the executable, which
    /// decides how entries are cut into shards, and the store it is kept in (`store`).
    static func digest(of entries: some Collection<SearchEntry>, shardLimit: Int, store: UInt64) -> UInt64 {
        var state = ContentHash.State()
        state.add("itineshary search index 2")
        state.add(PageInputs.executableIdentity)
        state.add(store)
        state.add(UInt64(shardLimit))
        state.add(UInt64(entries.count))
        for entry in entries {
            state.add(entry.title)
            state.add(UInt64(entry.kind.rawValue))
            state.add(entry.folder)
            state.add(entry.text)
            state.add(entry.keywords)
        }
        return state.finish()
    }

    /// The index as it is kept: the digest of its entries, then its shards (key and bytes), split keys and
    /// common words.
    func kept(digest: UInt64) -> [UInt8] {
        var bytes: [UInt8] = []
        kept(digest: digest) { bytes += $0 }
        return bytes
    }

    /// Hands the bytes of ``kept(digest:)`` to `emit` a piece at a time: each shard's bytes as they are, not
    /// copied into one buffer (a large site's shards are megabytes, kept when the most is held).
    func kept(digest: UInt64, _ emit: (UnsafeRawBufferPointer) -> Void) {
        var writer = RecordWriter()
        writer.write(digest)
        writer.write(shards.count)
        for shard in shards {
            writer.write(shard.key)
            writer.write(shard.bytes.count)
            writer.bytes.withUnsafeBytes(emit)
            writer = RecordWriter()
            shard.bytes.withUnsafeBytes(emit)
        }
        for list in [split, common] {
            writer.write(list.count)
            for key in list { writer.write(key) }
        }
        writer.bytes.withUnsafeBytes(emit)
    }

    /// The index `kept` holds, when it was made from entries whose digest is `digest` and is read whole; `nil`
    /// otherwise.
    init?(kept: [UInt8], entryCount: Int, digest: UInt64) {
        let read = kept.withUnsafeBytes { bytes -> (shards: [Shard], lists: [[String]])? in
            var reader = RecordReader(bytes)
            do throws(RecordReader.Malformed) {
                guard try reader.read() == digest else { return nil }
                var shards: [Shard] = []
                for _ in 0..<(try reader.readCount()) {
                    let key: String = try reader.read()
                    shards.append(Shard(key: key, bytes: Array(try reader.bytes(try reader.readCount()))))
                }
                var lists: [[String]] = []
                for _ in 0..<2 {
                    var list: [String] = []
                    for _ in 0..<(try reader.readCount()) { list.append(try reader.read()) }
                    lists.append(list)
                }
                return reader.remaining == 0 ? (shards, lists) : nil
            } catch {
                return nil
            }
        }
        guard let read else { return nil }
        self.init(entryCount: entryCount, shards: read.shards, split: read.lists[0], common: read.lists[1])
    }
}
