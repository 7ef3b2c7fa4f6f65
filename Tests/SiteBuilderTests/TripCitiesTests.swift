import Foundation
import Testing

/// A trip through several cities names every one of them, in the order it reaches them, where it is listed and
/// on its own page: the sample's week in Lisbon and Porto is not "8 days · Lisbon".
@Suite struct TripCitiesTests {
    @Test func aTripThroughTwoCitiesNamesBothOnItsCardAndItsPage() async throws {
        let home = try await BuildFixture.samplePage("index.html")
        #expect(
            home.contains(
                "<p class=\"card-meta\"><time datetime=\"2027-04-08\">Apr 8\u{2009}–\u{2009}15, 2027</time> · 8 days · Lisbon and Porto</p>"
            ))
        let trip = try await BuildFixture.samplePage("trips/lisbon-and-porto-in-spring/index.html")
        #expect(
            trip.contains(
                #"<div><dt>Cities</dt><dd><a href="../../cities/pt/lisbon/index.html">Lisbon</a> and "#
                    + #"<a href="../../cities/pt/porto/index.html">Porto</a></dd></div>"#))
    }
}
