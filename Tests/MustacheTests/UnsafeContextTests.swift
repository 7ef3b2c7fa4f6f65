import Mustache
import Testing

/// Interpolating where no escaping is safe is a compile error at the tag.
struct UnsafeContextTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let template: String
        let message: String
        let line: Int
        let column: Int
        var testDescription: String { template }
    }

    static let cases: [Case] = [
        Case(template: "<{{tag}}>", message: "cannot interpolate into a tag name", line: 1, column: 2),
        Case(template: "<h{{level}}>", message: "cannot interpolate into a tag name", line: 1, column: 3),
        Case(template: "<p>\n</{{tag}}>", message: "cannot interpolate into a tag name", line: 2, column: 3),
        Case(
            template: "<div {{attr}}=\"x\">", message: "cannot interpolate into an attribute name", line: 1, column: 6),
        Case(
            template: "<div data-{{name}}=\"x\">", message: "cannot interpolate into an attribute name", line: 1,
            column: 11),
        Case(
            template: "<input {{#on}}{{flag}}{{/on}}>", message: "cannot interpolate into an attribute name", line: 1,
            column: 15),
        Case(
            template: "<div class={{c}}>",
            message: "cannot interpolate into the unquoted value of attribute 'class': quote it", line: 1, column: 12),
        Case(
            template: "<div class=a{{c}}>",
            message: "cannot interpolate into the unquoted value of attribute 'class': quote it", line: 1, column: 13),
        Case(
            template: "<a onclick=\"{{js}}\">",
            message: "cannot interpolate into event handler attribute 'onclick': its value is script", line: 1,
            column: 13),
        Case(
            template: "<body OnLoad='go({{x}})'>",
            message: "cannot interpolate into event handler attribute 'onload': its value is script", line: 1,
            column: 18),
        Case(
            template: "<p style=\"color: {{c}}\">",
            message: "cannot interpolate into attribute 'style': its value is CSS", line: 1, column: 18),
        Case(
            template: "<script>\n  var x = \"{{x}}\";\n</script>",
            message: "cannot interpolate inside <script>: its content is script", line: 2, column: 12),
        Case(
            template: "<script type=\"module\">{{{x}}}</script>",
            message: "cannot interpolate inside <script>: its content is script", line: 1, column: 23),
        Case(
            template: "<style>p { color: {{c}} }</style>",
            message: "cannot interpolate inside <style>: its content is CSS", line: 1, column: 19),
        Case(
            template: "<a href=\"{{a}}{{b}}\">",
            message:
                "cannot check the scheme of the URL in attribute 'href': two values are joined with no '/', '?' or '#' between them",
            line: 1, column: 15),
    ]

    @Test(arguments: cases)
    func unsafePlacesAreCompileErrors(_ test: Case) {
        let error = #expect(throws: TemplateError.self) { try TemplateLibrary(sources: ["page": test.template]) }
        #expect(error?.kind == .unsafeContext)
        #expect(error?.message == test.message)
        #expect(error?.line == test.line)
        #expect(error?.column == test.column)
    }

    @Test func aPartialIsCheckedWhereItIsIncluded() {
        let sources = ["page": "<p>\n<script>{{>code}}</script>", "code": "var a = {{a}};"]
        let error = #expect(throws: TemplateError.self) { try TemplateLibrary(sources: sources) }
        #expect(error?.file == "code")
        #expect(error?.message == "cannot interpolate inside <script>: its content is script")
        #expect(error?.column == 9)
    }

    @Test func aBlockIsCheckedWhereItLands() {
        let sources = [
            "layout": "<a onclick=\"{{$handler}}{{/handler}}\">",
            "page": "{{<layout}}{{$handler}}{{go}}{{/handler}}{{/layout}}",
        ]
        let error = #expect(throws: TemplateError.self) { try TemplateLibrary(sources: sources) }
        #expect(error?.file == "page")
        #expect(error?.column == 24)
    }

    @Test func aSectionMustEndWhereItBegan() {
        let error = #expect(throws: TemplateError.self) {
            try TemplateLibrary(sources: ["page": "<p>{{#open}}<a href=\"{{/open}}x\">"])
        }
        #expect(
            error?.message
                == "section 'open' ends in a different HTML context than it begins in (text and inside attribute 'href')"
        )
        #expect(error?.column == 4)
    }

    @Test func safePlacesCompile() throws {
        let template = """
            <!DOCTYPE html>
            <a class="{{cls}}" title='{{t}}' href="/trips/{{slug}}/#day-{{n}}" {{#on}}disabled{{/on}}>{{t}}</a>
            <img alt="" src="{{src}}">
            """
        let output = try renderHTML(
            template, ["cls": "a b", "t": "x>y", "slug": "s", "n": 2, "on": true, "src": "p.png"])
        #expect(
            output == """
                <!DOCTYPE html>
                <a class="a b" title='x&gt;y' href="/trips/s/#day-2" disabled>x&gt;y</a>
                <img alt="" src="p.png">
                """)
    }
}
