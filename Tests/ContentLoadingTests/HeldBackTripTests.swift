import ContentLoading
import Diagnostics
import Foundation
import Testing

/// What a trip's front matter must not get past `check`: dates that ask for millions of days, and visibility
/// written in a way that would publish a trip its author meant to hold back.
@Suite struct HeldBackTripTests {
    /// Each diagnostic of the one trip `front` describes, with its note on the next line.
    static func diagnostics(_ front: String) async throws -> (lines: [String], result: LoadResult) {
        let (_, content) = try UntrustedContentTests.site()
        let text = "---\ntitle: Honeymoon in Porto\n\(front)---\nNotes.\n"
        try text.write(to: content.appendingPathComponent("trips/honeymoon.md"), atomically: true, encoding: .utf8)
        let result = try #require(try await UntrustedContentTests.load(content))
        let lines = result.diagnostics.map { $0.description + ($0.note.map { "\n  note: " + $0 } ?? "") }
        return (lines, result)
    }

    @Test func aTripOfTenThousandYearsIsAnErrorAtItsEnd() async throws {
        let (lines, result) = try await Self.diagnostics("start: 0001-01-01\nend: 9999-12-31\n")
        #expect(
            lines == [
                "Content/trips/honeymoon.md:4:6: error: the trip lasts 3652059 days, from 0001-01-01 to 9999-12-31, longer than the limit of 366 days for a trip"
                    + "\n  note: check the years of 'start' and 'end'; a longer journey is written as several trips"
            ])
        #expect(result.site == nil)
    }

    @Test func aTripDatedByItsDaysIsBoundAtItsLastDay() async throws {
        let (lines, _) = try await Self.diagnostics("days:\n  - date: 2027-06-01\n  - date: 2029-06-01\n")
        #expect(
            lines == [
                "Content/trips/honeymoon.md:5:11: error: the trip lasts 732 days, from 2027-06-01 to 2029-06-01, longer than the limit of 366 days for a trip"
                    + "\n  note: check the years of 'start' and 'end'; a longer journey is written as several trips"
            ])
    }

    @Test func aYearLongTripIsAllowed() async throws {
        // 2028 is a leap year: 366 days, the first and the last included.
        let (lines, result) = try await Self.diagnostics("start: 2028-01-01\nend: 2028-12-31\n")
        #expect(lines == [])
        #expect(result.site?.trips.first?.durationDays == 366)
    }

    static let emptyVisibility: [(written: String, column: Int)] = [
        ("visibility:", 12), ("visibility: ~", 13), ("visibility: null", 13), ("visibility: ''", 13),
    ]

    @Test(arguments: emptyVisibility.map(\.written))
    func visibilityWithNoValueIsAnError(_ written: String) async throws {
        let column = Self.emptyVisibility.first { $0.written == written }!.column
        let (lines, result) = try await Self.diagnostics("start: 2027-06-01\nend: 2027-06-03\n\(written)\n")
        #expect(
            lines == [
                "Content/trips/honeymoon.md:5:\(column): error: 'visibility' has no value; it must be public, unlisted, private or draft"
                    + "\n  note: write 'visibility: public' for a trip everyone may see, or remove the line"
            ])
        #expect(result.site == nil)
    }

    static let misspeltKeys: [(written: String, diagnostic: String)] = [
        (
            "Visibility: private",
            "Content/trips/honeymoon.md:5:1: error: unknown key 'Visibility' in a trip; did you mean 'visibility'? Read as written, it would leave the trip public"
                + "\n  note: replace this line with 'visibility: private' (never built; serve shows it)"
        ),
        (
            "visiblity: private",
            "Content/trips/honeymoon.md:5:1: error: unknown key 'visiblity' in a trip; did you mean 'visibility'? Read as written, it would leave the trip public"
                + "\n  note: replace this line with 'visibility: private' (never built; serve shows it)"
        ),
        (
            "VISIBILITY: drafts",
            "Content/trips/honeymoon.md:5:1: error: unknown key 'VISIBILITY' in a trip; did you mean 'visibility'? Read as written, it would leave the trip public"
                + "\n  note: replace this line with 'visibility: draft' (built only with --drafts; serve shows it)"
        ),
        (
            "visibilty: 42",
            "Content/trips/honeymoon.md:5:1: error: unknown key 'visibilty' in a trip; did you mean 'visibility'? Read as written, it would leave the trip public"
                + "\n  note: replace this line with 'visibility:' and one of public, unlisted, private or draft"
        ),
        (
            "unlisted: true",
            "Content/trips/honeymoon.md:5:1: error: unknown key 'unlisted' in a trip: an unlisted trip is written 'visibility: unlisted'"
                + "\n  note: replace this line with 'visibility: unlisted' (built at an address with a token, listed nowhere)"
        ),
        (
            "public: false",
            "Content/trips/honeymoon.md:5:1: error: unknown key 'public' in a trip: a trip left out of the site is written 'visibility: draft' or 'visibility: private'"
                + "\n  note: replace this line with 'visibility: draft' (built only with --drafts; serve shows it), or 'visibility: private' (never built; serve shows it)"
        ),
    ]

    @Test(arguments: misspeltKeys.map(\.written))
    func aMisspeltOrRecasedVisibilityKeyIsAnError(_ written: String) async throws {
        let expected = Self.misspeltKeys.first { $0.written == written }!.diagnostic
        let (lines, result) = try await Self.diagnostics("start: 2027-06-01\nend: 2027-06-03\n\(written)\n")
        #expect(lines == [expected])
        #expect(result.site == nil)
    }

    @Test func aKeyThatSaysTheTripIsPublicIsOnlyAWarning() async throws {
        let (lines, result) = try await Self.diagnostics("start: 2027-06-01\nend: 2027-06-03\nunlisted: false\n")
        #expect(
            lines == [
                "Content/trips/honeymoon.md:5:1: warning: unknown key 'unlisted' in a trip: trips are public unless 'visibility' says otherwise"
                    + "\n  note: remove this line; 'visibility: public' is the default"
            ])
        #expect(result.site?.trips.first?.visibility == .public)
    }

    @Test func aWrongVisibilityValueSuggestsTheWord() async throws {
        let (lines, _) = try await Self.diagnostics("start: 2027-06-01\nend: 2027-06-03\nvisibility: privat\n")
        #expect(
            lines == [
                "Content/trips/honeymoon.md:5:13: error: 'visibility' must be public, unlisted, private or draft, not 'privat'; did you mean 'private'?"
            ])
    }

    /// The token suggested for an unlisted trip is random: two `check`s of the same file suggest two tokens, each
    /// of 64 bits, neither made from the trip's path, slug or title.
    @Test func theSuggestedTokenIsRandom() async throws {
        var tokens: Set<String> = []
        for _ in 0..<2 {
            let (lines, _) = try await Self.diagnostics("start: 2027-06-01\nend: 2027-06-03\nvisibility: unlisted\n")
            #expect(lines.count == 1)
            let line = try #require(lines.first)
            #expect(
                line.hasPrefix(
                    "Content/trips/honeymoon.md:5:13: error: an unlisted trip needs a 'token', a hard-to-guess word its URL carries\n  note: add a line such as: token: "
                ))
            let token = String(line.split(separator: " ").last!)
            #expect(token.count == 16 && token.allSatisfy(\.isHexDigit) && token == token.lowercased())
            tokens.insert(token)
        }
        #expect(tokens.count == 2)
    }
}
