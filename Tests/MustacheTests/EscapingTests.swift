import Mustache
import Testing

/// Values are escaped for the place they stand in, and URL attributes are checked for their scheme.
struct EscapingTests {
    static let hostile: TemplateValue = "<a href='x'>\"Tom\" & Jerry</a>/"

    @Test func textIsEscapedAndSlashIsNot() throws {
        let output = try renderHTML("<p>{{value}}</p>", ["value": Self.hostile])
        #expect(output == "<p>&lt;a href=&#39;x&#39;&gt;&quot;Tom&quot; &amp; Jerry&lt;/a&gt;/</p>")
    }

    @Test func doubleQuotedAttributeIsEscaped() throws {
        let output = try renderHTML(#"<p title="{{value}}">x</p>"#, ["value": Self.hostile])
        #expect(output == #"<p title="&lt;a href=&#39;x&#39;&gt;&quot;Tom&quot; &amp; Jerry&lt;/a&gt;/">x</p>"#)
    }

    @Test func singleQuotedAttributeIsEscaped() throws {
        let output = try renderHTML("<p title='{{value}}'>x</p>", ["value": "it's \"quoted\""])
        #expect(output == "<p title='it&#39;s &quot;quoted&quot;'>x</p>")
    }

    @Test func rawValuesAreNotEscapedInText() throws {
        let output = try renderHTML("<div>{{{html}}}{{&html}}</div>", ["html": "<em>a & b</em>"])
        #expect(output == "<div><em>a & b</em><em>a & b</em></div>")
    }

    @Test func commentsAndTextAfterScriptAreEscapedAsText() throws {
        let template = "<script>let a = 1 < 2;</SCRIPT><!-- {{value}} --><p>{{value}}</p>"
        let output = try renderHTML(template, ["value": "<b>"])
        #expect(output == "<script>let a = 1 < 2;</SCRIPT><!-- &lt;b&gt; --><p>&lt;b&gt;</p>")
    }

    @Test func numbersAndBooleansRenderPlainly() throws {
        let output = try renderHTML("{{a}} {{b}} {{c}} {{d}}", ["a": 42, "b": 1.21, "c": 3.0, "d": true])
        #expect(output == "42 1.21 3 true")
    }

    static let rejected: [(value: String, shown: String)] = [
        ("javascript:alert(1)", "javascript:alert(1)"),
        ("JaVaScRiPt:alert(1)", "JaVaScRiPt:alert(1)"),
        (" javascript:alert(1)", " javascript:alert(1)"),
        ("java\tscript:alert(1)", "java\\tscript:alert(1)"),
        ("java\nscript:alert(1)", "java\\nscript:alert(1)"),
        ("\u{1}javascript:alert(1)", "\\u{1}javascript:alert(1)"),
        ("&#106;avascript:alert(1)", "&#106;avascript:alert(1)"),
        ("&#x6A;avascript:alert(1)", "&#x6A;avascript:alert(1)"),
        ("&#X6a;avascript:alert(1)", "&#X6a;avascript:alert(1)"),
        ("javascript&colon;alert(1)", "javascript&colon;alert(1)"),
        ("data:text/html,<script>alert(1)</script>", "data:text/html,<script>alert(1)</script>"),
        ("vbscript:msgbox", "vbscript:msgbox"),
        ("ftp://example.com/", "ftp://example.com/"),
        ("htt:example.com", "htt:example.com"),
        ("httpss://example.com", "httpss://example.com"),
        ("tel2:1", "tel2:1"),
    ]

    @Test(arguments: rejected)
    func unsafeSchemesAreRejectedWithPosition(value: String, shown: String) throws {
        let template = "<nav>\n  <a href=\"{{url}}\">Link</a>\n</nav>"
        let error = #expect(throws: TemplateError.self) { try renderHTML(template, ["url": .string(value)]) }
        #expect(error?.kind == .unsafeURL)
        #expect(
            error?.message
                == "unsafe URL '\(shown)' in attribute 'href': only http, https, mailto, tel and geo URLs and relative paths are allowed"
        )
        #expect(error?.line == 2)
        #expect(error?.column == 12)
        #expect(error?.file == "page")
    }

