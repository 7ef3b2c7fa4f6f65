import ContentLoading
import Diagnostics
import Foundation
import Testing

/// A city the gazetteer does not know is told with the command that adds it, as `new city` itself says.
@Suite struct NewCityHintTests {
    @Test(arguments: [
        ("Óbidos", "itineshary new city Óbidos --country PT --location LAT,LON --time-zone ZONE"),
        (
            "Vila Nova de Milfontes",
            "itineshary new city \"Vila Nova de Milfontes\" --country PT --location LAT,LON --time-zone ZONE"
        ),
    ])
    func anUnknownCityNamesTheCommandThatAddsIt(city: String, command: String) async throws {
        let recommendation = "---\nname: Ginja\ncity: \(city)\ncountry: PT\nfeatures: [drinks]\n---\n"
        let result = try await ImageTests.load(["recommendations/ginja.md": recommendation])
        let diagnostic = try #require(result.diagnostics.first)
        #expect(
            diagnostic.description.hasPrefix(
                "Content/recommendations/ginja.md:3:7: error: unknown city '\(city)' in Portugal (PT)"))
        #expect(
            diagnostic.note
                == "the gazetteer knows cities of 15,000 people or more; a smaller place is added with: \(command)")
    }
}
