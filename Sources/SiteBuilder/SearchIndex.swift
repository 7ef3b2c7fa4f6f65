import Foundation
import TextEscaping

/// The search index, cut into small script files that the search page loads one at a time, as a query
/// needs them: a query's first word names the one shard that can hold its results, and its other words
/// filter that shard. Shards are scripts (not fetched data) so search works from `file://` too.
///
/// Each indexed word (of a title or the keywords; words of digits alone are not indexed) puts its entry in
/// the shard of its first letters, folded as `site.js` folds them (accents dropped, lower case). The index
/// starts as one shard, the root, whose key is empty: a site of a few dozen pages has one file to write and
/// to load. A shard that would pass `shardLimit` bytes is split by one more letter, again and again; the
/// words that are no longer than a split shard's key stay in it, and when even those pass the limit the word
/// is common (`in`, `the`): its shard holds the first entries that fit, and the script picks the query's
/// next word, or the common word's shard when the query has nothing else. The search page
/// names the split shards and the common words, so the script finds a word's shard without asking.
struct SearchIndex: Sendable {
    /// The folder of the shards.
    static let folder = "search/shards/"
    /// The most bytes of entries a shard holds, unless one entry alone is longer; its file adds the call
    /// around them (`itinesharySearchShard("key", [` … `]);`).
    static let shardLimit = 48_000

    /// One shard: its key (folded letters) and the bytes of its file.
    struct Shard: Sendable {
        let key: String
        let bytes: [UInt8]

        /// Its file, from the output root.
        var path: String { SearchIndex.folder + SearchIndex.fileName(key) + ".js" }
    }

    /// How many entries it was made from (not the entries: a large site's are tens of megabytes, and the shards
    /// hold what a page needs of them).
    let entryCount: Int
    /// Every shard, by key.
    let shards: [Shard]
    /// The keys of the shards split into longer ones, by key.
    let split: [String]
    /// The words whose shards hold only the first of their entries, by key.
    let common: [String]

    /// The most bytes of entries' lines kept while the shards are made. A site's lines up to this are each made
    /// once; past it (a large site's are tens of megabytes), a shard makes again the lines it holds that were
    /// not kept, and common words' shards hold only a few.
    static let keptLineBytes = 8 << 20

    /// What the index needs of a run of entries, made on its own: each one's line, and its words.
    struct Prepared: Sendable {
        var lines: [String] = []
        var words: [[[Unicode.Scalar]]] = []

        init(_ entries: some Sequence<SearchEntry>) {
            for entry in entries {
                lines.append(SearchIndex.line(entry))
                words.append(Self.words(of: entry))
            }
        }

        /// The words that put `entry` in shards, each once, in order.
        static func words(of entry: SearchEntry) -> [[Unicode.Scalar]] {
            // Told apart by their scalars, without making a String of each: words that differ only in a way
            // String comparison ignores both put the entry in the same shard, which holds each entry once anyway.
            var seen = Set<[Unicode.Scalar]>()
            var words: [[Unicode.Scalar]] = []
            for word in SearchIndex.words(SearchIndex.fold(entry.title + " " + entry.keywords))
            where SearchIndex.isIndexed(word) && seen.insert(word).inserted {
                words.append(word)
            }
            return words
        }
    }

