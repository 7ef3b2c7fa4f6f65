import Foundation
import Testing

/// A day's "Also nearby" on a trip's page: the recommendations nearest the day's places, those matching the
/// trip's interests counted nearer, and not the same ones every day in a city.
@Suite struct DaySuggestionTests {
    /// Eight recommendations in Lisbon on a line west to east, about 850 m apart; `Kiosk 5` is a museum.
    static func recommendations(in content: URL) throws {
        let folder = content.appendingPathComponent("recommendations")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for number in 1...8 {
            let feature = number == 5 ? "museum" : "drinks"
            let longitude = -9.20 + Double(number) * 0.01
            try """
            ---
            name: Kiosk \(number)
            city: Lisbon
            country: PT
            features: [\(feature)]
            location: [38.71, \(longitude)]
            ---
            """.write(to: folder.appendingPathComponent("kiosk-\(number).md"), atomically: true, encoding: .utf8)
        }
    }

    /// A trip of three days in Lisbon: the first at the west end, the second and third at the east end.
    static func trip(in content: URL, interests: String) throws {
        let folder = content.appendingPathComponent("trips")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try """
        ---
        title: Three days in Lisbon
        start: 2027-05-01
        end: 2027-05-03
        interests: \(interests)
        days:
          - date: 2027-05-01
            city: Lisbon
            country: PT
            visits:
              - {time: "10:00", place: West end, location: [38.71, -9.195]}
          - date: 2027-05-02
            visits:
              - {time: "10:00", rec: kiosk-8}
          - date: 2027-05-03
            visits:
              - {time: "10:00", place: East end, location: [38.71, -9.12]}
        ---
        """.write(to: folder.appendingPathComponent("three-days.md"), atomically: true, encoding: .utf8)
    }

    /// Each day's suggestions, by name, as the trip's page lists them under "Also nearby".
    static func suggestions(interests: String) async throws -> [[String]] {
        let folder = try BuildFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let content = folder.appendingPathComponent("Content")
        try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
        try "title: Test\n".write(to: content.appendingPathComponent("site.yml"), atomically: true, encoding: .utf8)
        try recommendations(in: content)
        try trip(in: content, interests: interests)
        let output = folder.appendingPathComponent("site")
        _ = try await BuildFixture.build(content: content, output: output)
        let html = try String(
            contentsOf: output.appendingPathComponent("trips/three-days/index.html"), encoding: .utf8)
        return html.components(separatedBy: "<p class=\"suggestions-title\">Also nearby</p>").dropFirst().map {
            let list = $0.components(separatedBy: "</ul>")[0]
            return list.components(separatedBy: "</a>").dropLast().map { $0.components(separatedBy: "\">").last ?? "" }
        }
    }

    @Test func eachDaySuggestsWhatIsNearestItsPlacesAndNotWhatEarlierDaysDid() async throws {
        let days = try await Self.suggestions(interests: "[]")
        #expect(
            days == [
                ["Kiosk 1", "Kiosk 2", "Kiosk 3"],
                // Near kiosk 8, the plan's own, not suggested.
                ["Kiosk 7", "Kiosk 6", "Kiosk 5"],
                // The east end again: the nearest not yet suggested come first.
                ["Kiosk 4", "Kiosk 7", "Kiosk 6"],
            ])
    }

    @Test func aPlaceMatchingTheTripsInterestsCountsAsNearer() async throws {
        let days = try await Self.suggestions(interests: "[museum]")
        // Kiosk 5, a museum 3.9 km from the west end, counts as 1.95 km: after kiosk 2 (1.3 km), before 3 (2.2 km).
        #expect(days.first == ["Kiosk 1", "Kiosk 2", "Kiosk 5"])
    }
}
