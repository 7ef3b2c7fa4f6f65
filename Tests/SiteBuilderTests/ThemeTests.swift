import Foundation
import Mustache
import Testing
import TravelModel

@testable import SiteBuilder
@testable import SiteTheme

/// The theme as the build uses it: strict templates, and words from its strings file.
@Suite struct ThemeTests {
    /// A copy of the default theme in a temporary folder, with some files replaced.
    static func theme(replacing files: [String: String]) throws -> URL {
        let folder = try BuildFixture.temporaryFolder().appendingPathComponent("Templates")
        try FileManager.default.copyItem(at: BuildFixture.theme, to: folder)
        for (name, text) in files {
            try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        return folder
    }

    @Test func aThemeTextFillsEachKnownNameAndLeavesTheRestAsWritten() {
        let values: KeyValuePairs<String, String> = ["n": "3", "city": "Zürich", "day": "{n}"]
        #expect("Day {n} in {city}".filling(values) == "Day 3 in Zürich")
        // Unknown or empty names stay, braces and all; a value is not filled again.
        #expect("{x} {} {day}".filling(values) == "{x} {} {n}")
        // A name runs to the first closing brace; an opening brace without one is text.
        #expect("{a{n}} {n".filling(values) == "{a{n}} {n")
        #expect("é{n}ü{n}{n}".filling(values) == "é3ü33")
        #expect("no names".filling(values) == "no names")
        #expect("{N}".filling(values) == "{N}")
        #expect("{city}".filling([:]) == "{city}")
    }

    @Test func aMisspeltNameInATemplateStopsTheBuildAtItsPosition() async throws {
        let original = try String(
            contentsOf: BuildFixture.theme.appendingPathComponent("trip.mustache"), encoding: .utf8)
        let theme = try Self.theme(replacing: [
            "trip.mustache": original.replacingOccurrences(of: "has_flights}}", with: "has_fligths}}")
        ])
        let output = try BuildFixture.temporaryFolder().appendingPathComponent("site")
        let failure = await #expect(throws: BuildFailure.self) {
            try await BuildFixture.build(templates: theme, output: output)
        }
        // The line the theme has the section on, so the test follows the template as it changes.
        let lines = original.split(separator: "\n", omittingEmptySubsequences: false)
        let line = try #require(lines.firstIndex { $0 == "{{#has_flights}}" }) + 1
        // The number is right-aligned in a gutter of five columns.
        let number = String(repeating: " ", count: 5 - String(line).count) + String(line)
        #expect(
            failure?.description == """
                compile templates: Templates/trip.mustache:\(line):1: error: no value named 'has_fligths'; did you mean 'has_flights'?
                \(number) | {{#has_fligths}}
                      | ^
                """)
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }

    @Test func aLinkInTheSiteThemeIsAnErrorAndNeverRead() async throws {
        let theme = try Self.theme(replacing: [:])
        try FileManager.default.createSymbolicLink(
            atPath: theme.appendingPathComponent("assets/secret.txt").path, withDestinationPath: "/proc/self/environ")
        let output = try BuildFixture.temporaryFolder().appendingPathComponent("site")
        let failure = await #expect(throws: BuildFailure.self) {
            try await BuildFixture.build(templates: theme, output: output)
        }
        #expect(
            failure?.description
                == "compile templates: Templates/assets/secret.txt is a symbolic link; a theme is read only from regular files inside its folder"
        )
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }

    /// A site whose `Templates` beside the content is a link to a theme outside it, with a file of its own in
    /// `assets/`; its output folder, not made yet.
    static func siteWithLinkedTheme() throws -> (content: URL, templates: URL, output: URL) {
        let site = try BuildFixture.temporaryFolder()
        let content = try BuildFixture.sampleCopy(in: site)
        let outside = try Self.theme(replacing: ["assets/outside.txt": "not for the site\n"])
        let templates = site.appendingPathComponent("Templates")
        try FileManager.default.createSymbolicLink(at: templates, withDestinationURL: outside)
        return (content, templates, site.appendingPathComponent("site"))
    }

    static func build(content: URL, templates: URL, named: Bool, output: URL) async throws(BuildFailure)
        -> SiteBuild.Summary
    {
        try await SiteBuild(
            options: BuildOptions(
                contentDirectory: content, contentDisplayPath: "Content", templatesDirectory: templates,
                templatesMayBeMissing: !named, outputDirectory: output, now: BuildFixture.now, offline: true),
            gazetteer: .shared
        ).run()
    }

    @Test func aTemplatesLinkBesideTheContentIsAnErrorAndNothingOfItIsPublished() async throws {
        let (content, templates, output) = try Self.siteWithLinkedTheme()
        let failure = await #expect(throws: BuildFailure.self) {
            _ = try await Self.build(content: content, templates: templates, named: false, output: output)
        }
        #expect(
            failure?.description
                == "compile templates: Templates is a symbolic link; the theme beside the content folder is read only from a folder of the site, never through a link (name a theme folder elsewhere with --templates)"
        )
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }

    @Test func aThemeFolderNamedOnTheCommandLineIsReadThroughItsLink() async throws {
        let (content, templates, output) = try Self.siteWithLinkedTheme()
        _ = try await Self.build(content: content, templates: templates, named: true, output: output)
        let assets = try FileManager.default.contentsOfDirectory(atPath: output.appendingPathComponent("assets").path)
        #expect(assets.contains { $0.hasPrefix("outside.") && $0.hasSuffix(".txt") })
    }

    @Test func theStringsFileOfTheSiteLanguageGivesThePagesTheirWords() async throws {
        var english =
            try JSONSerialization.jsonObject(
                with: Data(contentsOf: BuildFixture.theme.appendingPathComponent("strings/en.json"))) as! [String: Any]
        var when = english["when"] as! [String: Any]
        when["day_of"] = "Jour {n} sur {total}"
        when["under_way"] = "En cours"
        english["when"] = when
        var counts = english["counts"] as! [String: Any]
        counts["day"] = ["one": "{n} jour", "other": "{n} jours"]
        english["counts"] = counts
        let french = String(decoding: try JSONSerialization.data(withJSONObject: english), as: UTF8.self)
        let theme = try Self.theme(replacing: ["strings/fr.json": french])
        let content = try BuildFixture.temporaryFolder().appendingPathComponent("Content")
        try FileManager.default.copyItem(at: BuildFixture.sampleContent, to: content)
        let settings = content.appendingPathComponent("site.yml")
        let yaml = try String(contentsOf: settings, encoding: .utf8)
        try yaml.replacingOccurrences(of: "language: en", with: "language: fr").write(
            to: settings, atomically: true, encoding: .utf8)
        let output = try BuildFixture.temporaryFolder().appendingPathComponent("site")
        _ = try await BuildFixture.build(content: content, templates: theme, output: output)
        let page = try String(
            contentsOf: output.appendingPathComponent("trips/lisbon-and-porto-in-spring/index.html"), encoding: .utf8)
        #expect(page.contains(#"data-day-of="Jour {n} sur {total}""#))
        #expect(page.contains("<div><dt>Length</dt><dd>8 jours</dd></div>"))
        let home = try String(contentsOf: output.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(home.contains(#"data-under-way="En cours""#))
    }

    @Test func aStringsFileMissingAKeyNamesIt() throws {
        let error = #expect(throws: ThemeFileError.self) {
            try ThemeStrings.decode(
                Array(#"{"full_title": "{title} · {site}"}"#.utf8), file: "Templates/strings/en.json")
        }
        #expect(error?.description == "Templates/strings/en.json: missing 'counts'")
        let nested = #expect(throws: ThemeFileError.self) {
            var english =
                try JSONSerialization.jsonObject(
                    with: Data(contentsOf: BuildFixture.theme.appendingPathComponent("strings/en.json")))
                as! [String: Any]
            var weather = english["weather"] as! [String: String]
            weather["precipitation"] = nil
            english["weather"] = weather
            _ = try ThemeStrings.decode(
                Array(try JSONSerialization.data(withJSONObject: english)), file: "strings/en.json")
        }
        #expect(nested?.description == "strings/en.json: missing 'weather.precipitation'")
    }

    static let english: [UInt8] = {
        let url = BuildFixture.theme.appendingPathComponent(ThemeStrings.englishFile)
        return (try? Array(Data(contentsOf: url))) ?? []
    }()

    @Test func aThemesStringsFileMayLeaveWordsOutAndKeepsTheBuiltInOnes() throws {
        let strings = try ThemeStrings.decode(
            Array(#"{"non_stop": "Direct", "counts": {"night": {"one": "{n} nuit", "other": "{n} nuits"}}}"#.utf8),
            file: "Templates/strings/fr.json", over: Self.english)
        #expect(strings.nonStop == "Direct")
        #expect(strings.counts.night(2) == "2 nuits")
        #expect(strings.counts.day(2) == "2 days")
        #expect(strings.weather.precipitation == "{value} mm")
    }

    /// A trip's calendar is written in the theme's words, as its pages are: a site in French gets French events.
    @Test func aTripsCalendarSpeaksTheThemesWords() async throws {
        let strings = #"""
            {"calendar": {"flight": "Vol {number} {from} → {to}", "stay": "Séjour : {name}",
              "passengers": "Passagers : {n}", "leg": "{mode} {number} : {from} → {to}"},
             "transport_modes": {"train": "Train"}, "counts": {"stop": {"one": "{n} escale", "other": "{n} escales"}}}
            """#
        let theme = try Self.theme(replacing: ["strings/en.json": strings])
        let output = try BuildFixture.temporaryFolder().appendingPathComponent("site")
        defer { try? FileManager.default.removeItem(at: output.deletingLastPathComponent()) }
        _ = try await BuildFixture.build(templates: theme, output: output)
        let calendar = try String(
            contentsOf: output.appendingPathComponent("trips/lisbon-and-porto-in-spring/trip.ics"), encoding: .utf8)
        #expect(calendar.contains("SUMMARY:Vol TP 210 JFK → LIS\r\n"), "\(calendar)")
        #expect(calendar.contains("SUMMARY:Séjour : Hotel Avenida Palace\r\n"))
        #expect(calendar.contains("DESCRIPTION:Airline: TAP Air Portugal\\n1 escale\\nPassagers : 2\r\n"))
        #expect(calendar.contains("SUMMARY:Train Linha de Sintra : Rossio → Sintra\r\n"))
        // The words it leaves out keep their English.
        #expect(calendar.contains("ACTION:DISPLAY\r\nDESCRIPTION:Departure tomorrow: Vol TP 210 JFK → LIS\r\n"))
    }

    @Test func aKeyTheBuiltInWordsDoNotHaveIsAnErrorNamingIt() {
        let cases: [(String, String)] = [
            (#"{"non_stp": "Direct"}"#, "unknown 'non_stp'; did you mean 'non_stop'?"),
            (#"{"weather": {"forcast": "Prévision"}}"#, "unknown 'weather.forcast'; did you mean 'weather.forecast'?"),
            (#"{"zzzz": "x"}"#, "unknown 'zzzz'"),
            (#"{"weather": "Météo"}"#, "'weather' must be an object of words, as in the built-in strings/en.json"),
            (#"{"non_stop": {"one": "x"}}"#, "'non_stop' must be text"),
            (#"{"non_stop": 3}"#, "'non_stop' must be text"),
            (#"["non_stop"]"#, "not valid JSON"),
            (
                #"{"weather": {"precipitation": "{valeur} mm"}}"#,
                "'weather.precipitation' has {valeur}, which the pages never fill: it is given {value}; did you mean {value}?"
            ),
            (#"{"non_stop": "Direct {n}"}"#, "'non_stop' has {n}, which the pages never fill: it is given none"),
        ]
        for (text, message) in cases {
            let error = #expect(throws: ThemeFileError.self) {
                try ThemeStrings.decode(Array(text.utf8), file: "Templates/strings/fr.json", over: Self.english)
            }
            #expect(error?.description == "Templates/strings/fr.json: " + message, "\(text)")
        }
    }

    /// A theme's text uses the built-in text's placeholders in any order, some or none of them.
    @Test func aTextMayReorderOrLeaveOutItsPlaceholders() throws {
        let strings = try ThemeStrings.decode(
            Array(
                #"{"weather": {"precipitation": "pluie"}, "timeline": {"flight": "Vol vers {to} depuis {from}"}}"#.utf8),
            file: "Templates/strings/fr.json", over: Self.english)
        #expect(strings.weather.precipitation == "pluie")
        #expect(strings.timeline.flight == "Vol vers {to} depuis {from}")
        #expect(ThemeStrings.placeholders(in: "{b} {a_1} {b} {} {A} {x{c}") == ["b", "a_1", "c"])
    }

    @Test func aSiteThatRewordsOneWordBuildsWithTheRestBuiltIn() async throws {
        #expect(
            try await BuildFixture.sample().files.values.contains {
                String(decoding: $0, as: UTF8.self).contains("Non-stop")
            })
        let theme = try Self.theme(replacing: [ThemeStrings.englishFile: #"{"non_stop": "Direct"}"#])
        let output = try BuildFixture.temporaryFolder().appendingPathComponent("site")
        _ = try await BuildFixture.build(templates: theme, output: output)
        let pages = try BuildFixture.files(in: output).filter { $0.key.hasSuffix(".html") }
            .mapValues { String(decoding: $0, as: UTF8.self) }
        #expect(pages.count > 20)
        #expect(pages.filter { $0.value.contains("Non-stop") }.keys.sorted() == [])
        #expect(pages.contains { $0.value.contains("Direct") })
    }

    @Test func aLanguageFallsBackToItsBaseThenEnglish() {
        let names: Set = ["strings/en.json", "strings/pt.json", "strings/pt-BR.json"]
        #expect(ThemeStrings.fileName(for: "pt-BR", among: names) == "strings/pt-BR.json")
        #expect(ThemeStrings.fileName(for: "pt-PT", among: names) == "strings/pt.json")
        #expect(ThemeStrings.fileName(for: "ja", among: names) == "strings/en.json")
    }
}

/// The rules of template values, through `Encodable`: what each page struct's own list is held to.
@Suite struct TemplateEncoderTests {
    struct Card: Encodable {
        let startIso: String
        let summary: String?
        let stops: [String]
        let nested: Inner?
        let count: Int
        let isDraft: Bool
    }

    struct Inner: Encodable {
        let notesHtml: String
    }

    @Test func keysAreSnakeCaseNilIsNullAndListsGetFlags() {
        let value = TemplateEncoder.encode(
            Card(
                startIso: "2027-04-08", summary: nil, stops: [], nested: Inner(notesHtml: "<p>x</p>"), count: 3,
                isDraft: true))
        #expect(
            value
                == [
                    "start_iso": "2027-04-08", "summary": .null, "stops": .array([]), "has_stops": false,
                    "nested": ["notes_html": "<p>x</p>"], "count": 3, "is_draft": true,
                ])
    }

    @Test func aRepeatedKeyKeepsItsLastValueAndADeclaredFlagStays() {
        struct Twice: Encodable {
            enum CodingKeys: String, CodingKey { case stops }
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(["a"], forKey: .stops)
                try container.encode("later", forKey: .stops)
            }
        }
        struct Declared: Encodable {
            let stops: [String]
            let hasStops: String
        }
        #expect(TemplateEncoder.encode(Twice()) == ["stops": "later"])
        #expect(
            TemplateEncoder.encode(Declared(stops: [], hasStops: "mine")) == ["stops": .array([]), "has_stops": "mine"])
    }

    @Test func valuesEncodedOneAfterAnotherKeepOnlyTheirOwnKeysAndItems() {
        struct Leg: Encodable {
            let stops: [String]
            let next: Inner?
        }
        struct Route: Encodable {
            let legs: [Leg]
            let first: Leg
            let names: [String]
            let inner: Inner
        }
        let route = Route(
            legs: [Leg(stops: ["a", "b"], next: Inner(notesHtml: "n")), Leg(stops: [], next: nil)],
            first: Leg(stops: ["c"], next: nil), names: ["d"], inner: Inner(notesHtml: "e"))
        let expected: TemplateValue = [
            "legs": [
                ["stops": ["a", "b"], "has_stops": true, "next": ["notes_html": "n"]],
                ["stops": .array([]), "has_stops": false, "next": .null],
            ],
            "has_legs": true, "first": ["stops": ["c"], "has_stops": true, "next": .null], "names": ["d"],
            "has_names": true, "inner": ["notes_html": "e"],
        ]
        #expect(TemplateEncoder.encode(route) == expected)
        // Twice from the start, and as a list of itself: the second value is the first's again.
        #expect(TemplateEncoder.encode([route, route]) == [expected, expected])
    }

    @Test func nestedContainersAreReadWhenTheirValueIs() {
        struct Grouped: Encodable {
            enum CodingKeys: String, CodingKey { case group, list, plainValue }
            enum Inside: String, CodingKey { case innerKey }
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                var group = container.nestedContainer(keyedBy: Inside.self, forKey: .group)
                var list = container.nestedUnkeyedContainer(forKey: .list)
                try container.encode(Inner(notesHtml: "x"), forKey: .plainValue)
                try group.encode(Inner(notesHtml: "y"), forKey: .innerKey)
                try list.encode(Inner(notesHtml: "z"))
                try list.encode("w")
            }
        }
        #expect(
            TemplateEncoder.encode(Grouped())
                == [
                    "plain_value": ["notes_html": "x"], "group": ["inner_key": ["notes_html": "y"]],
                    "list": [["notes_html": "z"], "w"], "has_list": true,
                ])
    }

    @Test func twoStructsEncodedTogetherShareOneDictionary() {
        struct Both: Encodable {
            func encode(to encoder: any Encoder) throws {
                try Inner(notesHtml: "a").encode(to: encoder)
                try Card(startIso: "b", summary: "c", stops: ["d"], nested: nil, count: 0, isDraft: false).encode(
                    to: encoder)
            }
        }
        #expect(
            TemplateEncoder.encode(Both())
                == [
                    "notes_html": "a", "start_iso": "b", "summary": "c", "stops": ["d"], "has_stops": true,
                    "nested": .null,
                    "count": 0, "is_draft": false,
                ])
    }
}
