import Foundation
import Mustache
import Testing

/// Every fault names its file, line and column, and quotes the line with a caret.
struct ErrorTests {
    func compileError(_ sources: [String: String], options: TemplateOptions = TemplateOptions()) -> TemplateError? {
        #expect(throws: TemplateError.self) { try TemplateLibrary(sources: sources, options: options) }
    }

    @Test func unclosedSectionIsShownWithACaret() throws {
        let source = "<h1>{{title}}</h1>\n<ol>\n    {{#days}}\n    <li>{{name}}</li>\n</ol>\n"
        let error = #expect(throws: TemplateError.self) {
            try TemplateLibrary(sources: ["trip": source], fileNames: ["trip": "Templates/trip.mustache"])
        }
        #expect(error?.kind == .unclosedSection)
        #expect(
            error?.description == """
                Templates/trip.mustache:3:5: error: unclosed section 'days'
                    3 |     {{#days}}
                      |     ^
                """)
    }

    @Test func theCaretFollowsTabs() {
        let error = TemplateError(
            kind: .syntax, message: "m", file: "f", line: 123456, column: 3, sourceLine: "\t\t{{x")
        #expect(error.description == "f:123456:3: error: m\n 123456 | \t\t{{x\n        | \t\t^")
    }

    struct Case: Sendable, CustomTestStringConvertible {
        let sources: [String: String]
        let kind: TemplateError.Kind
        let message: String
        let file: String
        let line: Int
        let column: Int
        var testDescription: String { message }
    }

    static let cases: [Case] = [
        Case(
            sources: ["page": "a\n  {{#a}}\n{{/b}}"], kind: .mismatchedSection,
            message: "closing tag 'b' does not match open section 'a'", file: "page", line: 3, column: 1),
        Case(
            sources: ["page": "{{<layout}}{{$a}}x{{/b}}{{/layout}}", "layout": ""], kind: .mismatchedSection,
            message: "closing tag 'b' does not match open block 'a'", file: "page", line: 1, column: 19),
        Case(
            sources: ["page": "text {{/a}}"], kind: .mismatchedSection,
            message: "closing tag 'a' has no open section", file: "page", line: 1, column: 6),
        Case(
            sources: ["page": "{{^a}}\n{{#b}}{{/b}}"], kind: .unclosedSection,
            message: "unclosed section 'a'", file: "page", line: 1, column: 1),
        Case(
            sources: ["page": "\n\n {{<layout}}"], kind: .unclosedSection,
            message: "unclosed parent 'layout'", file: "page", line: 3, column: 2),
        Case(
            sources: ["page": "<p>{{> footer}}</p>"], kind: .unknownPartial,
            message: "unknown partial 'footer'", file: "page", line: 1, column: 4),
        Case(
            sources: ["page": "x\n{{<base}}{{/base}}"], kind: .unknownPartial,
            message: "unknown parent template 'base'", file: "page", line: 2, column: 1),
        Case(
            sources: ["page": "{{=<% %> x=}}"], kind: .syntax,
            message: "malformed set-delimiter tag: expected two delimiters separated by a space, as in {{=<% %>=}}",
            file: "page", line: 1, column: 1),
        Case(
            sources: ["page": "ok\n  {{=<% %>}}"], kind: .syntax,
            message: "malformed set-delimiter tag: expected '=}}'", file: "page", line: 2, column: 3),
        Case(
            sources: ["page": "{{name\n}}"], kind: .syntax,
            message: "unclosed tag: expected '}}' before the end of the line", file: "page", line: 1, column: 1),
        Case(
            sources: ["page": "{{{name}}"], kind: .syntax, message: "unclosed tag: expected '}}}'", file: "page",
            line: 1, column: 1),
        Case(
            sources: ["page": "{{ }}"], kind: .syntax, message: "empty tag", file: "page", line: 1, column: 1),
        Case(
            sources: ["page": "{{first name}}"], kind: .syntax,
            message: "invalid name 'first name': names contain no spaces", file: "page", line: 1, column: 1),
        Case(
            sources: ["a": "{{<b}}{{/b}}", "b": "{{<a}}{{/a}}"], kind: .inheritanceLoop,
            message: "inheritance loop: 'b' → 'a' → 'b'", file: "a", line: 1, column: 1),
        Case(
            sources: ["a": "{{<a}}{{/a}}"], kind: .inheritanceLoop,
            message: "inheritance loop: 'a' → 'a'", file: "a", line: 1, column: 1),
        Case(
            sources: ["page": "{{<layout}}{{#x}}{{/x}}{{/layout}}", "layout": ""], kind: .syntax,
            message: "only blocks ({{$name}}) and text may stand inside parent 'layout'", file: "page", line: 1,
            column: 12),
    ]

    @Test(arguments: cases)
    func compileErrorsSayWhere(_ test: Case) {
        let error = compileError(test.sources)
        #expect(error?.kind == test.kind)
        #expect(error?.message == test.message)
        #expect(error?.file == test.file)
        #expect(error?.line == test.line)
        #expect(error?.column == test.column)
    }

    @Test func inheritanceDeeperThanTheLimitStops() {
        var sources = ["p5": "end"]
        for level in 0..<5 { sources["p\(level)"] = "{{<p\(level + 1)}}{{/p\(level + 1)}}" }
        var options = TemplateOptions()
        options.maximumInheritanceDepth = 3
        let error = compileError(sources, options: options)
        #expect(error?.kind == .inheritanceLoop)
        #expect(error?.message == "parent templates nested more than 3 deep at 'p4'")
        #expect(error?.file == "p3")
        #expect(error?.column == 1)
    }

    @Test func missingPartialsCanRenderEmpty() throws {
        var options = TemplateOptions()
        options.missingPartials = .empty
        #expect(try renderHTML("[{{>nothing}}]", options: options) == "[]")
    }

    @Test func strictModeReportsAMissingVariableAtRenderTime() throws {
        let library = try TemplateLibrary(
            sources: ["page": "<h1>{{trip.title}}</h1>\n<p>{{trip.sumary}}</p>"],
            fileNames: ["page": "Templates/page.mustache"], options: TemplateOptions(strict: true))
        let error = #expect(throws: TemplateError.self) {
            try library.render("page", ["trip": ["title": "Porto", "summary": "Wine"]])
        }
        #expect(error?.kind == .missingVariable)
        #expect(
            error?.description == """
                Templates/page.mustache:2:4: error: no value named 'trip.sumary'
                    2 | <p>{{trip.sumary}}</p>
                      |    ^
                """)
    }

    @Test func strictModeTellsTheNamesThatResolveWhereAMissingOneWasAskedFor() throws {
        let library = try TemplateLibrary(
            sources: ["page": "{{#trip}}{{#days}}<p>{{trip.sumary}}{{titel}}</p>{{/days}}{{/trip}}"],
            options: TemplateOptions(strict: true))
        let data: TemplateValue = [
            "site": ["title": "Trips"], "trip": ["title": "Porto", "summary": "Wine", "days": [["date": "1 May"]]],
        ]
        let inDictionary = #expect(throws: TemplateError.self) { try library.render("page", data) }
        #expect(
            inDictionary?.missingName
                == TemplateError.MissingName(name: "trip.sumary", nearby: ["trip.title", "trip.summary", "trip.days"]))
        let fixed = try TemplateLibrary(
            sources: ["page": "{{#trip}}{{#days}}<p>{{trip.summary}}{{titel}}</p>{{/days}}{{/trip}}"],
            options: TemplateOptions(strict: true))
        // A first part that resolves to nothing: every context's names, innermost first, each once.
        let inContexts = #expect(throws: TemplateError.self) { try fixed.render("page", data) }
        #expect(inContexts?.missingName?.name == "titel")
        #expect(inContexts?.missingName?.nearby == ["date", "title", "summary", "days", "site", "trip"])
    }

    /// A separate copy renders as the library does, with its options and its files' names in errors.
    @Test func aSeparateCopyRendersAndReportsAsTheLibrary() throws {
        let library = try TemplateLibrary(
            sources: [
                "page": "{{<layout}}{{$main}}<h1>{{trip.title}}</h1>\n<p>{{trip.sumary}}</p>{{/main}}{{/layout}}",
                "layout": "<main>{{$main}}{{/main}}</main>\n",
            ],
            fileNames: ["page": "Templates/page.mustache", "layout": "Templates/layout.mustache"],
            options: TemplateOptions(strict: true))
        let copy = library.separateCopy()
        #expect(copy.templateNames == ["layout", "page"])
        let data: TemplateValue = ["trip": ["title": "Porto & Gaia", "sumary": "Wine"]]
        #expect(try copy.render("page", data) == "<main><h1>Porto &amp; Gaia</h1>\n<p>Wine</p></main>\n")
        #expect(try copy.render("page", data) == library.render("page", data))
        let error = #expect(throws: TemplateError.self) {
            try copy.render("page", ["trip": ["title": "Porto", "summary": "Wine"]])
        }
        #expect(
            error?.description == """
                Templates/page.mustache:2:4: error: no value named 'trip.sumary'
                    2 | <p>{{trip.sumary}}</p>{{/main}}{{/layout}}
                      |    ^
                """)
    }

    @Test func strictModeReportsASectionOverAMissingName() throws {
        let library = try TemplateLibrary(
            sources: ["page": "<h1>{{title}}</h1>\n{{#has_fligths}}<ol></ol>{{/has_fligths}}"],
            fileNames: ["page": "Templates/trip.mustache"], options: TemplateOptions(strict: true))
        let error = #expect(throws: TemplateError.self) {
            try library.render("page", ["title": "Porto", "has_flights": true])
        }
        #expect(error?.kind == .missingVariable)
        #expect(
            error?.description == """
                Templates/trip.mustache:2:1: error: no value named 'has_fligths'
                    2 | {{#has_fligths}}<ol></ol>{{/has_fligths}}
                      | ^
                """)
    }

    @Test func strictModeReportsAnInvertedSectionOverAMissingName() throws {
        let error = #expect(throws: TemplateError.self) {
            try renderHTML("{{^photo}}none{{/photo}}", options: TemplateOptions(strict: true))
        }
        #expect(error?.message == "no value named 'photo'")
    }

    @Test func strictModeTreatsNullAsPresentAndFalsy() throws {
        let output = try TemplateLibrary(
            sources: ["page": "{{#photo}}x{{/photo}}{{^photo}}none{{/photo}}[{{photo}}]"],
            options: TemplateOptions(strict: true)
        ).render("page", ["photo": .null])
        #expect(output == "none[]")
    }

    @Test func aMissingVariableRendersNothingOutsideStrictMode() throws {
        #expect(try renderHTML("[{{missing}}]") == "[]")
    }

    @Test func dynamicPartialsThatNameNoTemplateAreRenderErrors() throws {
        let library = try TemplateLibrary(sources: ["page": "a\n {{>*kind}}"])
        let error = #expect(throws: TemplateError.self) { try library.render("page", ["kind": "nope"]) }
        #expect(error?.message == "unknown partial 'nope'")
        #expect(error?.line == 2)
        #expect(error?.column == 2)
    }

    @Test func aPartialThatIncludesItselfForeverStops() throws {
        let library = try TemplateLibrary(sources: ["page": "x{{>page}}"])
        let error = #expect(throws: TemplateError.self) { try library.render("page", [:]) }
        #expect(error?.message == "partials nested more than 256 deep")
    }

    @Test func aPartialIncludedInANewHTMLContextAtEveryLevelStopsCompiling() throws {
        // The tag name grows by `<x` each time the template includes itself, so each inclusion is in a context
        // no level above was compiled for.
        let error = compileError(["t": "<x{{>t}}>"])
        #expect(error?.kind == .inheritanceLoop)
        #expect(error?.message == "partials nested more than 64 deep, each in another HTML context, at 't'")
        #expect(error?.file == "t")
        #expect(error?.line == 1)
        #expect(error?.column == 3)
        // What the fuzzer found: a script tag whose name grows, included from three places.
        let found = try #require(
            Data(
                base64Encoded:
                    "PCE8IXNjcmlwcmlwdjp7ez50fX08PD4AKXB0PnNjcmlwdD57Oi0tPjxzY3JpcHY6e3s+dH19aXB2Ont7PnR9fTw8PgApcHQ+"))
        let text = String(decoding: found, as: UTF8.self)
        #expect(compileError(["t": text, "p": "{{v}}"])?.kind == .inheritanceLoop)
    }

    @Test func partialsThatDoubleTheirVariantsAtEveryLevelStopCompiling() {
        // In a link's URL, before its scheme is known, the text so far is part of the context: each template
        // includes the next after `a` and again after `b`, in two new contexts, 2^n variants in all.
        var sources = ["page": "<a href=\"{{>t0}}\">", "t20": ""]
        for level in 0..<20 { sources["t\(level)"] = "a{{>t\(level + 1)}}b{{>t\(level + 1)}}" }
        let error = compileError(sources)
        #expect(error?.kind == .inheritanceLoop)
        #expect(error?.message.hasPrefix("the templates need more than 4096 compiled variants") == true)
    }

    @Test func anUnknownTemplateNameIsAnError() throws {
        let library = try TemplateLibrary(sources: ["page": "x"])
        let error = #expect(throws: TemplateError.self) { try library.render("other", [:]) }
        #expect(error?.description == "other: error: unknown template 'other'")
    }
}