    /// The index of `entries`, each prepared on whichever core is free (``init(entries:shardLimit:)``), their
    /// lines kept up to `keptLineBytes`.
    static func made<Entries: RandomAccessCollection<SearchEntry> & Sendable>(
        entries: Entries, shardLimit: Int = SearchIndex.shardLimit, keptLineBytes: Int = SearchIndex.keptLineBytes
    ) async -> SearchIndex where Entries.Index == Int {
        let chunk = 512
        let chunkCount = (entries.count + chunk - 1) / chunk
        var postings = Postings(entryCount: entries.count, keptLineBytes: keptLineBytes)
        await withTaskGroup(of: (Int, Prepared).self) { group in
            // A few chunks at a time, each taken into the postings as it comes: a large site's words are never
            // all held as arrays at once.
            func addChunk(_ index: Int) {
                let slice = entries[(index * chunk)..<min(entries.count, (index + 1) * chunk)]
                group.addTask { (index * chunk, Prepared(slice)) }
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
        let finished = postings
        return await made(finished, shardLimit: shardLimit) { finished.line($0) ?? Self.line(entries[$0]) }
    }

    init<Entries: RandomAccessCollection<SearchEntry>>(entries: Entries, shardLimit: Int = SearchIndex.shardLimit) {
        var postings = Postings(entryCount: entries.count, keptLineBytes: SearchIndex.keptLineBytes)
        postings.add(Prepared(entries), from: 0)
        self.init(postings: postings, shardLimit: shardLimit) {
            postings.line($0) ?? Self.line(entries[entries.index(entries.startIndex, offsetBy: $0)])
        }
    }

    /// The index of `entries` whose shards and lists were made before: one read back from the output's store.
    init(entryCount: Int, shards: [Shard], split: [String], common: [String]) {
        self.entryCount = entryCount
        self.shards = shards
        self.split = split
        self.common = common
    }

    /// Every entry's line length (and line, up to a number of bytes), and which entries each word is in, by the
    /// word's first two letters. Each distinct word is kept once and named by its number, so a posting is two
    /// small numbers.
    struct Postings {
        /// The length in bytes of each entry's line, in order.
        var lengths: [Int32]
        /// Each entry's line while their bytes are within `keptLineBytes`, taken in a run of entries at a time; an
        /// empty string for a line not kept (a line is never empty).
        private var lines: [String]
        private var keptBytes = 0
        private let keptLineBytes: Int
        /// Every distinct word, by number.
        var words: [[Unicode.Scalar]] = []
        private var numbers: [[Unicode.Scalar]: Int32] = [:]
        /// The postings of each two-letter key, in the order their chunks were taken in: a shard sorts its
        /// entries, so the order does not change the index.
        var byKey: [String: [Posting]] = [:]

        init(entryCount: Int, keptLineBytes: Int) {
            self.keptLineBytes = keptLineBytes
            lengths = Array(repeating: 0, count: entryCount)
            lines = Array(repeating: "", count: entryCount)
        }

        /// Entry `index`'s line, when it was kept.
        func line(_ index: Int) -> String? { lines[index].isEmpty ? nil : lines[index] }

        /// Takes in `prepared`, the entries from `start` on.
        mutating func add(_ prepared: Prepared, from start: Int) {
            var bytes = 0
            for (offset, line) in prepared.lines.enumerated() {
                lengths[start + offset] = Int32(clamping: line.utf8.count)
                bytes += line.utf8.count
            }
            if keptBytes + bytes <= keptLineBytes {
                keptBytes += bytes
                for (offset, line) in prepared.lines.enumerated() { lines[start + offset] = line }
            }
            for (offset, entryWords) in prepared.words.enumerated() {
                for word in entryWords {
                    let number: Int32
                    if let known = numbers[word] {
                        number = known
                    } else {
                        number = Int32(words.count)
                        numbers[word] = number
                        words.append(word)
                    }
                    byKey[SearchIndex.text(word.prefix(1)), default: []].append(
                        Posting(entry: Int32(start + offset), word: number))
                }
            }
        }
    }

    /// One word of one entry.
    struct Posting {
        let entry: Int32
        let word: Int32
    }

    /// The index of the entries `postings` took in; `line` makes entry `index`'s line again for a shard.
    private init(postings: Postings, shardLimit: Int, line: (Int) -> String) {
        if let root = Self.root(of: postings, shardLimit: shardLimit, line: line) {
            self.init(entryCount: postings.lengths.count, parts: [root])
            return
        }
        let part = Self.part(postings.byKey.keys.sorted(), of: postings, shardLimit: shardLimit, line: line)
        self.init(entryCount: postings.lengths.count, parts: [Part(split: [""]), part])
    }

    /// The root shard alone, holding every entry that has a word, when they fit in one shard; `nil` when they do
    /// not, and the root is split by first letter.
    private static func root(of postings: Postings, shardLimit: Int, line: (Int) -> String) -> Part? {
        var indexed = Set<Int32>()
        var size = 0
        for list in postings.byKey.values {
            for posting in list where indexed.insert(posting.entry).inserted {
                size += Int(postings.lengths[Int(posting.entry)]) + 2
                if size > shardLimit { return nil }
            }
        }
        let entries = indexed.map(Int.init).sorted()
        var root = Part()
        if !entries.isEmpty { root.shards = [Shard(key: "", bytes: script(key: "", lines: entries.map(line)))] }
        return root
    }

    /// The index of the entries `postings` took in, its shards made on every core: the keys are dealt out in
    /// turn, and the index is the same whichever core made which shard.
    private static func made(
        _ postings: Postings, shardLimit: Int, line: @escaping @Sendable (Int) -> String
    ) async -> SearchIndex {
        if let root = root(of: postings, shardLimit: shardLimit, line: line) {
            return SearchIndex(entryCount: postings.lengths.count, parts: [root])
        }
        let keys = postings.byKey.keys.sorted()
        let workers = min(max(1, ProcessInfo.processInfo.activeProcessorCount), max(1, keys.count))
        let parts = await withTaskGroup(of: Part.self) { group in
            for worker in 0..<workers {
                group.addTask {
                    Self.part(
                        stride(from: worker, to: keys.count, by: workers).map { keys[$0] }, of: postings,
                        shardLimit: shardLimit, line: line)
                }
            }
            return await group.reduce(into: [Part(split: [""])]) { $0.append($1) }
        }
        return SearchIndex(entryCount: postings.lengths.count, parts: parts)
    }

    /// The shards, split keys and common words made from some of the one-letter keys.
    private struct Part: Sendable {
        var shards: [Shard] = []
        var split: [String] = []
        var common: [String] = []
    }

    /// The index of the parts made from all the keys, in any order.
    private init(entryCount: Int, parts: [Part]) {
        self.entryCount = entryCount
        shards = parts.flatMap(\.shards).sorted { $0.key < $1.key }
        split = parts.flatMap(\.split).sorted()
        common = parts.flatMap(\.common).sorted()
    }

    /// The shards of the one-letter `keys` and of the longer keys they are split into.
    private static func part(
        _ keys: [String], of postings: Postings, shardLimit: Int, line: (Int) -> String
    ) -> Part {
        let words = postings.words
        var part = Part()
        // An entry's bytes in its shard: its line and the `,\n` after it.
        func size(_ indices: [Int]) -> Int { indices.reduce(0) { $0 + Int(postings.lengths[$1]) + 2 } }
        // The entries of `list`, each once, in order (chunks of entries are taken in as they are prepared).
        func unique(_ list: [Posting]) -> [Int] {
            var indices = list.map { Int($0.entry) }
            indices.sort()
            var result: [Int] = []
            for index in indices where result.last != index { result.append(index) }
            return result
        }
        func emit(_ key: String, _ indices: [Int]) {
            guard !indices.isEmpty else { return }
            part.shards.append(Shard(key: key, bytes: Self.script(key: key, lines: indices.map(line))))
        }
        func build(_ key: String, _ list: [Posting]) {
            let all = unique(list)
            let length = key.unicodeScalars.count
            if size(all) <= shardLimit {
                emit(key, all)
                return
            }
            part.split.append(key)
            let exact = unique(list.filter { words[Int($0.word)].count <= length })
            if size(exact) <= shardLimit {
                emit(key, exact)
            } else {
                // Too common to find every entry by: the shard holds the first ones that fit.
                part.common.append(key)
                var fitting: [Int] = []
                var total = 0
                for index in exact {
                    total += Int(postings.lengths[index]) + 2
                    if total > shardLimit && !fitting.isEmpty { break }
                    fitting.append(index)
                }
                emit(key, fitting)
            }
            // Grouped by word first, each word's key made once: a shard sorts its entries, so the order of the
            // postings in a group does not change the index.
            var byWord: [Int32: [Posting]] = [:]
            for posting in list where words[Int(posting.word)].count > length {
                byWord[posting.word, default: []].append(posting)
            }
            var longer: [String: [Posting]] = [:]
            for (word, postings) in byWord {
                longer[Self.text(words[Int(word)].prefix(length + 1)), default: []] += postings
            }
            for child in longer.keys.sorted() { build(child, longer[child]!) }
        }
        for key in keys { build(key, postings.byKey[key]!) }
        return part
    }

    /// Every shard's file.
    var files: [OutputFile] { shards.map { OutputFile(path: $0.path, bytes: $0.bytes) } }

    /// A shard's script: `itinesharySearchShard("li", [[title, kind, folder, text, words], …]);`, one entry a
    /// line. `kind` is 0 for a trip, 1 for a city, 2 for a recommendation; `folder` is the page's folder from
    /// the site root; `words` are the folded keywords that are not in the title.
    static func script(key: String, lines: [String]) -> [UInt8] {
        Array(
            ("itinesharySearchShard(" + JSONText.quote(key) + ", [\n" + lines.joined(separator: ",\n") + "\n]);\n").utf8
        )
    }

    /// One entry as a shard holds it.
    static func line(_ entry: SearchEntry) -> String {
        let titleWords = Set(words(fold(entry.title)).map { text($0[...]) })
        var extra: [String] = []
        for word in words(fold(entry.keywords)) {
            let keyword = text(word[...])
            if !titleWords.contains(keyword) && !extra.contains(keyword) { extra.append(keyword) }
        }
        return "[" + JSONText.quote(entry.title) + "," + String(entry.kind.rawValue) + ","
            + JSONText.quote(SitePaths.encode(entry.folder)) + "," + JSONText.quote(entry.text) + ","
            + JSONText.quote(extra.joined(separator: " ")) + "]"
    }

    /// The text of a word's scalars; a word of ASCII letters and digits, most words, made from its bytes at once.
    static func text(_ word: ArraySlice<Unicode.Scalar>) -> String {
        guard word.allSatisfy(\.isASCII) else { return String(String.UnicodeScalarView(word)) }
        return String(unsafeUninitializedCapacity: word.count) { buffer in
            for (offset, scalar) in word.enumerated() { buffer[offset] = UInt8(truncatingIfNeeded: scalar.value) }
            return word.count
        }
    }

    /// Text as `site.js` compares it: canonically decomposed, without the combining diacritical marks
    /// (U+0300–U+036F), in lower case: JavaScript's `normalize("NFD")`, the same marks dropped, `toLowerCase()`.
    static func fold(_ text: String) -> String {
        // ASCII, most text: nothing to decompose or drop, and only A–Z to lower.
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            guard text.utf8.contains(where: { $0 >= 0x41 && $0 <= 0x5A }) else { return text }
            return String(decoding: text.utf8.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }, as: UTF8.self)
        }
        var scalars = String.UnicodeScalarView()
        for scalar in text.decomposedStringWithCanonicalMapping.unicodeScalars
        where !(0x300...0x36F).contains(scalar.value) {
            scalars.append(scalar)
        }
        return String(scalars).lowercased()
    }

