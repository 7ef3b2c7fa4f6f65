import Foundation
import Mustache
import Testing
import TravelModel

@testable import SiteBuilder
@testable import SiteViews

/// Each page struct's generated list of values and their shape, held to its properties; and the lists' own rules.
@Suite struct TemplateFieldsTests {
    /// Every struct a page is made of. Each must be found on the pages checked below, so that a struct added
    /// to a page is checked once it is added here.
    static let pageStructs: Set<String> = [
        "PageDocument", "PageFrame", "SiteInfo", "PageInfo", "Navigation", "AssetLinks", "LiveMap",
        "HomePage", "YearLink", "YearPage", "CountryLink", "CountryPage", "PhotoView", "CitiesPage", "Country",
        "SearchPage",
        "NotFoundPage", "TripCard", "CityLink", "ListedCity", "CityCard", "RecommendationCard", "ImageView",
        "TripPage", "TripView", "WhenView", "WaypointView", "AirportNearby", "PackingItem", "FlightView", "AirportView",
        "StayView",
        "DayView", "DayItemView", "NightView", "VisitView", "WeatherView", "PlaceMapLinks", "DirectionsLink",
        "BudgetView", "Row", "MapView", "MapPage", "Region", "CityRecommendations",
        "LegendItem", "LineKeyItem", "DayKeyItem", "AppLinks", "AppPage", "CityPage", "CityView", "Group", "Wikipedia",
        "FeatureLink", "FeaturePage", "PageNumber", "RecommendationPage", "RecommendationView",
    ]

    /// The documents of every page of the sample site, and of the sample site with the values it leaves out:
    /// map tiles, a day's weather and a city's Wikipedia summary, from cache entries, and a city big enough
    /// for pages of its features.
    static func sampleDocuments() async throws -> [(page: SitePage, document: any TemplateFields)] {
        let fuller = try WeatherAttributionTests.content(licence: "Weather data by Open-Meteo.com (CC BY 4.0)")
        defer { try? FileManager.default.removeItem(at: fuller.deletingLastPathComponent()) }
        let settings = fuller.appendingPathComponent("site.yml")
        let tiles = "\nmap:\n  tiles: https://tiles.example.org/{z}/{x}/{y}.png\n  attribution: Tiles\n"
        try (String(contentsOf: settings, encoding: .utf8) + tiles).write(
            to: settings, atomically: true, encoding: .utf8)
        let summaries = fuller.appendingPathComponent("_cache/summaries")
        try FileManager.default.createDirectory(at: summaries, withIntermediateDirectories: true)
        let summary = """
            {
              "fetched": "2026-11-21T00:00:00Z",
              "licence": "Text from Wikipedia, CC BY-SA 4.0",
              "request": {
                "endpoint": "/api/rest_v1/page/summary/Lisbon",
                "parameters": {"language": "en", "title": "Lisbon"}
              },
              "response": {
                "content_urls.desktop.page": "https://en.wikipedia.org/wiki/Lisbon",
                "extract": "Lisbon is the capital and largest city of Portugal.",
                "title": "Lisbon"
              },
              "source": "Wikipedia REST API page summary"
            }
            """
        try Data(summary.utf8).write(to: summaries.appendingPathComponent("en-lisbon.json"))
        try BigCityTests.addVienna(to: fuller, count: 160)
        var documents: [(page: SitePage, document: any TemplateFields)] = []
        for content in [BuildFixture.sampleContent, fuller] {
            let build = SiteBuild(
                options: BuildOptions(
                    contentDirectory: content, contentDisplayPath: "Content", templatesDirectory: BuildFixture.theme,
                    outputDirectory: fuller.deletingLastPathComponent().appendingPathComponent("site"),
                    now: BuildFixture.now, offline: true),
                gazetteer: .shared)
            documents += try await build.pageDocuments()
        }
        return documents
    }

    /// The names of the page structs in `value`, itself included, found through its properties.
    static func structNames(in value: Any, into names: inout Set<String>) {
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle != .optional, value is any TemplateFields {
            names.insert(String(describing: type(of: value)).split(separator: "<").first.map(String.init) ?? "")
        }
        for child in mirror.children { structNames(in: child.value, into: &names) }
    }

    /// Where two values differ, as paths (`trip.days[0].weather`); `[]` when they are equal.
    static func differences(_ left: TemplateValue, _ right: TemplateValue, at path: String = "") -> [String] {
        switch (left, right) {
        case (.dictionary(let left), .dictionary(let right)):
            let keys = Set(left.keys).union(right.keys).sorted()
            return keys.flatMap { key -> [String] in
                let place = path.isEmpty ? key : path + "." + key
                guard let leftValue = left[key], let rightValue = right[key] else { return [place] }
                return differences(leftValue, rightValue, at: place)
            }
        case (.array(let left), .array(let right)) where left.count == right.count:
            return zip(left, right).enumerated().flatMap { differences($1.0, $1.1, at: path + "[\($0)]") }
        default:
            return left == right ? [] : [path]
        }
    }

    /// Where a value is not of a shape, as paths (`trip.days[0].weather`): a key the shape lacks or has that the
    /// value has not, keys in another order, a null where the shape allows none, a list or dictionary for a value.
    static func mismatches(_ value: TemplateValue, _ shape: TemplateShape, at path: String = "") -> [String] {
        switch (value, shape.kind) {
        case (.null, .optional):
            return []
        case (_, .optional(let wrapped)):
            return mismatches(value, wrapped, at: path)
        case (.string, .value), (.int, .value), (.bool, .value), (.double, .value):
            return []
        case (.array(let items), .list(let item)):
            return items.enumerated().flatMap { mismatches($1, item, at: path + "[\($0)]") }
        case (.dictionary(let dictionary), .dictionary(let keys)):
            guard dictionary.keys == keys.names else { return [path + " keys"] }
            return dictionary.pairs.flatMap { key, item in
                mismatches(item, keys[key]!, at: path.isEmpty ? key : path + "." + key)
            }
        default:
            return [path]
        }
    }

