import Mustache
import Testing

/// The compiler follows the HTML tokenizer where a browser would read a template differently from how it
/// looks (issue row 9): each construct that once let a value run as script is now refused at the value, or
/// read the way browsers read it.
struct TokenizerStateTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let template: String
        let message: String
        let column: Int
        var testDescription: String { template }
    }

    static let refused: [Case] = [
        Case(
            template: "<iframe srcdoc=\"{{v}}\"></iframe>",
            message: "cannot interpolate into attribute 'srcdoc': its value is an HTML document", column: 17),
        // Abrupt comments end at once, so the script after them is script.
        Case(
            template: "<!--><script>{{v}}</script>",
            message: "cannot interpolate inside <script>: its content is script", column: 14),
        Case(
            template: "<!---><script>{{v}}</script>",
            message: "cannot interpolate inside <script>: its content is script", column: 15),
        Case(
            template: "<!-- a --!><a onclick=\"{{v}}\">",
            message: "cannot interpolate into event handler attribute 'onclick': its value is script", column: 24),
        Case(
            template: "<!-->x<a onclick=\"{{v}}\">",
            message: "cannot interpolate into event handler attribute 'onclick': its value is script", column: 19),
        // `</scriptx>` does not end a script.
        Case(
            template: "<script></scriptx>{{v}}</script>",
            message: "cannot interpolate inside <script>: its content is script", column: 19),
        // The escaped and double-escaped script states are not followed: refused.
        Case(
            template: "<script><!--<script></script>{{v}}</script>-->",
            message:
                "cannot tell where a value stands after '<!--' inside <script>: browsers read the rest as escaped script data",
            column: 30),
        // Raw text: what looks like an attribute is text, and what follows its end tag is markup.
        Case(
            template: "<noscript><i class=\"</noscript><script>{{v}}</script>\">",
            message: "cannot interpolate inside <script>: its content is script", column: 40),
        Case(
            template: "<title><i class=\"</title><a onclick='{{v}}'>\">",
            message: "cannot interpolate into event handler attribute 'onclick': its value is script", column: 38),
        Case(
            template: "<xmp><i title=\"</xmp><script>{{v}}</script>\">",
            message: "cannot interpolate inside <script>: its content is script", column: 30),
        Case(
            template: "<iframe><i title=\"</iframe><script>{{v}}</script>\">",
            message: "cannot interpolate inside <script>: its content is script", column: 36),
        // SVG animation sets another attribute: `href` to a script.
        Case(
            template: "<svg><a><set attributeName=\"href\" to=\"{{v}}\"/><text>x</text></a></svg>",
            message:
                "cannot interpolate into attribute 'to' of <set>: it sets another attribute, which may be a URL or a script",
            column: 39),
        Case(
            template: "<svg><animate attributeName=\"href\" values=\"{{v}}\"/></svg>",
            message:
                "cannot interpolate into attribute 'values' of <animate>: it sets another attribute, which may be a URL or a script",
            column: 44),
        Case(
            template: "<svg><set attributeName=\"{{name}}\" to=\"javascript:alert(1)\"/></svg>",
            message:
                "cannot interpolate into attribute 'attributename' of <set>: it sets another attribute, which may be a URL or a script",
            column: 26),
    ]

    @Test(arguments: refused)
    func constructIsRefusedAtTheValue(_ test: Case) {
        let error = #expect(throws: TemplateError.self) { try TemplateLibrary(sources: ["t": test.template]) }
        #expect(error?.kind == .unsafeContext)
        #expect(error?.message == test.message)
        #expect(error?.line == 1)
        #expect(error?.column == test.column)
    }

    @Test func textElementsHoldEscapedValues() throws {
        let library = try TemplateLibrary(
            sources: ["t": "<title>{{v}}</title><textarea>{{v}}</textarea><p title=\"{{v}}\">"])
        let html = try library.render("t", .dictionary(["v": .string("</title><script>alert(1)</script>")]))
        #expect(!html.contains("<script>"))
    }

    @Test func aURLInAnObjectsDataIsChecked() {
        let error = #expect(throws: TemplateError.self) {
            try TemplateLibrary(sources: ["t": "<object data=\"{{v}}\"></object>"]).render(
                "t", .dictionary(["v": .string("javascript:alert(1)")]))
        }
        #expect(error?.kind == .unsafeURL)
    }
}
