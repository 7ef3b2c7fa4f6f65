import Diagnostics
import Testing

@testable import SiteBuilder

/// The enrich step's warnings: many lookups that failed for one reason read as one line.
@Suite struct EnrichSiteTests {
    @Test func lookupsThatFailedForOneReasonAreCollapsedByWhatFollowsTheirName() {
        let offline = "not in the cache, and offline mode makes no requests"
        let warnings: [Diagnostic] =
            (1...4).map { .warning("weather for Porto on 2027-04-0\($0): \(offline)", at: nil) } + [
                .warning("image https://e.org/a.jpg: HTTP 404: not found", at: nil),
                .warning("no reason given", at: nil),
                .warning("Wikipedia summary of São Tomé (pt): \(offline)", at: nil),
            ]
        let collapsed = EnrichSite.collapse(warnings)
        #expect(
            collapsed.map(\.message) == [
                "5 lookups: \(offline)", "image https://e.org/a.jpg: HTTP 404: not found", "no reason given",
            ])
        #expect(collapsed.first?.note == "first: weather for Porto on 2027-04-01: \(offline)")
        #expect(EnrichSite.reason(of: "image https://e.org/a.jpg: HTTP 404: not found") == "HTTP 404: not found")
        #expect(EnrichSite.reason(of: "a:b") == "")
        #expect(EnrichSite.reason(of: "São Tomé: x: ") == "x: ")
    }
}
