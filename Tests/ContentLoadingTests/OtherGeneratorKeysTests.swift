import ContentLoading
import Diagnostics
import Testing

/// Hugo's `draft: true`, and `private: true` or Jekyll's `published: false`: read as unknown keys they would
/// publish the trip they were meant to hold back, so each is an error at its key naming the `visibility` to
/// write; the values that mean a public trip are warnings.
@Suite struct OtherGeneratorKeysTests {
    /// Each diagnostic of `file` as a line, with its note on the next.
    static func lines(_ result: LoadResult, file: String) -> [String] {
        result.diagnostics.filter { $0.location?.file == file }.map {
            $0.description + ($0.note.map { "\n  note: " + $0 } ?? "")
        }
    }

    static let expected: [(file: String, diagnostics: [String])] = [
        (
            "OtherGenerators/trips/hugo-draft.md",
            [
                "OtherGenerators/trips/hugo-draft.md:5:1: error: unknown key 'draft' in a trip: a draft is written 'visibility: draft'"
                    + "\n  note: replace this line with 'visibility: draft' (built only with --drafts; serve shows it)"
            ]
        ),
        (
            "OtherGenerators/trips/private-flag.md",
            [
                "OtherGenerators/trips/private-flag.md:3:1: error: unknown key 'private' in a trip: a private trip is written 'visibility: private'"
                    + "\n  note: replace this line with 'visibility: private' (never built; serve shows it)"
            ]
        ),
        (
            "OtherGenerators/trips/jekyll-unpublished.md",
            [
                "OtherGenerators/trips/jekyll-unpublished.md:4:1: error: unknown key 'published' in a trip: a trip left out of the site is written 'visibility: draft' or 'visibility: private'"
                    + "\n  note: replace this line with 'visibility: draft' (built only with --drafts; serve shows it), or 'visibility: private' (never built; serve shows it)"
            ]
        ),
        (
            "OtherGenerators/trips/draft-false.md",
            [
                "OtherGenerators/trips/draft-false.md:3:1: warning: unknown key 'draft' in a trip: trips are public unless 'visibility' says otherwise"
                    + "\n  note: remove this line; 'visibility: public' is the default"
            ]
        ),
    ]

    @Test(arguments: expected.map(\.file))
    func eachKeyGetsItsExactDiagnostic(_ file: String) async throws {
        let result = try await FixtureSite.load("OtherGenerators")
        let expected = Self.expected.first { $0.file == file }!.diagnostics
        #expect(Self.lines(result, file: file) == expected)
    }

    @Test func theErrorsStopTheBuildAndTheCaretIsUnderTheKey() async throws {
        let result = try await FixtureSite.load("OtherGenerators")
        #expect(result.site == nil)
        #expect(result.diagnostics.errorCount == 3)
        #expect(result.diagnostics.warningCount == 1)
        let draft = result.diagnostics.first { $0.location?.file == "OtherGenerators/trips/hugo-draft.md" }
        #expect(draft?.length == "draft".count)
    }
}
