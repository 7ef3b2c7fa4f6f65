import Markdown
import Testing

/// Images of a Markdown body as the build decides to show them: with their copies and size, or left out.
@Suite struct MarkdownImageTests {
    @Test func anImageIsShownWithItsCopiesAndSize() {
        let html = MarkdownRenderer().render(
            #"See ![the "tram" <28> & more](assets/tram.jpg 'Tram "28"') here."#,
            image: { url in
                #expect(url == "assets/tram.jpg")
                return .shown(
                    src: "../assets/tram.jpg", srcset: "../r/tram-480w.jpg 480w, ../assets/tram.jpg 900w",
                    sizes: "100vw", width: 900, height: 600)
            }
        ).html
        #expect(
            html
                == #"<p>See <img src="../assets/tram.jpg" srcset="../r/tram-480w.jpg 480w, ../assets/tram.jpg 900w" sizes="100vw" width="900" height="600" alt="the “tram” &lt;28&gt; &amp; more" title="Tram &quot;28&quot;" loading="lazy" /> here.</p>"#
                + "\n")
    }

    @Test func anImageTheBuildHasNoCopyOfLeavesItsDescription() {
        let html = MarkdownRenderer().render("![a view <3](https://example.org/v.jpg)", image: { _ in .omitted }).html
        #expect(html == "<p>a view &lt;3</p>\n")
    }

    @Test func withoutAnAnswerTheImageIsLeftToTheLinkRule() {
        let renderer = MarkdownRenderer()
        #expect(
            renderer.render("![x](rec:a) ![y](ftp://h/y.jpg)", resolve: { $0 == "rec:a" ? "../a/" : nil }).html
                == "<p><img src=\"../a/\" alt=\"x\" /> <img src=\"\" alt=\"y\" /></p>\n")
    }

    @Test func anImageInsideALinkKeepsTheLink() {
        let html = MarkdownRenderer().render(
            "[![x](a.jpg)](https://example.org/)",
            image: { _ in .shown(src: "a.jpg", srcset: nil, sizes: nil, width: 10, height: 20) }
        ).html
        #expect(
            html
                == #"<p><a href="https://example.org/"><img src="a.jpg" width="10" height="20" alt="x" loading="lazy" /></a></p>"#
                + "\n")
    }

    @Test func anImageInsideAnImagesDescriptionIsTextOfItsAlt() {
        var asked: [String] = []
        let html = MarkdownRenderer().render(
            "![a ![b](assets/x.jpg) c](assets/y.jpg)",
            image: { url in
                asked.append(url)
                return .shown(src: url, srcset: nil, sizes: nil, width: 10, height: 20)
            }
        ).html
        #expect(asked == ["assets/y.jpg"])
        #expect(html == #"<p><img src="assets/y.jpg" width="10" height="20" alt="a b c" loading="lazy" /></p>"# + "\n")
    }
}
