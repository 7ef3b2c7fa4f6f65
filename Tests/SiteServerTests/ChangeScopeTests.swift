import Foundation
import Testing

@testable import SiteServer

/// What a batch of saved files means for a rebuild: what is decoded again, what is kept.
struct ChangeScopeTests {
    let content = URL(fileURLWithPath: "/site/Content")
    let templates = URL(fileURLWithPath: "/site/Templates")

    @Test func aRecommendationKeepsTheLookupsAndTheWords() {
        let scope = ChangeScope(["/site/Content/recommendations/pt/a.md"], content: content, templates: templates)
        #expect(scope.contentFiles == ["/site/Content/recommendations/pt/a.md"])
        #expect(!scope.other && scope.keepsLookups && scope.keepsWords)
    }

    @Test func aTripLooksUpAgain() {
        let scope = ChangeScope(["/site/Content/trips/lisbon.md"], content: content, templates: templates)
        #expect(scope.contentFiles == ["/site/Content/trips/lisbon.md"])
        #expect(!scope.keepsLookups && scope.keepsWords)
    }

    @Test(arguments: [
        "/site/Content/site.yml", "/site/Content/cities/girona.md", "/site/Content/assets/a.jpg",
        "/site/Content/recommendations/new-folder",
    ])
    func anythingElseOfTheContentDecodesEverything(path: String) {
        let scope = ChangeScope([path], content: content, templates: templates)
        #expect(scope.other && !scope.keepsLookups && !scope.keepsWords)
    }

    @Test func theThemeKeepsTheContentButNotTheWords() {
        let scope = ChangeScope(["/site/Templates/strings/en.json"], content: content, templates: templates)
        #expect(scope.contentFiles.isEmpty && !scope.other)
        #expect(scope.keepsLookups && !scope.keepsWords)
    }
}
