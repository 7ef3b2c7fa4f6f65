import Foundation
import SiteOutput
import Testing
import TravelModel

@testable import SiteBuilder

/// A body the build put out of memory and cannot read back stops the render with a message naming its file.
@Suite struct UnreadableBodyTests {
    final class LosingShelf: TextShelf {
        func put(_ text: String) -> Range<Int>? { 0..<text.utf8.count }
        func text(at range: Range<Int>) -> String? { nil }
    }

    static func message(_ file: String) -> String {
        "render pages: \(file): its Markdown, kept in a temporary file while the build ran, could not be read back; "
            + "check the disk under the temporary folder (TMPDIR) and build again"
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
            UnreadableBody(file: "Content/recommendations/pt/lisbon/ramiro.md").failure.description
                == Self.message("Content/recommendations/pt/lisbon/ramiro.md"))
    }

    @Test func theRenderStopsAtAPageWhoseBodyCannotBeReadBack() async throws {
        let folder = try BuildFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let options = BuildOptions(
            contentDirectory: BuildFixture.sampleContent, contentDisplayPath: "Content",
            templatesDirectory: BuildFixture.theme, outputDirectory: folder.appendingPathComponent("site"),
            now: BuildFixture.now, offline: true)
        let build = SiteBuild(options: options, gazetteer: .shared)
        var (_, site) = try await build.loadContent(shelvesBodies: true)
        #expect(site.recommendations[0].body.isShelved)
        site.recommendations[0].body = MarkdownBody(text: "Lost.", firstLine: 1)
        site.recommendations[0].body.shelve(on: LosingShelf())
        let theme = try Theme(overriding: options.templatesDirectory, language: site.settings.language)
        let graph = SiteGraph(site: site, includeDrafts: false)
        let (enrichment, _) = await EnrichSite.run(site: site, graph: graph, options: options)
        let images = await ResizeImages.run(graph: graph, enrichment: enrichment, options: options).images
        let inputs = build.renderInputs(
            site: site, graph: graph, theme: theme,
            formatter: SiteFormatter(language: site.settings.language, words: theme.strings), enrichment: enrichment,
            images: images)
        let output = try SiteWriter.prepare(options)
        defer { output.discard() }
        do {
            _ = try await RenderPages.render(
                inputs.pages.all, with: RenderPages.PageMaker(inputs), templates: theme.templates, into: output)
            Issue.record("the render went on without the body")
        } catch {
            #expect(error.description == Self.message(site.recommendations[0].sourcePath))
        }
    }
}
