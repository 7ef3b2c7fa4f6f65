import Mustache
import Testing

/// A template checked against the shape of its data, with no data: each name found or refused as a strict
/// render would find or refuse it, in sections no data enters and in partials where they are included.
struct ShapeCheckTests {
    /// A trip's shape: a title, a cover that may be null, days each with a name and a list of stops.
    static func tripShape() -> TemplateShape {
        var cover = TemplateShapeKeys()
        cover["src"] = .value
        cover["alt"] = .value
        var day = TemplateShapeKeys()
        day["name"] = .value
        day["stops"] = TemplateShape.value.list
        day["has_stops"] = .value
        var trip = TemplateShapeKeys()
        trip["title"] = .value
        trip["cover"] = TemplateShape(.dictionary(cover)).optional
        trip["days"] = TemplateShape(.dictionary(day)).list
        trip["summary"] = .optionalValue
        return TemplateShape(.dictionary(trip))
    }

    func check(_ sources: [String: String], _ name: String = "page") throws -> TemplateLibrary.CheckResult {
        let library = try TemplateLibrary(
            sources: sources, fileNames: sources.keys.reduce(into: [:]) { $0[$1] = "Templates/\($1).mustache" },
            options: TemplateOptions(strict: true))
        return try library.check(name, against: Self.tripShape())
    }

    func checkError(_ sources: [String: String]) -> TemplateError? {
        #expect(throws: TemplateError.self) { try check(sources) }
    }

    @Test func namesThatResolveEverywherePass() throws {
        let page = """
            <h1>{{title}}</h1>{{#summary}}<p>{{summary}}</p>{{/summary}}
            {{#cover}}<img src="{{src}}" alt="{{alt}}"><img src="{{cover.src}}" alt="{{title}}">{{/cover}}
            {{#days}}<h2>{{name}}</h2>{{#has_stops}}<ul>{{#stops}}<li>{{.}} in {{title}}</li>{{/stops}}</ul>{{/has_stops}}{{/days}}
            {{^days}}<p>No days in {{title}}.</p>{{/days}}
            """
        #expect(try check(["page": page]) == .checked)
    }

    @Test func aMisspeltNameInASectionNoDataEntersIsRefusedAtItsPlace() {
        let error = checkError(["page": "<h1>{{title}}</h1>\n{{#days}}{{#stops}}{{nmae}}{{/stops}}{{/days}}"])
        #expect(error?.kind == .missingVariable)
        #expect(
            error?.description == """
                Templates/page.mustache:2:20: error: no value named 'nmae'
                    2 | {{#days}}{{#stops}}{{nmae}}{{/stops}}{{/days}}
                      |                    ^
                """)
        // The names the context has there, innermost first, for a suggestion.
        #expect(
            error?.missingName
                == TemplateError.MissingName(
                    name: "nmae", nearby: ["name", "stops", "has_stops", "title", "cover", "days", "summary"]))
    }

    @Test func aPartialIsCheckedInTheContextItIsIncludedIn() {
        let sources = ["page": "{{#days}}{{>day}}{{/days}}\n{{>day}}", "day": "<h2>{{name}}</h2>"]
        let error = checkError(sources)
        // Inside the days it finds a day's name; at the top, the trip has none.
        #expect(error?.file == "Templates/day.mustache")
        #expect(error?.message == "no value named 'name'")
        #expect(error?.line == 1)
        #expect(error?.column == 5)
    }

    @Test func aNameThroughANullableValueResolvesOnlyInsideItsSection() throws {
        #expect(try check(["page": "{{#cover}}{{cover.src}}{{/cover}}"]) == .checked)
        let error = checkError(["page": "{{title}} {{cover.src}}"])
        #expect(
            error?.message
                == "no value named 'cover.src' on the pages where 'cover' is null: write it inside {{#cover}}…{{/cover}}"
        )
        #expect(error?.column == 11)
        // An inverted section is entered where the value is null.
        #expect(
            checkError(["page": "{{^cover}}{{cover.alt}}{{/cover}}"])?.message.hasPrefix("no value named 'cover.alt'")
                == true)
    }

    @Test func aListOrDictionaryPrintedIsRefused() {
        #expect(checkError(["page": "{{days}}"])?.message == "'days' is a list or dictionary, not a value to print")
        #expect(
            checkError(["page": "{{#cover}}{{.}}{{/cover}}"])?.message
                == "'.' is a list or dictionary, not a value to print")
        #expect(checkError(["page": "{{{cover}}}"])?.message == "'cover' is a list or dictionary, not a value to print")
    }

    @Test func aPartialThatIncludesItselfIsCheckedOnce() throws {
        let sources = [
            "page": "{{>tree}}",
            "tree": "{{title}}{{#days}}{{name}}{{>tree}}{{/days}}{{#summary}}{{>tree}}{{/summary}}",
        ]
        #expect(try check(sources) == .checked)
    }

    @Test func aDynamicPartialLeavesTheCheckToRendering() throws {
        #expect(try check(["page": "{{title}}{{>*title}}", "other": "{{anything}}"]) == .needsRendering)
    }

    @Test func aTemplateThatIsNotThereIsAnError() {
        let error = #expect(throws: TemplateError.self) {
            try TemplateLibrary(sources: ["page": "x"]).check("trip", against: Self.tripShape())
        }
        #expect(error?.message == "unknown template 'trip'")
    }

    @Test func aParentsBlocksAreCheckedWhereThePageFillsThem() {
        let sources = [
            "layout": "<title>{{title}}</title>{{$main}}{{/main}}",
            "page": "{{<layout}}{{$main}}{{#days}}{{titel}}{{/days}}{{/main}}{{/layout}}",
        ]
        let error = checkError(sources)
        #expect(error?.file == "Templates/page.mustache")
        #expect(error?.message == "no value named 'titel'")
    }
}