    @Test func everyPageHasTheShapeOfItsPageType() async throws {
        for (page, document) in try await Self.sampleDocuments() {
            #expect(Self.mismatches(document.templateValue, page.type.templateShape) == [], "\(page.file)")
        }
    }

    @Test func aStructsShapeHasItsKeysInOrderWithFlagsForLists() {
        let shape = Route.templateShape
        guard case .dictionary(let keys) = shape.kind, case .list(let leg)? = keys["legs"]?.kind,
            case .dictionary(let legKeys) = leg.kind, case .optional(let next)? = legKeys["next"]?.kind,
            case .dictionary(let nextKeys) = next.kind
        else {
            Issue.record("not a dictionary of a list of legs: \(shape)")
            return
        }
        #expect(keys.names == ["legs", "has_legs", "kind"])
        #expect(legKeys.names == ["stops", "has_stops", "next"])
        #expect(nextKeys.names == ["notes_html", "count", "is_draft"])
        let legs = [
            Leg(stops: ["a"], next: Inner(notesHtml: "n", count: nil, isDraft: true)), Leg(stops: [], next: nil),
        ]
        #expect(Self.mismatches(Route(legs: legs, kind: "k").templateValue, shape) == [])
        // A value of another shape is told apart.
        #expect(Self.mismatches(Inner(notesHtml: "", count: 1, isDraft: nil).templateValue, shape) == [" keys"])
    }

    struct Route: TemplateFields {
        let legs: [Leg]
        let kind: String
        func add(to fields: inout TemplateFieldList) {
            fields.add("legs", legs)
            fields.add("kind", kind)
        }

        static func addShape(to shape: inout TemplateShapeList<Self>) {
            shape.add("legs", \Route.legs)
            shape.add("kind", \Route.kind)
        }
    }

    @Test func everyPageStructListsEachOfItsPropertiesByTheRules() async throws {
        var found = Set<String>()
        for (page, document) in try await Self.sampleDocuments() {
            #expect(Self.differences(document.templateValue, TemplateEncoder.encode(document)) == [], "\(page.file)")
            Self.structNames(in: document, into: &found)
        }
        #expect(found == Self.pageStructs)
    }

    struct Leg: TemplateFields {
        let stops: [String]
        let next: Inner?

        func add(to fields: inout TemplateFieldList) {
            fields.add("stops", stops)
            fields.add("next", next)
        }

        static func addShape(to shape: inout TemplateShapeList<Self>) {
            shape.add("stops", \Leg.stops)
            shape.add("next", \Leg.next)
        }
    }

    struct Inner: TemplateFields {
        let notesHtml: String
        let count: Int?
        let isDraft: Bool?

        func add(to fields: inout TemplateFieldList) {
            fields.add("notes_html", notesHtml)
            fields.add("count", count)
            fields.add("is_draft", isDraft)
        }

        static func addShape(to shape: inout TemplateShapeList<Self>) {
            shape.add("notes_html", \Inner.notesHtml)
            shape.add("count", \Inner.count)
            shape.add("is_draft", \Inner.isDraft)
        }
    }

    @Test func nilIsNullListsGetFlagsAndStructsAreDictionaries() {
        let legs = [
            Leg(stops: ["a", "b"], next: Inner(notesHtml: "n", count: 2, isDraft: true)), Leg(stops: [], next: nil),
        ]
        #expect(
            Route(legs: legs, kind: NotFoundPageType.name).templateValue == [
                "legs": [
                    [
                        "stops": ["a", "b"], "has_stops": true,
                        "next": ["notes_html": "n", "count": 2, "is_draft": true],
                    ],
                    ["stops": .array([]), "has_stops": false, "next": .null],
                ],
                "has_legs": true, "kind": "404",
            ])
        #expect(
            Inner(notesHtml: "", count: nil, isDraft: nil).templateValue == [
                "notes_html": "", "count": .null, "is_draft": .null,
            ])
    }

    @Test func aDeclaredFlagStaysBeforeOrAfterItsListAndARepeatedKeyKeepsItsLastValue() {
        var before = TemplateFieldList()
        before.add("has_stops", "mine")
        before.add("stops", [String]())
        #expect(before.dictionary == ["has_stops": "mine", "stops": .array([])])
        var after = TemplateFieldList()
        after.add("stops", [String]())
        after.add("has_stops", true)
        #expect(after.dictionary == ["has_stops": true, "stops": .array([])])
        var twice = TemplateFieldList()
        twice.add("stops", "first")
        twice.add("stops", "later")
        #expect(twice.dictionary == ["stops": "later"])
    }

    @Test func twoStructsAddedOneAfterTheOtherShareOneDictionary() {
        var fields = TemplateFieldList()
        Inner(notesHtml: "a", count: nil, isDraft: false).add(to: &fields)
        Leg(stops: ["d"], next: nil).add(to: &fields)
        #expect(
            fields.dictionary == [
                "notes_html": "a", "count": .null, "is_draft": false, "stops": ["d"], "has_stops": true, "next": .null,
            ])
    }

    @Test func aPropertysKeyIsItsNameInSnakeCase() {
        #expect(TemplateKey.ofProperty("startIso") == "start_iso")
        #expect(TemplateKey.ofProperty("openStreetMapLabel") == "open_street_map_label")
        #expect(TemplateKey.ofProperty("name") == "name")
        #expect(TemplateKey.ofProperty("") == "")
    }
}
