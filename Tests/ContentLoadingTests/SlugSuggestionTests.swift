import ContentLoading
import Diagnostics
import Foundation
import Testing

/// A recommendation named by the first words of its slug (`da-enzo` for `da-enzo-al-29`), or with a word too
/// many, is suggested, though edit distance finds it too far.
@Suite struct SlugSuggestionTests {
    static let recommendation = "---\nname: Da Enzo al 29\ncity: Lisbon\ncountry: PT\nfeatures: [dinner]\n---\n"

    static func trip(_ slug: String) -> String {
        """
        ---
        title: Lisbon
        start: 2027-04-08
        end: 2027-04-09
        destination: Lisbon, PT
        days:
          - date: 2027-04-08
            visits:
              - time: 20:00
                rec: \(slug)
        ---

        """
    }

    @Test(arguments: ["da-enzo", "da-enzo-al-29-trastevere"])
    func aSlugWithWordsMissingOrAddedIsSuggested(slug: String) async throws {
        let result = try await ImageTests.load([
            "recommendations/da-enzo-al-29.md": Self.recommendation, "trips/lisbon.md": Self.trip(slug),
        ])
        #expect(
            result.diagnostics.map(\.description) == [
                "Content/trips/lisbon.md:10:14: error: unknown recommendation '\(slug)'; did you mean 'da-enzo-al-29'?"
            ])
    }
}
