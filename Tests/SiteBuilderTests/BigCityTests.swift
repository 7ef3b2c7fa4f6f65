import Foundation
import Testing

/// A city of 1,500 recommendations (Vienna's Wikivoyage listings are more) is split into pages of its features:
/// no page is heavy, every recommendation is listed on one of them, and the city's own page still maps and
/// filters the whole city.
@Suite struct BigCityTests {
    static let features = ["sight", "museum", "coffee", "lunch", "dinner", "drinks", "shopping"]

    /// A site of one city with `count` recommendations.
    static func content(in folder: URL, count: Int) throws -> URL {
        let content = folder.appendingPathComponent("Content")
        try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
        try "title: Big city\n".write(to: content.appendingPathComponent("site.yml"), atomically: true, encoding: .utf8)
        try addVienna(to: content, count: count)
        return content
    }

    /// `count` recommendations in Vienna, each with notes, an address and a place in the city; two in three have
    /// `museum` as their first feature.
    static func addVienna(to content: URL, count: Int) throws {
        let recommendations = content.appendingPathComponent("recommendations/at/vienna")
        try FileManager.default.createDirectory(at: recommendations, withIntermediateDirectories: true)
        for number in 1...count {
            // Most first features are one: its pages are many.
            let others = features.filter { $0 != "museum" }
            let first = number % 3 == 0 ? others[number / 3 % others.count] : "museum"
            let latitude = 48.16 + Double(number % 97) * 0.001
            let longitude = 16.30 + Double(number % 89) * 0.0015
            try """
            ---
            name: Kaffeehaus Nummer \(number)
            city: Vienna
            country: AT
            features: [\(first), \(features[(number + 1) % features.count])]
            address: Wiedner Hauptstraße \(number), 1040 Wien
            location: [\(latitude), \(longitude)]
            price: €€
            ---

            A long-standing place with a garden, a newspaper rack and a cake counter worth the walk.
            """.write(
                to: recommendations.appendingPathComponent("place-\(number).md"), atomically: true, encoding: .utf8)
        }
    }

    @Test func aBigCitysPagesStayLightAndListEveryRecommendation() async throws {
        let folder = try BuildFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let count = 1_500
        let output = folder.appendingPathComponent("site")
        _ = try await BuildFixture.build(content: try Self.content(in: folder, count: count), output: output)
        let pages = try BuildFixture.files(in: output).filter { $0.key.hasSuffix(".html") }
        for (path, bytes) in pages.sorted(by: { $0.key < $1.key }) {
            #expect(bytes.count <= 300_000, "\(path) is \(bytes.count) bytes")
        }
        let city = "cities/at/vienna/"
        let cityIntros = pages.filter { path, _ in
            path == city + "index.html" || path.hasPrefix(city + "features/")
        }.mapValues { String(decoding: $0, as: UTF8.self) }
        #expect(cityIntros.count > 20)
        // The folder of every page the city's pages link to.
        let linked = Set(
            cityIntros.values.flatMap { html in
                html.components(separatedBy: "href=\"").dropFirst().compactMap {
                    $0.split(separator: "\"", maxSplits: 1).first?.split(separator: "/").dropLast().last
                }
            })
        let unlisted = (1...count).filter { !linked.contains("place-\($0)") }
        #expect(unlisted.isEmpty, "not listed on a city page: \(unlisted.prefix(5))")

        // The city's own page: every feature filtered and linked, the map over every recommendation.
        let main = try #require(cityIntros[city + "index.html"])
        for feature in Self.features {
            #expect(main.contains("<input type=\"checkbox\" name=\"feature\" value=\"\(feature)\" checked>"))
            #expect(main.contains("cities/at/vienna/features/\(feature)/index.html\">\(feature.capitalized)</a>"))
        }
        #expect(main.contains("<path class=\"map-dots\" d=\"M") && !main.contains("class=\"map-number\""))
        #expect(main.contains("All 1000 recommendations under Museum"))
        // The museum's pages: 1,000 recommendations, 30 a page, linked in order, each numbering its own on the map
        // over the others' dots.
        let second = try #require(cityIntros[city + "features/museum/2/index.html"])
        #expect(second.contains("<h1 id=\"city-title\">Vienna: museum</h1>"))
        #expect(second.contains("/cities/at/vienna/features/museum/index.html\" rel=\"prev\">Previous</a>"))
        #expect(second.contains("/cities/at/vienna/features/museum/3/index.html\" rel=\"next\">Next</a>"))
        #expect(second.contains("<path class=\"map-dots\" d=\"M"))
        #expect(second.contains("aria-label=\"30. Kaffeehaus Nummer "))
        #expect(!second.contains("aria-label=\"31. "))
        #expect(cityIntros[city + "features/museum/34/index.html"] != nil)
        #expect(cityIntros[city + "features/museum/35/index.html"] == nil)
    }
}
