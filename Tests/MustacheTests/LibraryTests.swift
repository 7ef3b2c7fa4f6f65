import Foundation
import Mustache
import Testing

/// Loading templates from a folder, layouts, partials and dynamic partials in HTML mode.
struct LibraryTests {
    @Test func aFolderLoadsRecursivelyAndNamesFilesInErrors() throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("templates-\(UInt64.random(in: 0...UInt64.max))")
            .appendingPathComponent("Templates")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("partials"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        try "<ul>\n  {{#days}}\n  {{>partials/day}}\n  {{/days}}\n</ul>\n".write(
            to: folder.appendingPathComponent("trip.mustache"), atomically: true, encoding: .utf8)
        try "<li>{{name}}</li>\n".write(
            to: folder.appendingPathComponent("partials/day.mustache"), atomically: true, encoding: .utf8)
        try "not a template".write(to: folder.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)

        let library = try TemplateLibrary(directory: folder)
        #expect(library.templateNames == ["partials/day", "trip"])
        let output = try library.render("trip", ["days": [["name": "Sintra"], ["name": "Évora & Beja"]]])
        #expect(output == "<ul>\n  <li>Sintra</li>\n  <li>Évora &amp; Beja</li>\n</ul>\n")

        try "{{#days}}\n".write(to: folder.appendingPathComponent("broken.mustache"), atomically: true, encoding: .utf8)
        let error = #expect(throws: TemplateError.self) { try TemplateLibrary(directory: folder) }
        #expect(
            error?.description
                == "Templates/broken.mustache:1:1: error: unclosed section 'days'\n    1 | {{#days}}\n      | ^")
    }

    @Test func aMissingFolderIsAnIOError() {
        let error = #expect(throws: TemplateError.self) {
            try TemplateLibrary(directory: URL(fileURLWithPath: "/nonexistent-templates-folder/Templates"))
        }
        #expect(error?.kind == .io)
    }

    @Test func aLayoutIsFilledByItsPage() throws {
        let sources = [
            "layout":
                "<html>\n<head><title>{{$title}}Trips{{/title}}</title></head>\n<body>\n  {{$body}}\n  <p>empty</p>\n  {{/body}}\n</body>\n</html>\n",
            "trip":
                "{{<layout}}\n{{$title}}{{name}} – Trips{{/title}}\n{{$body}}\n<h1>{{name}}</h1>\n<p>{{summary}}</p>\n{{/body}}\n{{/layout}}\n",
        ]
        let library = try TemplateLibrary(sources: sources)
        let output = try library.render("trip", ["name": "Rome & Naples", "summary": "<3"])
        #expect(
            output
                == "<html>\n<head><title>Rome &amp; Naples – Trips</title></head>\n<body>\n  <h1>Rome &amp; Naples</h1>\n  <p>&lt;3</p>\n</body>\n</html>\n"
        )
        #expect(
            try library.render("layout", [:])
                == "<html>\n<head><title>Trips</title></head>\n<body>\n  <p>empty</p>\n</body>\n</html>\n")
    }

    @Test func aPartialInsideAnAttributeIsCompiledForIt() throws {
        let sources = ["page": "<a href=\"{{>link}}\" title=\"{{>link}}\">x</a>", "link": "{{url}}"]
        let library = try TemplateLibrary(sources: sources)
        #expect(try library.render("page", ["url": "/a?b&c"]) == "<a href=\"/a?b&amp;c\" title=\"/a?b&amp;c\">x</a>")
        #expect(throws: TemplateError.self) { try library.render("page", ["url": "javascript:x"]) }
    }

    @Test func aDynamicPartialIsCheckedForWhereItStands() throws {
        let sources = [
            "page": "<p>{{>*kind}}</p><a href=\"{{>*kind}}\">",
            "plain": "{{value}}",
        ]
        let library = try TemplateLibrary(sources: sources)
        #expect(try library.render("page", ["kind": "plain", "value": "a<b"]) == "<p>a&lt;b</p><a href=\"a&lt;b\">")
        let error = #expect(throws: TemplateError.self) {
            try library.render("page", ["kind": "plain", "value": "javascript:x"])
        }
        #expect(error?.kind == .unsafeURL)
        #expect(error?.file == "plain")
    }

    @Test func aDynamicPartialThatCannotStandThereFailsWhenChosen() throws {
        let sources = ["page": "<script>{{>*kind}}</script>", "text": "plain text", "value": "{{x}}"]
        let library = try TemplateLibrary(sources: sources)
        #expect(try library.render("page", ["kind": "text"]) == "<script>plain text</script>")
        let error = #expect(throws: TemplateError.self) { try library.render("page", ["kind": "value"]) }
        #expect(error?.message == "cannot interpolate inside <script>: its content is script")
    }

    @Test func literalsBuildValues() {
        let value: TemplateValue = ["a": [1, 2.5, "x", true, nil]]
        #expect(value == .dictionary(["a": .array([.int(1), .double(2.5), .string("x"), .bool(true), .null])]))
    }

    @Test func renderingAppendsToBuffers() throws {
        let library = try TemplateLibrary(sources: ["page": "<b>{{x}}</b>"])
        var text = "start:"
        try library.render("page", ["x": "1"], into: &text)
        #expect(text == "start:<b>1</b>")
        var bytes: [UInt8] = Array("start:".utf8)
        try library.render("page", ["x": "é"], into: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == "start:<b>é</b>")
    }
}