    /// The words of folded text: runs of letters and digits (`\p{L}` and `\p{N}`).
    static func words(_ folded: String) -> [[Unicode.Scalar]] {
        var result: [[Unicode.Scalar]] = []
        var word: [Unicode.Scalar] = []
        for scalar in folded.unicodeScalars {
            if isWordScalar(scalar) {
                word.append(scalar)
            } else if !word.isEmpty {
                result.append(word)
                word = []
            }
        }
        if !word.isEmpty { result.append(word) }
        return result
    }

    /// Whether a word picks a shard: two letters or more, not digits alone.
    static func isIndexed(_ word: [Unicode.Scalar]) -> Bool {
        word.count >= 2 && !word.allSatisfy(isDigit)
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return scalar.value >= 0x30 && scalar.value <= 0x39 }
        switch scalar.properties.generalCategory {
        case .decimalNumber, .letterNumber, .otherNumber: return true
        default: return false
        }
    }

    private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            let value = scalar.value | 0x20
            return (value >= 0x61 && value <= 0x7A) || (scalar.value >= 0x30 && scalar.value <= 0x39)
        }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
            .decimalNumber, .letterNumber, .otherNumber:
            return true
        default:
            return false
        }
    }

    /// A shard key as a file name: ASCII letters and digits as they are, any other letter as `_` and its
    /// code point in hexadecimal and `_` (`東京` is `_6771__4eac_`).
    static func fileName(_ key: String) -> String {
        // The root's: no other key's name is `_`, which an escaped letter always follows.
        if key.isEmpty { return "_" }
        var name = ""
        for scalar in key.unicodeScalars {
            switch scalar.value {
            case 0x61...0x7A, 0x30...0x39: name.unicodeScalars.append(scalar)
            default: name += "_" + String(scalar.value, radix: 16) + "_"
            }
        }
        return name
    }
}
