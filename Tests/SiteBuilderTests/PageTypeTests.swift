import Foundation
import SitePlan
import Testing

@testable import SiteBuilder
@testable import SiteTheme
@testable import SiteViews

/// A page type is one type conforming to `PageType`, listed once in `PageTypes.all`, with its template in the
/// default theme and its name in docs/theme.md, as docs/architecture.md says.
@Suite struct PageTypeTests {
    /// The default theme's templates that are not a page's: the layout every page's template extends.
    static let sharedTemplates: Set<String> = ["layout"]

    @Test func eachPageTypeHasATemplateOfTheDefaultThemeAndEachPageTemplateAPageType() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: BuildFixture.theme.path)
        let templates = Set(files.filter { $0.hasSuffix(".mustache") }.map { String($0.dropLast(".mustache".count)) })
        let pageTemplates = PageTypes.all.map { $0.template }
        #expect(Set(pageTemplates).count == pageTemplates.count, "two page types share a template")
        for template in pageTemplates {
            #expect(templates.contains(template), "Templates/ has no \(template).mustache")
        }
        #expect(templates.subtracting(pageTemplates).subtracting(Self.sharedTemplates).sorted() == [])
    }

    @Test func pageTypeNamesAreDistinctAndDocumentedAsPageKinds() throws {
        let names = PageTypes.all.map { $0.name }
        #expect(Set(names).count == names.count)
        let theme = try String(
            contentsOf: BuildFixture.root.appendingPathComponent("docs/theme.md"), encoding: .utf8)
        let row = try #require(theme.split(separator: "\n").first { $0.hasPrefix("| `page.kind` |") })
        let meaning = row.split(separator: "|")[2]
        let documented = Set(meaning.matches(of: /`([^`]+)`/).map { String($0.1) })
        #expect(documented == Set(names))
    }

    /// A page type listed in search makes an entry for each of its pages, and one that is not makes none.
    @Test func searchEntriesComeFromThePageTypesListedInSearch() async throws {
        let build = SiteBuild(
            options: BuildOptions(
                contentDirectory: BuildFixture.sampleContent, contentDisplayPath: "Content",
                templatesDirectory: BuildFixture.theme, outputDirectory: try BuildFixture.temporaryFolder(),
                now: BuildFixture.now, offline: true),
            gazetteer: .shared)
        let (_, site) = try await build.loadContent()
        let graph = SiteGraph(site: site, includeDrafts: false)
        let theme = try Theme(overriding: nil, language: "en")
        let formatter = SiteFormatter(language: "en", words: theme.strings)
        let pages = SitePages(graph: graph, includeDrafts: false).all
        #expect(Set(pages.map { $0.type.name }) == Set(PageTypes.all.map { $0.name }))
        for page in pages {
            let entry = page.subject.searchEntry(folder: page.folder ?? page.file, graph: graph, formatter: formatter)
            #expect((entry != nil) == page.type.listing.inSearch, "\(page.file)")
        }
    }
}