    @Test(arguments: ["src", "action", "formaction", "poster", "cite", "xlink:href", "HREF"])
    func everyURLAttributeIsChecked(attribute: String) throws {
        let error = #expect(throws: TemplateError.self) {
            try renderHTML("<x \(attribute)='{{{url}}}'>", ["url": "javascript:x"])
        }
        #expect(error?.kind == .unsafeURL)
        #expect(error?.column == attribute.count + 6)
    }

    @Test(arguments: [
        "../x/", "x.html", "#frag", "?q", "/abs", "", "https://example.com/a?b=1", "HTTP://EXAMPLE.COM",
        "mailto:ana@example.com", "tel:+351210000000", "geo:38.7223,-9.1393", "//cdn.example.com/a.png",
        "notes:today.html", "MailTo:ana@example.com", "GEO:1,2",
    ])
    func safeURLsPass(url: String) throws {
        if url == "notes:today.html" {
            // A colon before any slash makes a scheme, even where a relative path was meant.
            #expect(throws: TemplateError.self) { try renderHTML("<a href=\"{{url}}\">", ["url": .string(url)]) }
        } else {
            let output = try renderHTML("<a href=\"{{url}}\">", ["url": .string(url)])
            #expect(output == "<a href=\"\(url)\">")
        }
    }

    @Test func ampersandsInURLsAreEscaped() throws {
        let output = try renderHTML("<a href=\"{{url}}\">", ["url": "https://example.com/?a=1&b=2"])
        #expect(output == "<a href=\"https://example.com/?a=1&amp;b=2\">")
    }

    @Test func textBeforeTheValueIsJudgedWithIt() throws {
        #expect(try renderHTML("<a href=\"trip-{{id}}.html\">", ["id": "lisbon"]) == "<a href=\"trip-lisbon.html\">")
        #expect(
            try renderHTML("<a href=\"/trips/{{id}}\">", ["id": "javascript:x"]) == "<a href=\"/trips/javascript:x\">")
        let error = #expect(throws: TemplateError.self) {
            try renderHTML("<a href=\"java{{rest}}\">", ["rest": "script:alert(1)"])
        }
        #expect(
            error?.message
                == "unsafe URL 'javascript:alert(1)' in attribute 'href': only http, https, mailto, tel and geo URLs and relative paths are allowed"
        )
        #expect(error?.column == 14)
    }

    @Test func everySourceSetCandidateIsChecked() throws {
        let template = "<img srcset=\"{{set}}\">"
        let output = try renderHTML(template, ["set": "a.jpg 1x, https://cdn.example.com/b.jpg 2x"])
        #expect(output == "<img srcset=\"a.jpg 1x, https://cdn.example.com/b.jpg 2x\">")
        let error = #expect(throws: TemplateError.self) {
            try renderHTML(template, ["set": "a.jpg 1x, javascript:alert(1) 2x"])
        }
        #expect(error?.kind == .unsafeURL)
        #expect(error?.column == 14)
    }

    @Test func sourceSetValuesAfterACommaAreCheckedEach() throws {
        let template = "<img srcset=\"{{small}} 480w, {{large}} 800w\">"
        let output = try renderHTML(template, ["small": "s.jpg", "large": "l.jpg"])
        #expect(output == "<img srcset=\"s.jpg 480w, l.jpg 800w\">")
        let error = #expect(throws: TemplateError.self) {
            try renderHTML(template, ["small": "s.jpg", "large": "data:image/png;base64,AAAA"])
        }
        #expect(error?.column == 30)
    }

    @Test func aFailedRenderLeavesTheOutputUntouched() throws {
        let library = try TemplateLibrary(sources: ["page": "<a href=\"{{url}}\">"])
        var output = "before"
        #expect(throws: TemplateError.self) { try library.render("page", ["url": "javascript:x"], into: &output) }
        #expect(output == "before")
    }

    @Test func plainModeEscapesEverywhereWithoutChecks() throws {
        let library = try TemplateLibrary(
            sources: ["page": "<a href=\"{{url}}\" onclick=\"{{url}}\">"], options: .specification)
        #expect(
            try library.render("page", ["url": "javascript:'x'"])
                == "<a href=\"javascript:&#39;x&#39;\" onclick=\"javascript:&#39;x&#39;\">")
    }
}
