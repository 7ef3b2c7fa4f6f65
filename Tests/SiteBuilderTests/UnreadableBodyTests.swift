import Testing
import TravelModel

@testable import SiteBuilder

/// A body the build put out of memory and cannot read back stops the render with a message naming its file.
@Suite struct UnreadableBodyTests {
    final class LosingShelf: TextShelf {
        func put(_ text: String) -> Range<Int>? { 0..<text.utf8.count }
        func text(at range: Range<Int>) -> String? { nil }
    }

    @Test func aBodyThatCannotBeReadBackNamesItsFile() throws {
        var body = MarkdownBody(text: "Grilled prawns.", firstLine: 5)
        #expect(
            try RenderPages.text(of: body, file: "Content/recommendations/pt/lisbon/ramiro.md") == "Grilled prawns.")
        body.shelve(on: LosingShelf())
        #expect(throws: UnreadableBody(file: "Content/recommendations/pt/lisbon/ramiro.md")) {
            try RenderPages.text(of: body, file: "Content/recommendations/pt/lisbon/ramiro.md")
        }
        #expect(
            UnreadableBody(file: "Content/recommendations/pt/lisbon/ramiro.md").description
                == "Content/recommendations/pt/lisbon/ramiro.md: its Markdown, kept in a temporary file while the build "
                + "ran, could not be read back; check the disk under the temporary folder (TMPDIR) and build again")
    }
}
