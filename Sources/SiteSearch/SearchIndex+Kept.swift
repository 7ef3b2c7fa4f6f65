import Foundation
import SiteOutput

/// The search index a build made, kept for the next one in the output's generation store (never published), with
/// a digest of the entries it was made from. The index is all of a piece (a shard holds the entries of every
/// page that has its words), so it is made anew when any entry changes; an edit that changes no title, date,
/// summary, tag, address, feature, note or body text (a price, a time, a flight) leaves every entry as it was, and the
/// next build reads the index back instead of making it again.
///
/// Its shards are published as they are kept, as scripts, so the digest also names the store's folder
/// (``OutputFolder/storeIdentity``): the entries are public, and a kept index planted beside the output (in a
/// repository that commits it) must not be taken for one this machine made.
extension SearchIndex {
    /// The kept index's file in the generation store.
    package static let keptFileName = "search-index"
    /// The largest kept index read back; a larger file is made anew.
    package static let keptLimit = 1 << 26

    /// The index of `entries`, and whether it was read back from `output`'s store, where it is kept again when
    /// it was made anew; `executable` is the running executable's identity (a new build of itineshary may cut
    /// shards otherwise).
    package static func made<Entries: RandomAccessCollection<SearchEntry> & Sendable>(
        entries: Entries, keptIn output: OutputFolder, executable: UInt64
    ) async -> (index: SearchIndex, reused: Bool) where Entries.Index == Int {
        let digest = Self.digest(of: entries, store: output.storeIdentity, executable: executable)
        if let kept = output.keptFile(keptFileName, limit: keptLimit),
            let index = SearchIndex(kept: kept, entryCount: entries.count, digest: digest)
        {
            return (index, true)
        }
        let index = await made(entries: entries)
        output.keep(as: keptFileName) { write in
            guard let kept = index.kept(digest: digest) else { return false }
            kept.withUnsafeBytes(write)
            return true
        }
        return (index, false)
    }

    /// What an index is made from, as one number: every entry, in order, the executable, which decides how
    /// entries are cut into shards (`executable`), and the store it is kept in (`store`).
    package static func digest(of entries: some Collection<SearchEntry>, store: UInt64, executable: UInt64) -> UInt64 {
        var state = ContentHash.State()
        state.add("itineshary search index 5")
        state.add(executable)
        state.add(store)
        state.add(UInt64(entries.count))
        for entry in entries {
            state.add(entry.title)
            state.add(UInt64(entry.kind.rawValue))
            state.add(entry.folder)
            state.add(entry.text)
            state.add(entry.keywords)
            state.add(entry.body)
        }
        return state.finish()
    }

    /// The index as it is kept, in a binary property list: the digest of the entries it was made from, its shards
    /// (a shard's bytes as they are, not as a list of numbers), and the dictionary's keys and split keys.
    private struct Kept: Codable {
        package struct Shard: Codable {
            let name: String
            let bytes: Data
        }
        let digest: UInt64
        let shards: [Shard]
        let dictionary: [String]
        let split: [String]
    }

    /// The index as it is kept, made from entries whose digest is `digest`; `nil` when it cannot be encoded.
    package func kept(digest: UInt64) -> Data? {
        let kept = Kept(
            digest: digest, shards: shards.map { Kept.Shard(name: $0.name, bytes: Data($0.bytes)) },
            dictionary: dictionary, split: split)
        let encoder = PropertyListEncoder()
        encoder.outputFormat = .binary
        return try? encoder.encode(kept)
    }

    /// The index `kept` holds, when it was made from entries whose digest is `digest` and is read whole; `nil`
    /// otherwise.
    package init?(kept: [UInt8], entryCount: Int, digest: UInt64) {
        guard let kept = try? PropertyListDecoder().decode(Kept.self, from: Data(kept)), kept.digest == digest else {
            return nil
        }
        self.init(
            entryCount: entryCount, shards: kept.shards.map { Shard(name: $0.name, bytes: Array($0.bytes)) },
            dictionary: kept.dictionary, split: kept.split)
    }
}
