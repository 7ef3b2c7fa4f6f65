import Markdown
import Testing

@Suite struct MarkdownRendererTests {
    let renderer = MarkdownRenderer()

    @Test func rendersGFMTablesStrikethroughAndAutolinks() {
        let html = renderer.render("| a | b |\n|---|---|\n| 1 | ~~2~~ |\n\nSee https://example.org.").html
        #expect(
            html == """
                <table>
                <thead>
                <tr>
                <th>a</th>
                <th>b</th>
                </tr>
                </thead>
                <tbody>
                <tr>
                <td>1</td>
                <td><del>2</del></td>
                </tr>
                </tbody>
                </table>
                <p>See <a href="https://example.org">https://example.org</a>.</p>

                """)
    }

    @Test func rawHTMLIsOmittedUnlessAllowed() {
        let markdown = "<script>alert(1)</script>\n\nText <b>bold</b>."
        #expect(
            renderer.render(markdown).html
                == "<!-- raw HTML omitted -->\n<p>Text <!-- raw HTML omitted -->bold<!-- raw HTML omitted -->.</p>\n")
        #expect(MarkdownRenderer(allowsRawHTML: true).render(markdown).html.contains("<b>bold</b>"))
    }

    @Test func dangerousLinkSchemesNeverReachThePage() {
        let html = renderer.render("[x](javascript:alert(1)) [y](JaVaScRiPt:alert(2)) ![z](data:text/html;base64,AA)")
            .html
        #expect(!html.lowercased().contains("javascript:"))
        #expect(!html.contains("data:text/html"))
    }

    @Test func internalLinksAreResolvedThroughTheCallback() {
        let html = renderer.render("[Belém](rec:pasteis-de-belem) and [web](https://example.org)") { url in
            url.hasPrefix("rec:") ? "../../cities/pt/lisbon/" + url.dropFirst(4) + "/" : nil
        }.html
        #expect(
            html
                == "<p><a href=\"../../cities/pt/lisbon/pasteis-de-belem/\">Belém</a> and <a href=\"https://example.org\">web</a></p>\n"
        )
    }

    @Test func taskListsBecomeAPackingListWithTextAlternatives() {
        let rendered = renderer.render("Intro *text*.\n\n- [ ] passport\n- [x] plug **adapter**\n")
        #expect(
            rendered.tasks == [TaskItem(text: "passport", done: false), TaskItem(text: "plug adapter", done: true)])
        #expect(rendered.firstParagraph == "Intro text.")
        #expect(rendered.html.contains("<span class=\"task-box\" role=\"img\" aria-label=\"to do\">☐</span> passport"))
        #expect(
            rendered.html.contains("<span class=\"task-box task-done\" role=\"img\" aria-label=\"done\">☑</span> plug"))
        #expect(!rendered.html.contains("<input"))
    }

    @Test func headingsSitBelowThePageTitleAndFootnotesWork() {
        let html = renderer.render("# Notes\n\nA fact[^1].\n\n[^1]: Its source.\n").html
        #expect(html.hasPrefix("<h2>Notes</h2>\n"))
        #expect(html.contains("<section class=\"footnotes\""))
    }

    @Test func quotesAndDashesAreTypographic() {
        #expect(renderer.render("\"Quoted\" -- and...").html == "<p>“Quoted” – and…</p>\n")
    }
}

@Suite struct TaskListExtractionTests {
    @Test func taskListsCanBeLeftOutOfTheHTMLAndKeptAsTasks() {
        let rendered = MarkdownRenderer(extractsTaskLists: true).render(
            "Notes.\n\n- [ ] passport\n- [x] adapter\n\nMore.\n\n- plain item\n")
        #expect(rendered.html == "<p>Notes.</p>\n<p>More.</p>\n<ul>\n<li>plain item</li>\n</ul>\n")
        #expect(rendered.tasks.map(\.text) == ["passport", "adapter"])
    }

    @Test func aHeadingLeftWithNothingUnderItGoesWithItsTaskList() {
        let rendered = MarkdownRenderer(extractsTaskLists: true).render(
            "## Plan\n\nWalk.\n\n## Packing list\n\n- [ ] passport\n\n## After\n\nRest.\n\n## Also\n\n- [ ] towel\n")
        #expect(rendered.html == "<h3>Plan</h3>\n<p>Walk.</p>\n<h3>After</h3>\n<p>Rest.</p>\n")
        #expect(rendered.tasks.map(\.text) == ["passport", "towel"])
    }

    @Test func aTaskListInsideAnotherGoesWithIt() {
        let rendered = MarkdownRenderer(extractsTaskLists: true).render(
            "Notes.\n\n- [ ] bags\n  - [ ] passport\n    - [x] visa\n- [ ] tickets\n\nMore.\n")
        #expect(rendered.html == "<p>Notes.</p>\n<p>More.</p>\n")
        #expect(rendered.tasks.map(\.text) == ["bags", "passport", "visa", "tickets"])
    }

    @Test func aHeadingWithTextBesideItsTaskListStays() {
        let rendered = MarkdownRenderer(extractsTaskLists: true).render("## Packing\n\n- [ ] passport\n\nPack light.\n")
        #expect(rendered.html == "<h3>Packing</h3>\n<p>Pack light.</p>\n")
    }
}

/// Markdown links follow the scheme rule templates follow in URL attributes.
@Suite struct LinkSchemeTests {
    @Test(arguments: ["ftp://e.org/x", "view-source:https://e.org/", "intent://x#Intent;end", "feed:https://e.org/"])
    func linksWithOtherSchemesLoseTheirDestination(destination: String) {
        let html = MarkdownRenderer().render("[x](\(destination)) ![y](\(destination))").html
        #expect(html == "<p><a href=\"\">x</a> <img src=\"\" alt=\"y\" /></p>\n")
    }

    @Test func allowedSchemesAndRelativeLinksAreKept() {
        let html = MarkdownRenderer().render("[a](https://e.org/) [b](mailto:a@e.org) [c](assets/x:y.jpg)").html
        #expect(html.contains("href=\"https://e.org/\"") && html.contains("href=\"mailto:a@e.org\""))
        #expect(html.contains("href=\"assets/x:y.jpg\""))
    }
}
