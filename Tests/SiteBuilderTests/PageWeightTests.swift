import Foundation
import Testing

@testable import SiteBuilder
@testable import SiteSearch
@testable import SiteViews

/// Pages stay light however large the site: the search index is cut into shards loaded on demand, and
/// the listings are split by year and by country.
///
/// Its builds run one at a time: each uses every core already, and other suites time their work.
@Suite(.serialized) struct PageWeightTests {
    private static func entry(
        _ title: String, _ kind: SearchEntry.Kind, _ folder: String, _ text: String, _ keywords: String
    )
        -> SearchEntry
    {
        SearchEntry(title: title, kind: kind, folder: folder, text: text, keywords: keywords)
    }

    /// The index a build makes, its entries prepared on every core, is the one made entry by entry.
    @Test func theIndexMadeOnEveryCoreIsTheIndexMadeInOrder() async {
        let words = ["lisbon", "porto", "café", "lírio", "rua", "cais", "sol", "東京", "praça", "alfama"]
        let entries = (0..<2_000).map { number in
            Self.entry(
                "\(words[number % words.count].capitalized) \(words[number / 7 % words.count]) \(number)",
                SearchEntry.Kind(rawValue: number % 3)!, "cities/pt/place-\(number)/", "Text \(number)",
                "\(words[number / 3 % words.count]) tag\(number % 40)")
        }
        let made = await SearchIndex.made(entries: entries)
        let ordered = SearchIndex(entries: entries)
        #expect(made.shards.count > 2_000 / SearchIndex.blockSize + 1)
        #expect(made.shards.map(\.name) == ordered.shards.map(\.name))
        #expect(made.shards.map(\.bytes) == ordered.shards.map(\.bytes))
        #expect(made.dictionary == ordered.dictionary && made.split == ordered.split)
    }

    private static let threeEntries = [
        entry("Lisbon", .city, "cities/pt/lisbon/", "7 recommendations", "PT Lisboa"),
        SearchEntry(
            title: "Café Lírio", kind: .recommendation, folder: "cities/pt/porto/café-lírio/", text: "Porto · coffee",
            keywords: "Rua 12", body: "Lisbon's best coffee, said Ana."),
        entry("A week in Porto", .trip, "trips/porto/", "Apr 8 – 15, 2027", "Porto Ana"),
    ]

    private static func text(_ index: SearchIndex, _ name: String) -> String {
        String(decoding: index.shards.first { $0.name == name }?.bytes ?? [], as: UTF8.self)
    }

