import Markdown
import Testing

/// The text a rendered body shows, which the search index takes its words from.
@Suite struct MarkdownTextTests {
    @Test func theTextIsWhatThePageShowsAndNothingElse() {
        let markdown = """
            # Tiles

            Blue **and** wh*ite* `code`, ![a photo](assets/x.jpg "photo title") and a [link](https://example.org/url "link title").<br>
            <!-- door code 4711 -->

            <div>raw block</div>

            [ref]: https://example.org/ref "reference title"

            <?processing instruction?>

            <![CDATA[ cdata ]]>

            | a | b |
            |---|---|
            | one | two |

                indented code


            - [ ] passport
            """
        #expect(
            MarkdownText.visible(in: markdown).split(whereSeparator: \.isWhitespace)
                == [
                    "Tiles", "Blue", "and", "white", "code,", "a", "photo", "and", "a", "link.", "a", "b", "one", "two",
                    "indented", "code", "passport",
                ])
    }
}
