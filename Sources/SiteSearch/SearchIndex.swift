import Foundation
import SitePlan
import TextEscaping

/// The search index, cut into small script files that the search page loads as a query needs them. Shards are
/// scripts (not fetched data) so search works from `file://` too; each is one call,
/// `itinesharySearchShard(name, data)`, named by its file in `search/shards/` without `.js`. There are three
/// kinds:
///
/// - `w/<key>`, the dictionary: every indexed word (folded as `site.js` folds a query: accents dropped, lower
///   case) that begins with the key, with the size of its postings and the number of the postings shard that
///   holds them. The script expands a query's words from it: prefixes and words one typo away. The root's key
///   is empty (`w/_`) and holds every word of a site of a few thousand words; past `dictionaryLimit` bytes a
///   shard is split by one more letter, again and again up to keys of `keyLimit` letters, and the search page
///   names the split keys and the shards there are, so the script never asks for one that does not exist. A
///   word is indexed as its first `wordLimit` letters.
/// - `p/<number>`, the postings: for each word, in the words' order, the entries it is in and where (title,
///   title's first word, shown line, or body), as a compact string. A shard holds the next words up to
///   `postingsShard` bytes, a word of more alone; a word's list is cut to `postingsLimit` bytes, keeping its
///   title entries first, then the first others.
/// - `e/<number>`, the entries: `blockSize` entries each, in the index's order (city by city, see
///   ``SearchEntries``), each `[title, kind, folder, text]`.
///
/// A query's first results, which tie on most things, are near each other in the index's order; small entries
/// and postings shards keep what a query loads beside them small.
package struct SearchIndex: Sendable {
    /// The folder of the shards.
    package static let folder = "search/shards/"
    /// The most bytes of a dictionary shard's words, unless one key alone has more.
    static let dictionaryLimit = 48_000
    /// The most letters of a dictionary shard's key: a shard of a key this long is not split again, however
    /// large, so a shard's file name is at most `w/` and 8 bytes a letter (`_10ffff_`) for each.
    static let keyLimit = 8
    /// The most bytes of a postings shard's lists, unless one word alone has more.
    static let postingsShard = 8_000
    /// The most bytes of one word's list: a longer one is cut to this.
    static let postingsLimit = 24_000
    /// How many entries an entries shard holds.
    package static let blockSize = 8

    /// Where a word is in an entry, the better the higher: it ranks the entries a query finds.
    package enum Tier: UInt32, Sendable {
        case body = 0
        case line = 1
        case title = 2
        /// The title's first word: `Kyoto` is found above `Tokyo and Kyoto in March`.
        case titleStart = 3
    }

    /// One shard: its name (`w/_`, `p/12`, `e/3`) and the bytes of its file.
    package struct Shard: Sendable {
        let name: String
        package let bytes: [UInt8]

        /// Its file, from the output root.
        package var path: String { SearchIndex.folder + name + ".js" }
    }

    /// How many entries it was made from.
    package let entryCount: Int
    /// Every shard, by name.
    package let shards: [Shard]
    /// The keys of the dictionary's shards, by key.
    package let dictionary: [String]
    /// The keys of the dictionary's shards split into longer ones, by key.
    package let split: [String]

    /// What the index needs of a run of entries, made on its own: its entries shards, and each entry's words.
    package struct Prepared: Sendable {
        var blocks: [Shard] = []
        var words: [[(word: [Unicode.Scalar], tier: Tier)]] = []

        /// The entries from `start` (a multiple of `blockSize`) on.
        init(_ entries: some Collection<SearchEntry>, from start: Int) {
            var lines: [String] = []
            for entry in entries {
                lines.append(SearchIndex.line(entry))
                words.append(Self.words(of: entry))
                if lines.count == SearchIndex.blockSize {
                    blocks.append(SearchIndex.block((start + words.count - 1) / SearchIndex.blockSize, lines))
                    lines = []
                }
            }
            if !lines.isEmpty {
                blocks.append(SearchIndex.block((start + words.count - 1) / SearchIndex.blockSize, lines))
            }
        }

        /// The words of `entry`, each once, with the best place it has it, in order of first use.
        static func words(of entry: SearchEntry) -> [(word: [Unicode.Scalar], tier: Tier)] {
            var tiers: [[Unicode.Scalar]: Tier] = [:]
            var order: [[Unicode.Scalar]] = []
            for (text, tier) in [
                (entry.title, Tier.title), (entry.text + " " + entry.keywords, .line), (entry.body, .body),
            ] {
                for (position, word) in SearchIndex.words(SearchIndex.fold(text)).enumerated()
                where SearchIndex.isIndexed(word) {
                    let tier = tier == .title && position == 0 ? .titleStart : tier
                    if let known = tiers[word] {
                        if known.rawValue < tier.rawValue { tiers[word] = tier }
                    } else {
                        tiers[word] = tier
                        order.append(word)
                    }
                }
            }
            return order.map { ($0, tiers[$0]!) }
        }
    }

    /// Which entries each word is in, each distinct word kept once and named by its number.
    package struct Postings {
        /// Every distinct word, by number.
        var words: [[Unicode.Scalar]] = []
        private var numbers: [[Unicode.Scalar]: Int32] = [:]
        /// Each word's postings, `entry << 2 | tier`, in the order their chunks were taken in.
        var lists: [[UInt32]] = []
        /// The entries shards, in the order their chunks were taken in.
        var blocks: [Shard] = []

        /// Takes in `prepared`, the entries from `start` on.
        mutating func add(_ prepared: Prepared, from start: Int) {
            blocks += prepared.blocks
            for (offset, entryWords) in prepared.words.enumerated() {
                for (word, tier) in entryWords {
                    let number: Int32
                    if let known = numbers[word] {
                        number = known
                    } else {
                        number = Int32(words.count)
                        numbers[word] = number
                        words.append(word)
                        lists.append([])
                    }
                    lists[Int(number)].append(UInt32(start + offset) << 2 | tier.rawValue)
                }
            }
        }
    }

    /// The index of `entries`, each run of them prepared on whichever core is free.
    package static func made<Entries: RandomAccessCollection<SearchEntry> & Sendable>(
        entries: Entries
    ) async -> SearchIndex where Entries.Index == Int {
        let chunk = 32 * blockSize
        let chunkCount = (entries.count + chunk - 1) / chunk
        var postings = Postings()
        await withTaskGroup(of: (Int, Prepared).self) { group in
            // A few chunks at a time, each taken into the postings as it comes: a large site's words are never
            // all held as arrays at once.
            func addChunk(_ index: Int) {
                let slice = entries[(index * chunk)..<min(entries.count, (index + 1) * chunk)]
                group.addTask { (index * chunk, Prepared(slice, from: index * chunk)) }
            }
            var next = 0
            while next < min(chunkCount, 2 * ProcessInfo.processInfo.activeProcessorCount) {
                addChunk(next)
                next += 1
            }
            for await (start, part) in group {
                postings.add(part, from: start)
                if next < chunkCount {
                    addChunk(next)
                    next += 1
                }
            }
        }
        return SearchIndex(entryCount: entries.count, postings: postings)
    }

    /// The index of `entries`, made in order on this thread.
    package init(entries: some Collection<SearchEntry>) {
        var postings = Postings()
        postings.add(Prepared(entries, from: 0), from: 0)
        self.init(entryCount: entries.count, postings: postings)
    }

    /// The index of `entries` whose shards and lists were made before: one read back from the output's store.
    init(entryCount: Int, shards: [Shard], dictionary: [String], split: [String]) {
        self.entryCount = entryCount
        self.shards = shards
        self.dictionary = dictionary
        self.split = split
    }

    /// The index of the entries `postings` took in: the words in order, their postings shards, then the
    /// dictionary that names them.
    private init(entryCount: Int, postings: Postings) {
        let words = postings.words
        let order = words.indices.sorted { words[$0].lexicographicallyPrecedes(words[$1]) { $0.value < $1.value } }
        var shards = postings.blocks
        // Each word's list, its postings shard, and the shard's size, in the words' order.
        var codes: [String] = []
        var shardOf: [Int] = []
        var sizes: [Int] = []
        var members: [String] = []
        var size = 0
        func flush() {
            guard !members.isEmpty else { return }
            let name = "p/" + String(sizes.count)
            let bytes = Self.script(name, "{\n" + members.joined(separator: ",\n") + "\n}")
            shards.append(Shard(name: name, bytes: bytes))
            sizes.append(bytes.count)
            members = []
            size = 0
        }
        for number in order {
            let code = Self.code(postings.lists[number], limit: Self.postingsLimit)
            let member = JSONText.quote(Self.text(words[number][...])) + ":\"" + code + "\""
            if size + member.utf8.count > Self.postingsShard { flush() }
            codes.append(code)
            shardOf.append(sizes.count)
            members.append(member)
            size += member.utf8.count + 2
        }
        flush()
        let items = order.indices.map { position in
            let number = order[position]
            return Self.text(words[number][...]) + ":" + String(codes[position].utf8.count, radix: 36) + ":"
                + String(shardOf[position], radix: 36)
        }
        let dictionary = Self.dictionary(
            words: order.map { words[$0] }, items: items, shardOf: shardOf, sizes: sizes)
        shards += dictionary.shards
        self.init(
            entryCount: entryCount, shards: shards.sorted { $0.name < $1.name }, dictionary: dictionary.keys,
            split: dictionary.split)
    }

    /// The dictionary's shards of `words` (sorted), each word's item `word:size:shard`: the root alone when they
    /// fit in one shard, else split by one more letter, and again, as far as each shard fits or its key has
    /// ``keyLimit`` letters. A shard also names the sizes of the postings shards its words are in, so the script
    /// can keep a query within its budget.
    ///
    /// The keys still to cut are held in a list, not in calls within calls: however the words are made, the
    /// work is one pass over them for each of at most ``keyLimit`` letters.
    private static func dictionary(
        words: [[Unicode.Scalar]], items: [String], shardOf: [Int], sizes: [Int]
    ) -> (shards: [Shard], keys: [String], split: [String]) {
        var shards: [Shard] = []
        var keys: [String] = []
        var split: [String] = []
        func emit(_ key: String, _ positions: Range<Int>) {
            guard !positions.isEmpty else { return }
            var referenced: [Int] = []
            for position in positions where referenced.last != shardOf[position] {
                referenced.append(shardOf[position])
            }
            let sizesText = referenced.map { String($0, radix: 36) + ":" + String(sizes[$0], radix: 36) }
            let name = "w/" + fileName(key)
            let data =
                "[" + JSONText.quote(positions.map { items[$0] }.joined(separator: " ")) + ","
                + JSONText.quote(sizesText.joined(separator: " ")) + "]"
            shards.append(Shard(name: name, bytes: script(name, data)))
            keys.append(key)
        }
        // Each key to cut, as its length and the run of the sorted words that begin with it (the key is the
        // first letters of any of them), so the runs of each longer key are runs of it. Last in, first out,
        // the children pushed in reverse: the keys are emitted in order.
        var pending: [(length: Int, positions: Range<Int>)] = [(0, words.indices)]
        while let (length, positions) = pending.popLast() {
            guard let first = positions.first else { continue }
            let key = words[first].prefix(length)
            let keyText = text(key)
            let bytes = positions.reduce(0) { $0 + items[$1].utf8.count + 1 }
            if bytes <= dictionaryLimit || length >= keyLimit {
                emit(keyText, positions)
                continue
            }
            split.append(keyText)
            let exactEnd = positions.first { words[$0].count > length } ?? positions.upperBound
            emit(keyText, positions.lowerBound..<exactEnd)
            var children: [(length: Int, positions: Range<Int>)] = []
            var start = exactEnd
            while start < positions.upperBound {
                let child = words[start].prefix(length + 1)
                let end =
                    (start..<positions.upperBound).first { !words[$0].starts(with: child) } ?? positions.upperBound
                children.append((length + 1, start..<end))
                start = end
            }
            pending += children.reversed()
        }
        return (shards, keys, split.sorted())
    }

    /// A word's postings (`entry << 2 | tier`, in any order) as the script reads them: in order of entry, each
    /// `(gap - 1) * 4 + tier`, where the gap is from the entry before (from -1 for the first), written in base
    /// 32 with the last digit from `0`–`v` and any before it from `A`–`Z`, `w`–`z`, `+` and `/`. Past `limit`
    /// characters, the title entries are kept first, then the line's, then the first of the others.
    static func code(_ postings: [UInt32], limit: Int) -> String {
        var sorted = postings.sorted()
        var text = encode(sorted)
        guard text.utf8.count > limit else { return text }
        sorted = Array(sorted.sorted { ($0 & 3, $1 >> 2) > ($1 & 3, $0 >> 2) }.prefix(limit / 2)).sorted()
        text = encode(sorted)
        while text.utf8.count > limit {
            sorted = Array(sorted.prefix(sorted.count * 9 / 10))
            text = encode(sorted)
        }
        return text
    }

    private static let lastDigits = Array("0123456789abcdefghijklmnopqrstuv".utf8)
    private static let leadingDigits = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZwxyz+/".utf8)

    private static func encode(_ sorted: [UInt32]) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(sorted.count * 2)
        var previous: Int64 = -1
        var digits: [UInt8] = []
        for posting in sorted {
            let entry = Int64(posting >> 2)
            var value = UInt64(entry - previous - 1) * 4 + UInt64(posting & 3)
            previous = entry
            digits.removeAll(keepingCapacity: true)
            digits.append(lastDigits[Int(value & 31)])
            value >>= 5
            while value > 0 {
                digits.append(leadingDigits[Int(value & 31)])
                value >>= 5
            }
            bytes += digits.reversed()
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A shard's script: `itinesharySearchShard("w/_", data);`.
    static func script(_ name: String, _ data: String) -> [UInt8] {
        Array(("itinesharySearchShard(" + JSONText.quote(name) + ", " + data + ");\n").utf8)
    }

    /// Entries shard `number`, of `lines`.
    static func block(_ number: Int, _ lines: [String]) -> Shard {
        let name = "e/" + String(number)
        return Shard(name: name, bytes: script(name, "[\n" + lines.joined(separator: ",\n") + "\n]"))
    }

    /// One entry as an entries shard holds it: `[title, kind, folder, text]`.
    static func line(_ entry: SearchEntry) -> String {
        "[" + JSONText.quote(entry.title) + "," + String(entry.kind.rawValue) + ","
            + JSONText.quote(SitePaths.encode(entry.folder)) + "," + JSONText.quote(entry.text) + "]"
    }
}