    /// A small site's index is one dictionary shard, one postings shard and its entries: each word is found in
    /// every entry that has it, in the title (3 for its first word, 2), the line shown (1) or the body (0).
    @Test func aSmallIndexIsTheDictionaryThePostingsAndTheEntries() {
        let index = SearchIndex(entries: Self.threeEntries)
        #expect(index.shards.map(\.name) == ["e/0", "p/0", "w/_"])
        #expect(index.dictionary == [""] && index.split == [])
        #expect(index.shards.first?.path == "search/shards/e/0.js")
        #expect(
            Self.text(index, "e/0") == """
                itinesharySearchShard("e/0", [
                ["Lisbon",1,"cities/pt/lisbon/","7 recommendations"],
                ["Café Lírio",2,"cities/pt/porto/caf%C3%A9-l%C3%ADrio/","Porto · coffee"],
                ["A week in Porto",0,"trips/porto/","Apr 8 – 15, 2027"]
                ]);

                """)
        // Each is (gap - 1) * 4 + tier. "lisbon": entry 0's title's first word (3), entry 1's body (0). "porto":
        // entry 1's line (1 * 4 + 1), entry 2's title (2). "café": entry 1's title's first word (1 * 4 + 3).
        // Words of one letter or digit ("a", "7") are not indexed.
        #expect(
            Self.text(index, "p/0") == """
                itinesharySearchShard("p/0", {
                "12":"5",
                "15":"9",
                "2027":"9",
                "ana":"41",
                "apr":"9",
                "best":"4",
                "cafe":"7",
                "coffee":"5",
                "in":"a",
                "lirio":"6",
                "lisboa":"1",
                "lisbon":"30",
                "porto":"52",
                "pt":"1",
                "recommendations":"1",
                "rua":"5",
                "said":"4",
                "week":"a"
                });

                """)
    }

    /// A word's entries are written in order, each its gap from the one before and its tier in base 32; past
    /// the limit, the title entries are kept first.
    @Test func postingsAreGapsAndTiersAndAWordInTooManyKeepsItsTitlesFirst() {
        // Entry 0 in the title (2), entry 1 in the body (0), entry 40 in the line: 38 * 4 + 1 = 153 = 4 * 32 + 25.
        #expect(SearchIndex.code([40 << 2 | 1, 0 << 2 | 2, 1 << 2 | 0], limit: 100) == "20Ep")
        let many = (0..<1_000).map { UInt32($0) << 2 } + [UInt32(5_000) << 2 | 3]
        let cut = SearchIndex.code(many, limit: 200)
        #expect(cut.utf8.count <= 200 && cut.hasPrefix("000"))
        #expect((0...1_000).contains { SearchIndex.code(Array(many.prefix($0)) + [many.last!], limit: .max) == cut })
    }

    /// An entry's words are each indexed once, at the best place the entry has it.
    @Test func anEntrysWordsAreIndexedAtTheBestPlaceItHasThem() {
        let words = SearchIndex.Prepared.words(of: Self.threeEntries[1]).map {
            (SearchIndex.text($0.word[...]), $0.tier)
        }
        #expect(words.map(\.0) == ["cafe", "lirio", "porto", "coffee", "rua", "12", "lisbon", "best", "said", "ana"])
        #expect(
            words.map(\.1) == [.titleStart, .title, .line, .line, .line, .line, .body, .body, .body, .body])
    }

    @Test(arguments: [
        ("li", "li"), ("東京", "_6771__4eac_"), ("ña", "_f1_a"), ("a1", "a1"), ("", "_"),
    ])
    func shardFileNamesAreASCII(key: String, name: String) {
        #expect(SearchIndex.fileName(key) == name)
    }

    @Test func textIsFoldedAsTheScriptFoldsIt() {
        #expect(SearchIndex.fold("Ação São JOSÉ İstanbul") == "acao sao jose istanbul")
        #expect(SearchIndex.fold("Porto's CAFE [No. 7] @ Rua_Z") == "porto's cafe [no. 7] @ rua_z")
        #expect(
            SearchIndex.words("Porto's CAFE [No.7]@Rua_Z {x}").map { String(String.UnicodeScalarView($0)) }
                == ["Porto", "s", "CAFE", "No", "7", "Rua", "Z", "x"])
        #expect(
            SearchIndex.words("l'île-de-france 2027 東京").map { String(String.UnicodeScalarView($0)) }
                == ["l", "île", "de", "france", "2027", "東京"])
        // A word's text, made from its bytes when it is ASCII: the scalars exactly, decomposed marks kept apart.
        for word in SearchIndex.words(SearchIndex.fold("Porto l'île 東京 Ñandú CAFE 2027") + " e\u{301}") {
            let text = SearchIndex.text(word[...])
            #expect(Array(text.unicodeScalars) == word)
            #expect(SearchIndex.text(word.prefix(2)).unicodeScalars.elementsEqual(word.prefix(2)))
        }
    }

    private static func main(_ html: String?) -> String {
        guard let html, let start = html.range(of: "<main id=\"main\">\n"), let end = html.range(of: "\n</main>")
        else { return "" }
        return String(html[start.upperBound..<end.lowerBound])
    }

    @Test func theSampleSiteListsTripsByYearAndCitiesByCountry() async throws {
        let files = try await BuildFixture.sample().files.mapValues { String(decoding: $0, as: UTF8.self) }
        #expect(
            Self.main(files["years/2026/index.html"]).hasPrefix("<h1>Trips in 2026</h1>\n<ul class=\"cards\">\n"))
        #expect(
            Self.main(files["years/2026/index.html"]).hasSuffix(
                """
                <nav class="year-nav" aria-label="Years">
                <ul class="year-links">
                <li><a href="../../years/2027/index.html">2027</a> <span class="muted">· 1 trip</span></li>
                <li><a href="../../years/2026/index.html" aria-current="page">2026</a> <span class="muted">· 1 trip</span></li>
                </ul>
                </nav>

                """))
        #expect(
            files["years/2027/index.html"]?.contains(
                "<a href=\"../../trips/lisbon-and-porto-in-spring/index.html\">Lisbon and Porto in spring</a>") == true)
        // Portugal: its cities, each with its photo (Lisbon's own) and what it has.
        let portugal = Self.main(files["cities/pt/index.html"])
        #expect(portugal.hasPrefix(#"<header class="page-header">"# + "\n"))
        #expect(portugal.contains("<h1>Portugal</h1>"))
        let cards = [
            #"<h3 class="card-title"><a href="../../cities/pt/lisbon/index.html">Lisbon</a></h3>"#,
            #"<p class="card-meta"><span class="fact">1 trip</span> <span class="fact">7 recommendations</span> </p>"#,
            "</li>", #"<li class="card city-card">"#,
            #"<h3 class="card-title"><a href="../../cities/pt/porto/index.html">Porto</a></h3>"#,
            #"<p class="card-meta"><span class="fact">1 trip</span> <span class="fact">6 recommendations</span> </p>"#,
            "</li>", "</ul>", "</section>",
        ]
        #expect(portugal.contains(cards.joined(separator: "\n")))
        #expect(
            files["index.html"]?.contains(
                """
                <h2 id="years-heading">Trips by year</h2>
                <ul class="year-links">
                <li><a href="years/2027/index.html">2027</a> <span class="muted">· 1 trip</span></li>
                <li><a href="years/2026/index.html">2026</a> <span class="muted">· 1 trip</span></li>
                </ul>
                """) == true)
        #expect(
            files["cities/index.html"]?.contains(
                "<h2><a href=\"../cities/pt/index.html\">Portugal</a> <span class=\"muted\">· 2 cities</span></h2>")
                == true)
        let search = Self.main(files["search/index.html"])
        #expect(
            search.contains(
                """
                <form class="search-form" role="search" hidden data-shards="../search/shards/" data-root="../" data-words="_" data-split="" data-block="8" data-word-limit="32" data-kinds="Trip|City|Recommendation" data-result-one="{n} result" data-result-other="{n} results">
                """))
        #expect(
            search.hasSuffix(
                """
                <ul class="search-results plain"></ul>
                <section class="browse" aria-labelledby="browse-heading">
                <h2 id="browse-heading">Browse</h2>
                <h3>Trips by year</h3>
                <ul class="year-links">
                <li><a href="../years/2027/index.html">2027</a> <span class="muted">· 1 trip</span></li>
                <li><a href="../years/2026/index.html">2026</a> <span class="muted">· 1 trip</span></li>
                </ul>
                <h3>Cities by country</h3>
                <ul class="year-links">
                <li><a href="../cities/jp/index.html">Japan</a> <span class="muted">· 2 cities</span></li>
                <li><a href="../cities/no/index.html">Norway</a> <span class="muted">· 2 cities</span></li>
                <li><a href="../cities/pt/index.html">Portugal</a> <span class="muted">· 2 cities</span></li>
                </ul>
                </section>

                """))
        #expect(files["search/index.json"] == nil)
        #expect(files["search/shards/w/_.js"]?.hasPrefix("itinesharySearchShard(\"w/_\", [\"") == true)
        #expect(files["sitemap.xml"] == nil || files["sitemap.xml"]?.contains("years/2027/") == true)
    }

    /// A city with a page of its own and no recommendation is listed under its country, so a link leads to
    /// it from the home page (through the list of cities).
    @Test func aCityWithItsOwnPageAndNoRecommendationIsListedUnderItsCountry() async throws {
        let folder = try BuildFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let content = folder.appendingPathComponent("Content")
        try FileManager.default.createDirectory(
            at: content.appendingPathComponent("cities"), withIntermediateDirectories: true)
        try Data("title: Small\nlanguage: en\n".utf8).write(to: content.appendingPathComponent("site.yml"))
        try Data("---\nname: Girona\ncountry: ES\n---\n\nOld town.\n".utf8)
            .write(to: content.appendingPathComponent("cities/girona.md"))
        _ = try await BuildFixture.build(content: content, output: folder.appendingPathComponent("site"))
        let files = try BuildFixture.files(in: folder.appendingPathComponent("site"))
            .mapValues { String(decoding: $0, as: UTF8.self) }
        #expect(
            files["cities/index.html"]?.contains(
                "<h2><a href=\"../cities/es/index.html\">Spain</a> <span class=\"muted\">· 1 city</span></h2>") == true)
        // Its own page makes Girona a listed city of Spain, with nothing to count: no "0 recommendations".
        let spain = Self.main(files["cities/es/index.html"])
        #expect(spain.contains("<h1>Spain</h1>"))
        let girona = [
            #"<ul class="cards cards-grid">"#, #"<li class="card city-card">"#,
            #"<h3 class="card-title"><a href="../../cities/es/girona/index.html">Girona</a></h3>"#, "</li>", "</ul>",
        ]
        #expect(spain.contains(girona.joined(separator: "\n")))
        #expect(!spain.contains("recommendation"))
    }

    /// A site of thousands of recommendations and hundreds of trips, made here: no page passes 300 KB, no
    /// shard passes its limit, and the home page lists a dozen trips of each kind, not all of them.
    @Test func aLargeSiteHasNoHeavyPage() async throws {
        let folder = try BuildFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let content = folder.appendingPathComponent("Content")
        let output = folder.appendingPathComponent("site")
        func write(_ path: String, _ text: String) throws {
            let url = content.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        try write("site.yml", "title: Large\nlanguage: en\n")
        let cities = [
            ("Lisbon", "PT"), ("Porto", "PT"), ("Paris", "FR"), ("Berlin", "DE"), ("Madrid", "ES"), ("Rome", "IT"),
            ("London", "GB"), ("Amsterdam", "NL"), ("Vienna", "AT"), ("Prague", "CZ"), ("Oslo", "NO"),
            ("Kyoto", "JP"), ("Tokyo", "JP"), ("Dublin", "IE"), ("Athens", "GR"),
        ]
        let words = [
            "Museum", "Garden", "Market", "Tavern", "Bakery", "Gallery", "Bridge", "Harbour", "Castle", "Tower",
        ]
        for (index, (city, country)) in cities.enumerated() {
            for number in 0..<200 {
                let name = "\(words[number % 10]) \(words[(number / 10) % 10]) \(city) \(number)"
                try write(
                    "recommendations/\(country.lowercased())/\(city.lowercased())/place-\(index)-\(number).md",
                    "---\nname: \"\(name)\"\ncity: \"\(city)\"\ncountry: \"\(country)\"\nfeatures: [\"sight\"]\n"
                        + "tags: [\"\(words[(number + 3) % 10].lowercased())\", \"old town\"]\n"
                        + "address: \"\(number) \(words[number % 7]) Street\"\n---\n\nA place worth the walk.\n")
            }
        }
        for number in 0..<600 {
            let (city, _) = cities[number % cities.count]
            let month = number % 12 + 1
            try write(
                "trips/trip-\(number).md",
                "---\ntitle: \"Trip \(number) to \(city)\"\nstart: \"\(2024 + number % 3)-\(month < 10 ? "0" : "")\(month)-03\"\n"
                    + "end: \"\(2024 + number % 3)-\(month < 10 ? "0" : "")\(month)-09\"\nsummary: \"A week in \(city).\"\n---\n\nNotes.\n"
            )
        }
        _ = try await BuildFixture.build(content: content, output: output)
        let files = try BuildFixture.files(in: output)
        let pages = files.filter { $0.key.hasSuffix(".html") }
        #expect(pages.count > 3_600)
        let heavy = pages.filter { $0.value.count > 300_000 }.map { "\($0.key): \($0.value.count) bytes" }
        #expect(heavy == [])
        let shards = files.filter { $0.key.hasPrefix("search/shards/") }
        #expect(shards.count > 20)
        let over = shards.filter { $0.value.count > SearchIndex.dictionaryLimit + 64 }.map(\.key)
        #expect(over == [])
        #expect((files["search/index.html"]?.count ?? .max) < 20_000)
        let home = String(decoding: files["index.html"] ?? Data(), as: UTF8.self)
        #expect(home.components(separatedBy: "class=\"card trip-card\"").count - 1 == 2 * HomePage.tripLimit)
        for year in 2024...2026 {
            let page = String(decoding: files["years/\(year)/index.html"] ?? Data(), as: UTF8.self)
            #expect(page.components(separatedBy: "class=\"card trip-card\"").count - 1 == 200)
            #expect(home.contains("<a href=\"years/\(year)/index.html\">\(year)</a>"))
        }
    }
}
