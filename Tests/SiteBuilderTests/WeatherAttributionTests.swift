import Foundation
import SiteBuilder
import Testing

/// A trip page credits the weather as its cache entries do, not with a sentence of its own.
@Suite struct WeatherAttributionTests {
    /// The sample's Lisbon day 2027-04-09, more than 16 days after the tests' "today", so the averages of April 9
    /// over 1996–2025, with `licence` as its credit and `maximum` as its mean highest temperature.
    static func content(licence: String, maximum: String = "19.4") throws -> URL {
        let folder = try BuildFixture.temporaryFolder().appendingPathComponent("Content")
        try FileManager.default.copyItem(at: BuildFixture.sampleContent, to: folder)
        let weather = folder.appendingPathComponent("_cache/weather")
        try FileManager.default.createDirectory(at: weather, withIntermediateDirectories: true)
        let entry = """
            {
              "fetched": "2026-11-21T00:00:00Z",
              "licence": "\(licence)",
              "request": {"endpoint": "/v1/archive", "parameters": {}},
              "response": {
                "date": "2027-04-09", "first_year": 1996, "kind": "climate", "last_year": 2025,
                "precipitation_sum": 0.4, "source": "archive", "temperature_2m_max": \(maximum),
                "temperature_2m_min": 11.8, "wet_years": 4, "years": 30
              },
              "source": "Open-Meteo historical weather API, averages of 1996–2025"
            }
            """
        try Data(entry.utf8).write(to: weather.appendingPathComponent("38.7251,-9.1498-2027-04-09.json"))
        return folder
    }

    static func tripPage(licence: String) async throws -> String {
        let content = try content(licence: licence)
        let output = try BuildFixture.temporaryFolder()
        defer {
            try? FileManager.default.removeItem(at: content.deletingLastPathComponent())
            try? FileManager.default.removeItem(at: output)
        }
        _ = try await BuildFixture.build(content: content, output: output, offline: true)
        return try String(
            contentsOf: output.appendingPathComponent("trips/lisbon-and-porto-in-spring/index.html"), encoding: .utf8)
    }

    @Test func openMeteosCreditLineComesFromTheCacheEntry() async throws {
        let page = try await Self.tripPage(licence: "Weather data by Open-Meteo.com (CC BY 4.0)")
        #expect(page.contains("<p class=\"note\">Weather data by Open-Meteo.com (CC BY 4.0)</p>"))
    }

    @Test func anEntryWithAnotherCreditIsShownAsItSays() async throws {
        let page = try await Self.tripPage(licence: "Weather from a mirror (CC BY 4.0)")
        #expect(page.contains("<p class=\"note\">Weather from a mirror (CC BY 4.0)</p>"))
        #expect(!page.contains("Weather data by Open-Meteo.com"))
    }
}
