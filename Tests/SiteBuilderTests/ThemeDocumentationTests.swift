import Foundation
import Gazetteer
import Mustache
import SiteBuilder
import Testing

@testable import SiteBuilder
@testable import SiteViews

/// docs/theme.md's tables of values are held to what the page structs give the theme, both ways: every
/// name a table lists exists on the sample site's pages, and every value a page gets is listed.
@Suite struct ThemeDocumentationTests {
    /// Where each table's values are found: a page kind and a path (`x[]` is every item of the list `x`).
    static let sections: [String: (kinds: Set<String>, paths: [String], frame: Bool)] = [
        "Values every page gets": (Set(PageTypes.all.map { $0.name }), [""], true),
        "Trip card": (["home"], ["upcoming[]", "past[]"], false),
        "City link": (["trip"], ["trip.destination"], false),
        "Listed city": (["trip"], ["trip.cities[]"], false),
        "City card": (["home", "country"], ["popular[]", "cities[]"], false),
        "Map": (["home", "country", "map"], ["map", "regions[].map"], false),
        "Year link": (["home", "year", "search"], ["years[]"], false),
        "Country link": (["search"], ["countries[]"], false),
        "Recommendation card": (["city"], ["city.groups[].recommendations[]"], false),
        "Image": (["trip"], ["trip.cover"], false),
        "index (the home page)": (["home"], [""], false),
        "cities (the list of cities)": (["cities"], [""], false),
        "search": (["search"], [""], false),
        "country (a country's page)": (["country"], [""], false),
        "map (the map of everything)": (["map"], [""], false),
        "year (the trips of a year)": (["year"], [""], false),
        "404": (["404"], [""], true),
        "`trip`": (["trip"], ["trip"], false),
        "`trip.flights[]`": (["trip"], ["trip.flights[]"], false),
        "`trip.stays[]` and `trip.shortlist[]`": (["trip"], ["trip.stays[]", "trip.shortlist[]"], false),
        "`trip.days[]`": (["trip"], ["trip.days[]"], false),
        "`trip.days[].items[]`": (["trip"], ["trip.days[].items[]"], false),
        "`trip.days[].visits[]`": (["trip"], ["trip.days[].visits[]"], false),
        "`trip.gallery[]`": (["trip"], ["trip.gallery[]"], false),
        "`trip.budget`": (["trip"], ["trip.budget"], false),
        "city": (["city"], ["city"], false),
        "recommendation": (["recommendation"], ["recommendation"], false),
    ]
    static let frameKeys: Set<String> = ["site", "page", "nav", "assets", "live_map", "year", "app"]

    /// Each table under a heading whose first column is `name`: the heading and the names, with
    /// `` `from`, `to` `` split into two.
    static func documentedTables() throws -> [(heading: String, names: [String])] {
        let text = try String(contentsOf: BuildFixture.root.appendingPathComponent("docs/theme.md"), encoding: .utf8)
        var tables: [(String, [String])] = []
        var heading = ""
        var inTable = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("#") {
                heading = String(line.drop { $0 == "#" }.dropFirst())
                inTable = false
            } else if line.hasPrefix("| name |") {
                tables.append((heading, []))
                inTable = true
            } else if inTable, line.hasPrefix("|") {
                guard !line.hasPrefix("|---") else { continue }
                let cell = line.split(separator: "|", omittingEmptySubsequences: false)[1]
                let names = cell.split(separator: ",").map {
                    $0.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: ["`"])
                }
                tables[tables.count - 1].1 += names
            } else {
                inTable = false
            }
        }
        return tables
    }

    /// The values at a dotted path with `[]` for every item of a list.
    static func values(at path: String, in value: TemplateValue) -> [TemplateValue] {
        guard !path.isEmpty else { return [value] }
        var current = [value]
        for part in path.split(separator: ".") {
            let name = part.hasSuffix("[]") ? String(part.dropLast(2)) : String(part)
            current = current.compactMap { value -> TemplateValue? in
                if case .dictionary(let dictionary) = value { return dictionary[name] }
                return nil
            }
            if part.hasSuffix("[]") {
                current = current.flatMap { value -> [TemplateValue] in
                    if case .array(let items) = value { return items }
                    return []
                }
            }
        }
        return current
    }

    static func keys(of value: TemplateValue) -> Set<String> {
        if case .dictionary(let dictionary) = value { return Set(dictionary.keys) }
        return []
    }

    @Test func everyDocumentedValueExistsAndEveryValueIsDocumented() async throws {
        let build = SiteBuild(
            options: BuildOptions(
                contentDirectory: BuildFixture.sampleContent, contentDisplayPath: "Content",
                templatesDirectory: BuildFixture.theme, outputDirectory: try BuildFixture.temporaryFolder(),
                now: BuildFixture.now, offline: true),
            gazetteer: .shared)
        let pages = try await build.pageDocuments().map { (page: $0.page, values: $0.document.templateValue) }
        let tables = try Self.documentedTables()
        #expect(Set(tables.map(\.heading)) == Set(Self.sections.keys))
        for (heading, names) in tables {
            guard let section = Self.sections[heading] else {
                Issue.record("docs/theme.md: no page struct is known for the table under '\(heading)'")
                continue
            }
            let instances = pages.filter { section.kinds.contains($0.page.type.name) }.flatMap { page in
                section.paths.flatMap { Self.values(at: $0, in: page.values) }
            }
            #expect(!instances.isEmpty, "\(heading): the sample site has no such value")
            // Every documented name resolves on at least one page of the sample.
            for name in names {
                let found = instances.contains { !Self.values(at: name, in: $0).isEmpty }
                #expect(found, "docs/theme.md, \(heading): '\(name)' is not a value the pages get")
            }
            // Every value given is documented: top-level keys, and the keys of any list or dictionary the
            // table opens up with `x[].y` or `x.y`.
            let documented = Set(names)
            var given = Set<String>()
            for instance in instances {
                for key in Self.keys(of: instance) where section.frame == Self.frameKeys.contains(key) {
                    given.insert(key)
                    for suffix in ["[]", ""] where names.contains(where: { $0.hasPrefix(key + suffix + ".") }) {
                        for child in Self.values(at: key + suffix, in: instance) {
                            Self.keys(of: child).forEach { given.insert(key + suffix + "." + $0) }
                        }
                    }
                }
            }
            if heading == "404" { continue }
            #expect(given.subtracting(documented).sorted() == [], "docs/theme.md, \(heading): undocumented values")
        }
    }
}
