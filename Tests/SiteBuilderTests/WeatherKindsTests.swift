import Enrichment
import Foundation
import Gazetteer
import SiteBuilder
import Testing
import TravelModel

/// A day's weather says what it is, for which period and from where: the recorded weather of a past day, the
/// forecast of a day within 16 days, the averages of 30 years for a later date.
@Suite struct WeatherKindsTests {
    /// 2027-03-25T00:00:00Z: the Tokyo trip is a year past; the Lisbon trip's April 9 is 15 days ahead, within
    /// the forecast, and its days in Porto from April 12 are more than 16 days ahead.
    static let today = Date(timeIntervalSince1970: 1_805_932_800)

    /// A cache entry of `city`'s weather on `date`, with `response`'s members besides the date and temperatures.
    static func entry(_ city: String, _ country: String, _ date: String, _ response: String) throws -> (String, String)
    {
        let place = try #require(Gazetteer.shared.city(named: city, countryCode: country))
        let day = try #require(LocalDate(parsing: date))
        let key = OpenMeteoWeather().key(
            for: .init(coordinate: place.coordinate, timeZone: place.timeZone, date: day, placeName: city))
        let text = """
            {
              "fetched": "2027-03-25T00:00:00Z",
              "licence": "Weather data by Open-Meteo.com (CC BY 4.0)",
              "request": {"endpoint": "/v1/archive", "parameters": {}},
              "response": {
                "date": "\(date)", \(response), "temperature_2m_max": 21.45, "temperature_2m_min": 11.43
              },
              "source": "Open-Meteo"
            }
            """
        return ("weather/\(key).json", text)
    }

    @Test func eachDaySaysItsKindPeriodAndSource() async throws {
        let folder = try BuildFixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let content = try BuildFixture.sampleCopy(in: folder)
        let entries = [
            try Self.entry(
                "Tokyo", "JP", "2026-03-15",
                #""kind": "observed", "source": "archive", "weather_code": 61, "precipitation_sum": 3.2"#),
            try Self.entry(
                "Lisbon", "PT", "2027-04-09",
                #""kind": "forecast", "source": "forecast", "weather_code": 2, "precipitation_sum": 0"#),
            try Self.entry(
                "Porto", "PT", "2027-04-14",
                #""kind": "climate", "source": "archive", "precipitation_sum": 1.08, "first_year": 1996, "#
                    + #""last_year": 2025, "years": 30, "wet_years": 6"#),
        ]
        let cache = content.appendingPathComponent("_cache")
        try FileManager.default.createDirectory(
            at: cache.appendingPathComponent("weather"), withIntermediateDirectories: true)
        for (file, text) in entries { try Data(text.utf8).write(to: cache.appendingPathComponent(file)) }
        let output = folder.appendingPathComponent("site")
        let summary = try await BuildFixture.build(content: content, output: output, now: Self.today)
        #expect(!summary.warnings.contains { $0.message.contains("is corrupt") })
        func page(_ trip: String) throws -> String {
            try String(contentsOf: output.appendingPathComponent("trips/\(trip)/index.html"), encoding: .utf8)
        }
        #expect(
            try page("tokyo-and-kyoto-in-march").contains(
                "<p class=\"weather\"><span class=\"weather-kind\">Recorded · Open-Meteo archive:</span> Slight rain, "
                    + "high 21 °C, low 11 °C, 3.2 mm of rain</p>"))
        #expect(
            try page("lisbon-and-porto-in-spring").contains(
                "<p class=\"weather\"><span class=\"weather-kind\">Forecast · Open-Meteo forecast:</span> Partly cloudy, "
                    + "high 21 °C, low 11 °C, 0.0 mm of rain</p>"))
        #expect(
            try page("lisbon-and-porto-in-spring").contains(
                "<p class=\"weather\"><span class=\"weather-kind\">Average for Apr 14, 1996–2025 · Open-Meteo archive:"
                    + "</span> Rain likely, high 21 °C, low 11 °C, 1.1 mm of rain (1 mm or more in 6 of 30 years)</p>"))
    }
}
