import Foundation
import Testing

@testable import SiteBuilder

/// The rendered HTML of one trip, one city and one recommendation page of the sample site, and of its
/// listings (home, search, a year, the cities, a country), compared
/// with the reviewed copies in `Snapshots/`. After a change to the pages is reviewed, record them again
/// with `ITINESHARY_RECORD_SNAPSHOTS=1 swift test --filter PageSnapshotTests`.
@Suite struct PageSnapshotTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Snapshots")
    static let recording = ProcessInfo.processInfo.environment["ITINESHARY_RECORD_SNAPSHOTS"] == "1"

    /// The fingerprints of the theme's files change with every edit of the stylesheet or script; they are
    /// written as `site.FINGERPRINT.css` so a snapshot shows only what the page says.
    static func normalised(_ html: String) -> String {
        html.replacingOccurrences(
            of: #"assets/(site|share)\.[0-9a-f]{8}\."#, with: "assets/$1.FINGERPRINT.", options: .regularExpression)
    }

    @Test(arguments: [
        ("trips/lisbon-and-porto-in-spring/index.html", "trip.html"),
        ("cities/pt/lisbon/index.html", "city.html"),
        ("cities/pt/lisbon/pasteis-de-belem/index.html", "recommendation.html"),
        ("index.html", "home.html"),
        ("search/index.html", "search.html"),
        ("years/2027/index.html", "year.html"),
        ("cities/index.html", "cities.html"),
        ("cities/pt/index.html", "country.html"),
    ])
    func pageMatchesItsSnapshot(page: String, snapshot: String) async throws {
        let html = Self.normalised(try await BuildFixture.samplePage(page))
        let file = Self.folder.appendingPathComponent(snapshot)
        if Self.recording {
            try html.write(to: file, atomically: true, encoding: .utf8)
            return
        }
        let expected = try String(contentsOf: file, encoding: .utf8)
        let actualLines = html.split(separator: "\n", omittingEmptySubsequences: false)
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        if let first = zip(actualLines, expectedLines).enumerated().first(where: { $0.element.0 != $0.element.1 }) {
            Issue.record(
                "\(snapshot):\(first.offset + 1) differs:\n  expected: \(first.element.1)\n  rendered: \(first.element.0)"
            )
        }
        #expect(actualLines.count == expectedLines.count, "\(snapshot): line count")
    }
}
