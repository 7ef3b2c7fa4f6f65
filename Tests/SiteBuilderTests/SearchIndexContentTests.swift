import Foundation
import Testing

@testable import SiteBuilder
@testable import SiteSearch

/// What the search index holds of a page, and what any word costs it: only the words the page shows, each cut
/// to ``SearchIndex/wordLimit`` letters, in shards whose names stay short however long the words.
@Suite struct SearchIndexContentTests {
    /// A query run on a built site as `site.js` runs it: the word folded and cut to the search page's
    /// `data-word-limit` letters, its dictionary shard found through the page's `data-split` and `data-words`,
    /// its postings read there, and the folders of the entries they name.
    struct BuiltSearch {
        let files: [String: Data]
        let dictionary: Set<String>
        let split: Set<String>
        let wordLimit: Int

        init(_ files: [String: Data]) throws {
            self.files = files
            let page = String(decoding: try #require(files["search/index.html"]), as: UTF8.self)
            func attribute(_ name: String) throws -> String {
                let start = try #require(page.range(of: " data-\(name)=\"")).upperBound
                return String(page[start...].prefix { $0 != "\"" })
            }
            dictionary = Set(try attribute("words").split(separator: " ").map(String.init))
            split = Set(try attribute("split").split(separator: " ").map(String.init))
            wordLimit = try #require(Int(try attribute("word-limit")))
        }

        /// The data of shard `name`: what its script passes to `itinesharySearchShard`.
        func data(_ name: String) throws -> Any {
            let text = String(
                decoding: try #require(files["search/shards/\(name).js"], "no shard \(name)"), as: UTF8.self)
            let prefix = "itinesharySearchShard(\"\(name)\", "
            #expect(text.hasPrefix(prefix) && text.hasSuffix(");\n"))
            let json = text.dropFirst(prefix.count).dropLast(3)
            return try JSONSerialization.jsonObject(with: Data(json.utf8))
        }

        /// The folders of the entries that have `query` (one word), as a whole word.
        func folders(finding query: String) throws -> [String] {
            let word = String(String.UnicodeScalarView(SearchIndex.fold(query).unicodeScalars.prefix(wordLimit)))
            let letters = Array(word.unicodeScalars)
            var length = 0
            while length < letters.count, split.contains(SearchIndex.fileName(Self.text(letters.prefix(length)))) {
                length += 1
            }
            let key = SearchIndex.fileName(Self.text(letters.prefix(length)))
            guard dictionary.contains(key) else { return [] }
            let items = try #require((try data("w/" + key) as? [String])?.first)
            guard
                let item = items.split(separator: " ").map({ $0.split(separator: ":") }).first(where: {
                    $0.first.map(String.init) == word
                }), let shard = Int(item[2], radix: 36)
            else { return [] }
            let postings = try #require(try data("p/\(shard)") as? [String: String])
            let code = try #require(postings[word])
            var folders: [String] = []
            for entry in Self.entries(code) {
                let block = try #require(try data("e/\(entry / SearchIndex.blockSize)") as? [[Any]])
                folders.append(try #require(block[entry % SearchIndex.blockSize][2] as? String))
            }
            return folders
        }

        private static func text(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
            String(String.UnicodeScalarView(scalars))
        }

        /// The entry numbers of a postings code, as `site.js` reads them.
        static func entries(_ code: String) -> [Int] {
            let last = Array("0123456789abcdefghijklmnopqrstuv")
            let leading = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZwxyz+/")
            var entries: [Int] = []
            var entry = -1
            var value = 0
            for character in code {
                if let digit = last.firstIndex(of: character) {
                    value = value * 32 + digit
                    entry += value / 4 + 1
                    entries.append(entry)
                    value = 0
                } else {
                    value = value * 32 + (leading.firstIndex(of: character) ?? 0)
                }
            }
            return entries
        }
    }

    /// A site of the files `files` (paths under `Content/`), built and checked: the output's files, and the
    /// number of pages `check` rendered (it throws, as a build does, on an error).
    static func buildAndCheck(_ files: [String: String]) async throws -> (files: [String: Data], checked: Int) {
        let folder = try BuildFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let content = folder.appendingPathComponent("Content")
        let output = folder.appendingPathComponent("site")
        for (path, text) in files.merging(["site.yml": "title: Words\nlanguage: en\n"], uniquingKeysWith: { a, _ in a })
        {
            let url = content.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let options = BuildOptions(
            contentDirectory: content, contentDisplayPath: "Content", templatesDirectory: BuildFixture.theme,
            outputDirectory: output, now: BuildFixture.now, offline: true)
        let check = try await SiteBuild(options: options, gazetteer: .shared).check()
        #expect(check.failure == nil)
        _ = try await BuildFixture.build(content: content, output: output)
        return (try BuildFixture.files(in: output), check.pages)
    }

    static func recommendation(_ name: String, body: String) -> String {
        "---\nname: \(name)\ncity: Tokyo\ncountry: JP\nfeatures: [sight]\n---\n\n\(body)\n"
    }

    /// 400 words of 50 CJK letters that share their first 44, as one recommendation's text (62 KB): a
    /// dictionary split letter by letter would name a shard by 44 of them (269 bytes, past what a file name may
    /// have). Each is indexed as its first 32 letters, the one word they all begin with, and found by its 50.
    @Test func fourHundredLongCJKWordsBuildAndAreFound() async throws {
        let prefix = String(String.UnicodeScalarView((0..<44).map { Unicode.Scalar(0x4E00 + $0 * 37)! }))
        let words = (0..<400).map { number in
            let letters = [0x5000 + number / 20, 0x5100 + number % 20] + (0..<4).map { 0x5200 + (number + $0) % 300 }
            return prefix + String(String.UnicodeScalarView(letters.map { Unicode.Scalar($0)! }))
        }
        #expect(Set(words).count == 400 && words.allSatisfy { $0.unicodeScalars.count == 50 })
        let body = words.joined(separator: " ")
        #expect(body.utf8.count > 60_000)
        let (files, checked) = try await Self.buildAndCheck([
            "recommendations/tokyo/long-words.md": Self.recommendation("Long words", body: body)
        ])
        #expect(checked > 0)
        let shards = files.keys.filter { $0.hasPrefix("search/shards/") }
        #expect(!shards.isEmpty)
        let longest = shards.map { $0.dropFirst("search/shards/".count).utf8.count }.max() ?? 0
        #expect(longest <= 2 + 8 * SearchIndex.keyLimit + 3)
        let search = try BuiltSearch(files)
        for word in [words[0], words[199], words[399]] {
            #expect(try search.folders(finding: word) == ["cities/jp/tokyo/long-words/"])
        }
    }

    /// Two words of 26,000 letters: `check` and `build` each take the first 32 letters of each, and the index
    /// is a few small shards.
    @Test func wordsOfTwentySixThousandLettersCostTheIndexTheirFirstLetters() async throws {
        let one = String(repeating: "a", count: 25_999) + "b"
        let other = String(repeating: "a", count: 25_999) + "c"
        let (files, checked) = try await Self.buildAndCheck([
            "recommendations/tokyo/longest.md": Self.recommendation("Longest", body: one + " " + other)
        ])
        #expect(checked > 0)
        let shards = files.filter { $0.key.hasPrefix("search/shards/") }
        #expect(
            shards.keys.allSatisfy { $0.utf8.count <= "search/shards/".utf8.count + 2 + 8 * SearchIndex.keyLimit + 3 })
        #expect(shards.values.reduce(0) { $0 + $1.count } < 8_000)
        let search = try BuiltSearch(files)
        // Both are the one word of their first 32 letters: found by either, or by its first 32 letters.
        #expect(try search.folders(finding: one) == ["cities/jp/tokyo/longest/"])
        #expect(try search.folders(finding: String(repeating: "a", count: 40)) == ["cities/jp/tokyo/longest/"])
    }

    /// A word is indexed as its first ``SearchIndex/wordLimit`` letters, however long.
    @Test func aWordIsCutToItsFirstLetters() {
        let words = SearchIndex.words("ab " + String(repeating: "東", count: 26_000) + " cd")
        #expect(words.map(\.count) == [2, SearchIndex.wordLimit, 2])
    }

    /// A thousand words that share their first 20 letters (CJK, 7 bytes each in a file name): the dictionary
    /// is split down to keys of ``SearchIndex/keyLimit`` letters and no further, and every word is in the
    /// shard its key names.
    @Test func theDictionaryIsSplitNoDeeperThanItsKeyLimit() {
        let prefix = String(String.UnicodeScalarView((0..<20).map { Unicode.Scalar(0x4E00 + $0 * 41)! }))
        let entries = (0..<1_000).map { number in
            SearchEntry(
                title: "Place \(number)", kind: .recommendation, folder: "cities/jp/tokyo/place-\(number)/",
                text: "Tokyo", keywords: "",
                body: prefix
                    + String(
                        String.UnicodeScalarView((0..<12).map { Unicode.Scalar(0x6000 + (number * 12 + $0) % 4_000)! }))
            )
        }
        let index = SearchIndex(entries: entries)
        #expect(index.split.count > SearchIndex.keyLimit - 1)
        #expect(index.dictionary.allSatisfy { $0.unicodeScalars.count <= SearchIndex.keyLimit })
        let deepest = index.dictionary.max { $0.unicodeScalars.count < $1.unicodeScalars.count }
        #expect(deepest?.unicodeScalars.count == SearchIndex.keyLimit)
        #expect(
            index.shards.allSatisfy {
                $0.path.utf8.count <= SearchIndex.folder.utf8.count + 2 + 8 * SearchIndex.keyLimit + 3
            })
        let shard = index.shards.first { $0.name == "w/" + SearchIndex.fileName(deepest ?? "") }
        let text = String(decoding: shard?.bytes ?? [], as: UTF8.self)
        #expect(entries.allSatisfy { text.contains(SearchIndex.fold($0.body)) })
    }

    /// A recommendation's and a public trip's Markdown hold an HTML comment, a raw HTML block (left out with
    /// `raw_html` false), a link reference definition with a title, a processing instruction and CDATA: none of
    /// their words is in any file under `search/`, and the words the pages show are found.
    @Test func theIndexHasOnlyTheWordsThePageShows() async throws {
        let body = """
            Zqxvisible tiles on the **zqx**bold wall.

            <!-- door code zqxcomment 4711 -->

            <div class="secret">zqxrawblock</div>

            [zqxlabel]: https://example.org/zqxdestination "zqxreftitle"

            <?zqxprocessing instruction?>

            <![CDATA[ zqxcdata ]]>

            A [link](https://example.org/zqxlinkurl "zqxlinktitle") with zqxlinktext.
            """
        let trip = """
            ---
            title: Tokyo in spring
            start: 2027-04-08
            end: 2027-04-09
            destination: Tokyo, JP
            days:
              - date: 2027-04-08
                city: Tokyo
                country: JP
                visits:
                  - time: 10:00
                    place: Temple
                    notes: "Zqxvisitnote <!-- zqxvisitcomment -->"
            ---
            \(body.replacingOccurrences(of: "zqx", with: "zqy").replacingOccurrences(of: "Zqx", with: "Zqy"))

            """
        let (files, _) = try await Self.buildAndCheck([
            "recommendations/tokyo/tiles.md": Self.recommendation("Tiles", body: body), "trips/tokyo.md": trip,
        ])
        // The pages themselves show none of them.
        let pages = [
            String(decoding: files["cities/jp/tokyo/tiles/index.html"] ?? Data(), as: UTF8.self),
            String(decoding: files["trips/tokyo/index.html"] ?? Data(), as: UTF8.self),
        ]
        #expect(
            pages.allSatisfy { $0.contains("visible tiles") && !$0.contains("rawblock") && !$0.contains("reftitle") })
        let search = files.filter { $0.key.hasPrefix("search/") }.values.map { String(decoding: $0, as: UTF8.self) }
            .joined(separator: "\n")
        for hidden in [
            "comment", "4711", "door", "rawblock", "secret", "label", "destination", "reftitle", "processing",
            "instruction", "cdata", "linkurl", "linktitle", "visitcomment",
        ] {
            #expect(!search.contains("zqx" + hidden) && !search.contains("zqy" + hidden), "search/ has \(hidden)")
        }
        #expect(!search.contains("4711") && !search.contains("door") && !search.contains("instruction"))
        let built = try BuiltSearch(files)
        #expect(try built.folders(finding: "zqxvisible") == ["cities/jp/tokyo/tiles/"])
        #expect(try built.folders(finding: "zqxbold") == ["cities/jp/tokyo/tiles/"])
        #expect(try built.folders(finding: "zqxlinktext") == ["cities/jp/tokyo/tiles/"])
        #expect(try built.folders(finding: "zqyvisible") == ["trips/tokyo/"])
        #expect(try built.folders(finding: "zqxvisitnote") == ["trips/tokyo/"])
    }
}
