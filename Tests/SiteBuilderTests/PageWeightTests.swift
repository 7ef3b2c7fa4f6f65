import Foundation
import Testing

@testable import SiteBuilder

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

    /// The index a build makes, its entries prepared and its shards made on every core, is the one made entry by
    /// entry.
    @Test func theIndexMadeOnEveryCoreIsTheIndexMadeInOrder() async {
        let words = ["lisbon", "porto", "café", "lírio", "rua", "cais", "sol", "東京", "praça", "alfama"]
        let entries = (0..<2_000).map { number in
            Self.entry(
                "\(words[number % words.count].capitalized) \(words[number / 7 % words.count]) \(number)",
                SearchEntry.Kind(rawValue: number % 3)!, "cities/pt/place-\(number)/", "Text \(number)",
                "\(words[number / 3 % words.count]) tag\(number % 40)")
        }
        let made = await SearchIndex.made(entries: entries, shardLimit: 4_000)
        let ordered = SearchIndex(entries: entries, shardLimit: 4_000)
        #expect(made.shards.count > 20)
        #expect(!made.split.isEmpty && !made.common.isEmpty)
        #expect(made.shards.map(\.key) == ordered.shards.map(\.key))
        #expect(made.shards.map(\.bytes) == ordered.shards.map(\.bytes))
        #expect(made.split == ordered.split && made.common == ordered.common)
        // Past the bytes of lines it keeps, an index makes the others again for each shard: the same shards.
        let remade = await SearchIndex.made(entries: entries, shardLimit: 4_000, keptLineBytes: 50_000)
        #expect(remade.shards.map(\.key) == ordered.shards.map(\.key))
        #expect(remade.shards.map(\.bytes) == ordered.shards.map(\.bytes))
        #expect(remade.split == ordered.split && remade.common == ordered.common)
    }

    private static let threeEntries = [
        entry("Lisbon", .city, "cities/pt/lisbon/", "7 recommendations", "PT Lisboa"),
        entry("Café Lírio", .recommendation, "cities/pt/porto/café-lírio/", "Porto · coffee", "Rua 12"),
        entry("A week in Porto", .trip, "trips/porto/", "Apr 8 – 15, 2027", "Porto Ana"),
    ]

    @Test func entriesThatFitInOneShardAreTheRootShardAlone() {
        let index = SearchIndex(entries: Self.threeEntries)
        #expect(index.shards.map(\.key) == [""])
        #expect(index.split == [] && index.common == [])
        #expect(index.shards.first?.path == "search/shards/_.js")
        #expect(
            String(decoding: index.shards.first?.bytes ?? [], as: UTF8.self) == """
                itinesharySearchShard("", [
                ["Lisbon",1,"cities/pt/lisbon/","7 recommendations","pt lisboa"],
                ["Café Lírio",2,"cities/pt/porto/caf%C3%A9-l%C3%ADrio/","Porto · coffee","rua 12"],
                ["A week in Porto",0,"trips/porto/","Apr 8 – 15, 2027","ana"]
                ]);

                """)
    }

    @Test func aSplitRootHasAShardForEachFirstLetterHoldingEveryEntryWithAWordOfIt() {
        let index = SearchIndex(entries: Self.threeEntries, shardLimit: 160)
        #expect(index.split == [""] && index.common == [])
        #expect(index.shards.map(\.key) == ["a", "c", "i", "l", "p", "r", "w"])
        let l = index.shards.first { $0.key == "l" }
        #expect(l?.path == "search/shards/l.js")
        #expect(
            String(decoding: l?.bytes ?? [], as: UTF8.self) == """
                itinesharySearchShard("l", [
                ["Lisbon",1,"cities/pt/lisbon/","7 recommendations","pt lisboa"],
                ["Café Lírio",2,"cities/pt/porto/caf%C3%A9-l%C3%ADrio/","Porto · coffee","rua 12"]
                ]);

                """)
        let p = index.shards.first { $0.key == "p" }
        #expect(
            String(decoding: p?.bytes ?? [], as: UTF8.self) == """
                itinesharySearchShard("p", [
                ["Lisbon",1,"cities/pt/lisbon/","7 recommendations","pt lisboa"],
                ["A week in Porto",0,"trips/porto/","Apr 8 – 15, 2027","ana"]
                ]);

                """)
    }

    @Test func aShardOverTheLimitIsSplitByOneMoreLetterAndACommonWordKeepsItsFirstEntries() {
        let entries =
            (0..<6).map { Self.entry("Museum \($0)", .recommendation, "r/\($0)/", "", "") }
            + (0..<6).map { Self.entry("Mus\($0)ic", .recommendation, "m/\($0)/", "", "") }
        let index = SearchIndex(entries: entries, shardLimit: 150)
        #expect(index.split == ["", "m", "mu", "mus", "muse", "museu", "museum"])
        #expect(index.common == ["museum"])
        #expect(index.shards.map(\.key) == ["mus0", "mus1", "mus2", "mus3", "mus4", "mus5", "museum"])
        #expect(index.shards.allSatisfy { $0.bytes.count <= 150 + 40 })
        let museum = String(decoding: index.shards.last?.bytes ?? [], as: UTF8.self)
        #expect(
            museum == """
                itinesharySearchShard("museum", [
                ["Museum 0",2,"r/0/","",""],
                ["Museum 1",2,"r/1/","",""],
                ["Museum 2",2,"r/2/","",""],
                ["Museum 3",2,"r/3/","",""],
                ["Museum 4",2,"r/4/","",""]
                ]);

                """)
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

    @Test func aShardSplitByLongerKeysNamesEachByTheWordsItHolds() {
        // The entries are more than a shard holds: the root is split by first letters, "p" by second ones, "po"
        // by the words' third letters, and "por" by their fourth; "pł" keeps its own shard.
        let names = ["Porto", "Portimão", "Postojna", "Płock", "Pozo", "Porvoo", "Põlva"]
        let index = SearchIndex(
            entries: names.map {
                SearchEntry(title: $0, kind: .city, folder: "cities/\($0.lowercased())", text: "", keywords: "")
            }, shardLimit: 80)
        #expect(index.split == ["", "p", "po", "por"])
        #expect(index.shards.map(\.key) == ["pol", "port", "porv", "pos", "poz", "pł"])
        #expect(index.common.isEmpty)
    }

    private static func main(_ html: String?) -> String {
        guard let html, let start = html.range(of: "<main id=\"main\">\n"), let end = html.range(of: "\n</main>")
        else { return "" }
        return String(html[start.upperBound..<end.lowerBound])
    }

    @Test func theSampleSiteListsTripsByYearAndCitiesByCountry() async throws {
        let folder = try BuildFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try await BuildFixture.build(output: folder)
        let files = try BuildFixture.files(in: folder).mapValues { String(decoding: $0, as: UTF8.self) }
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
        #expect(
            Self.main(files["cities/pt/index.html"]) == """
                <h1>Portugal</h1>
                <ul class="cards cards-compact">
                <li class="card city-card">
                <h3 class="card-title"><a href="../../cities/pt/lisbon/index.html">Lisbon</a></h3>
                <p class="card-meta">7 recommendations</p>
                </li>
                <li class="card city-card">
                <h3 class="card-title"><a href="../../cities/pt/porto/index.html">Porto</a></h3>
                <p class="card-meta">6 recommendations</p>
                </li>
                </ul>

                """)
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
                <form class="search-form" role="search" hidden data-shards="../search/shards/" data-root="../" data-split="" data-common="" data-kinds="Trip|City|Recommendation" data-result-one="{n} result" data-result-other="{n} results">
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
        #expect(files["search/shards/_.js"]?.hasPrefix("itinesharySearchShard(\"\", [\n") == true)
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
        #expect(
            Self.main(files["cities/es/index.html"]) == """
                <h1>Spain</h1>
                <ul class="cards cards-compact">
                <li class="card city-card">
                <h3 class="card-title"><a href="../../cities/es/girona/index.html">Girona</a></h3>
                <p class="card-meta">0 recommendations</p>
                </li>
                </ul>

                """)
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
        let over = shards.filter { $0.value.count > SearchIndex.shardLimit + 64 }.map(\.key)
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