/// What a hostile theme can make the check do is bounded.
struct HostileShapeCheckTests {
    @Test func aPartialThatIncludesItselfInsideManySectionsStopsWithAnError() throws {
        // Twelve dictionaries, each reachable from every other: the partial meets them on the stack in every order.
        var keys = TemplateShapeKeys()
        for number in 0..<12 { keys["d\(number)"] = TemplateShape(.dictionary(TemplateShapeKeys())) }
        let partial = (0..<12).map { "{{#d\($0)}}{{>p}}{{/d\($0)}}" }.joined()
        let library = try TemplateLibrary(
            sources: ["page": "{{>p}}", "p": partial], fileNames: ["p": "Templates/p.mustache"],
            options: TemplateOptions(strict: true))
        let error = #expect(throws: TemplateError.self) {
            try library.check("page", against: TemplateShape(.dictionary(keys)))
        }
        // Each order is a new stack, so the partial goes deeper and deeper, as far as a render may go.
        #expect(error?.kind == .inheritanceLoop)
        #expect(error?.file == "Templates/p.mustache")
        #expect(error?.message == "partials nested more than 256 deep")
    }

    @Test func aCheckThatWouldGoThroughHalfAMillionTagsStopsWithAnError() throws {
        // A partial of 65,000 sections included in eight contexts: each checked in each.
        var keys = TemplateShapeKeys()
        for number in 0..<8 { keys["d\(number)"] = TemplateShape(.dictionary(TemplateShapeKeys())) }
        let page = (0..<8).map { "{{#d\($0)}}{{>p}}{{/d\($0)}}" }.joined()
        let partial = String(repeating: "{{#d0}}{{/d0}}", count: 65_000)
        let library = try TemplateLibrary(
            sources: ["page": page, "p": partial], fileNames: ["p": "Templates/p.mustache"],
            options: TemplateOptions(strict: true))
        let error = #expect(throws: TemplateError.self) {
            try library.check("page", against: TemplateShape(.dictionary(keys)))
        }
        #expect(error?.kind == .inheritanceLoop)
        #expect(error?.file == "Templates/p.mustache")
        #expect(
            error?.message
                == "checking the templates took more than 500000 steps: partials include each other inside too many different sections"
        )
    }
}
