import Markdown
import Testing

@Suite struct CommonMarkDocumentTests {
    /// Columns point at the destination, where a typo in a slug would be fixed, counted in characters.
    @Test func findsLinksAndImagesWithTheColumnOfTheirDestination() {
        let markdown = """
            # Title

            Café [Nicola](rec:cafe-nicola) and ![a photo](assets/x.jpg).
            - [ ] passport, see <https://example.org>
            """
        let links = CommonMarkDocument.links(in: markdown)
        #expect(
            links == [
                MarkdownLink(destination: "rec:cafe-nicola", line: 3, column: 15, isImage: false),
                MarkdownLink(destination: "assets/x.jpg", line: 3, column: 47, isImage: true),
                MarkdownLink(destination: "https://example.org", line: 4, column: 22, isImage: false),
            ])
    }

    @Test func noLinksInCodeOrPlainText() {
        #expect(CommonMarkDocument.links(in: "`[x](rec:y)`\n\n    [a](rec:b)\n\nrec:plain").isEmpty)
    }
}

/// Inputs the fuzzer found.
@Suite struct CommonMarkDocumentFuzzFindings {
    /// An autolink after a broken link (a tab in its destination) has no line from cmark; its column was 0.
    @Test func everyLinkHasAColumn() {
        let markdown = String(repeating: "[a](https://e.org/) ", count: 19) + "[a](https://e+\t+g/) \n"
        let links = CommonMarkDocument.links(in: markdown)
        #expect(!links.isEmpty)
        #expect(links.allSatisfy { $0.column >= 1 })
    }
}
