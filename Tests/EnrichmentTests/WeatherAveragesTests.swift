import Foundation
import Testing
import TravelModel

@testable import Enrichment

/// A date beyond the forecast shows the averages of its calendar date over 1996–2025 from Open-Meteo's archive,
/// asked once a place, and a cache entry of averages is held to bounds like any day's weather.
@Suite struct WeatherAveragesTests {
    static let august15 = LocalDate(year: 2027, month: 8, day: 15)

    static func request(_ date: LocalDate) -> OpenMeteoWeather.Request {
        OpenMeteoWeather.Request(
            coordinate: Fixture.lisbon, timeZone: "Europe/Lisbon", date: date, placeName: "Lisbon")
    }

    @Test func farDaysOfAPlaceAskTheArchiveForItsThirtyYearsOnce() async throws {
        let server = try StubServer()
        let cache = Fixture.temporaryDirectory()
        let enricher = Fixture.enricher(server, cache: cache)
        let provider = OpenMeteoWeather()
        let first = await enricher.lookUp(Self.request(Self.august15), with: provider)
        let second = await enricher.lookUp(Self.request(LocalDate(year: 2027, month: 8, day: 16)), with: provider)
        let averages = DayWeather.Averages(firstYear: 1996, lastYear: 2025, years: 30, wetYears: 6)
        #expect(first.value?.averages == averages)
        #expect(second.value?.averages == averages)
        #expect(first.warning == nil && second.warning == nil)
        #expect(
            server.requests().map(\.path) == [
                "/archive/v1/archive?latitude=38.7139&longitude=-9.1334&start_date=1996-01-01&end_date=2025-12-31"
                    + "&daily=temperature_2m_max%2Ctemperature_2m_min%2Cprecipitation_sum&timezone=Europe%2FLisbon"
            ])
        #expect(
            Fixture.files(under: cache) == [
                "weather/38.7139,-9.1334-2027-08-15.json", "weather/38.7139,-9.1334-2027-08-16.json",
            ])
    }

    /// February 29 is averaged over the leap years of the period: 1996, 2000, … 2024.
    @Test func february29IsTheAverageOfTheLeapYears() async throws {
        let server = try StubServer()
        let lookup = await Fixture.enricher(server, cache: Fixture.temporaryDirectory())
            .weather(
                at: Fixture.lisbon, timeZone: "Europe/Lisbon", on: LocalDate(year: 2028, month: 2, day: 29),
                placeName: "Lisbon")
        #expect(
            lookup.value
                == DayWeather(
                    kind: .climate, maxTemperature: 21.4, minTemperature: 10, precipitation: 1.35, weatherCode: nil,
                    summary: "Rain likely", source: .archive,
                    averages: DayWeather.Averages(firstYear: 1996, lastYear: 2025, years: 8, wetYears: 2)))
    }

    @Test func averagesAreReadOfflineWithoutARequest() async throws {
        let server = try StubServer()
        let cache = Fixture.temporaryDirectory()
        let online = await Fixture.enricher(server, cache: cache).lookUp(
            Self.request(Self.august15), with: OpenMeteoWeather())
        let yearLater = Fixture.now.addingTimeInterval(365 * 86_400)
        let offline = await Fixture.enricher(server, cache: cache, offline: true, now: yearLater)
            .lookUp(Self.request(Self.august15), with: OpenMeteoWeather())
        #expect(offline.value == online.value)
        #expect(offline.value?.kind == .climate)
        #expect(offline.warning == nil)
        #expect(server.requestCount() == 1)
    }

    @Test(arguments: [
        ("wet_years", "31", "wet_years is not between 0 and years"),
        ("years", "0", "years is not between 1 and the number of years from first_year to last_year"),
        ("years", "31", "years is not between 1 and the number of years from first_year to last_year"),
        ("first_year", "1900", "first_year and last_year are not years from 1940 to 2100 in order"),
        ("last_year", "1990", "first_year and last_year are not years from 1940 to 2100 in order"),
        ("temperature_2m_max", "1e300", "temperature_2m_max is not between -100 and 100 °C"),
    ])
    func averagesOutOfBoundsAreCorrupt(field: String, value: String, reason: String) async throws {
        let (lookup, file) = try await HostileCacheTests.edited({
            await $0.lookUp(Self.request(Self.august15), with: OpenMeteoWeather())
        }) {
            $0.replacing(try! Regex("\"\(field)\": [-0-9.e]+"), with: "\"\(field)\": \(value)")
        }
        #expect(lookup.value == nil)
        #expect(
            lookup.warning?.message == "weather for Lisbon on 2027-08-15: the cache file \(file) is corrupt: \(reason)")
    }

    @Test func averagesWithoutTheirCountsAreCorrupt() async throws {
        let (lookup, file) = try await HostileCacheTests.edited({
            await $0.lookUp(Self.request(Self.august15), with: OpenMeteoWeather())
        }) {
            $0.replacing(try! Regex("\"wet_years\": [0-9]+,\n *"), with: "")
        }
        #expect(
            lookup.warning?.message
                == "weather for Lisbon on 2027-08-15: the cache file \(file) is corrupt: "
                + "first_year, last_year, years and wet_years go together")
    }

    /// An entry written before the averages, holding one day of the climate API's model, is not shown as an
    /// average: offline it is a warning naming the file; online it is looked up again.
    @Test func aClimateModelsDayIsNotShownAsAnAverage() async throws {
        let server = try StubServer()
        let cache = Fixture.temporaryDirectory()
        let file = "weather/38.7139,-9.1334-2027-08-15.json"
        let old = """
            {
              "fetched": "2027-04-01T12:00:00Z",
              "licence": "Weather data by Open-Meteo.com (CC BY 4.0)",
              "request": {"endpoint": "/v1/climate", "parameters": {}},
              "response": {
                "date": "2027-08-15", "kind": "climate", "precipitation_sum": 0.0, "source": "climate",
                "temperature_2m_max": 28.3, "temperature_2m_min": 18.9
              },
              "source": "Open-Meteo climate API (EC_Earth3P_HR)"
            }

            """
        try FileManager.default.createDirectory(
            at: cache.appendingPathComponent("weather"), withIntermediateDirectories: true)
        try Data(old.utf8).write(to: cache.appendingPathComponent(file))
        let offline = await Fixture.enricher(server, cache: cache, offline: true)
            .lookUp(Self.request(Self.august15), with: OpenMeteoWeather())
        #expect(offline.value == nil)
        #expect(
            offline.warning?.message
                == "weather for Lisbon on 2027-08-15: the cache file \(file) is corrupt: it holds one climate model's "
                + "day, not the averages of past years; look it up again")
        #expect(server.requestCount() == 0)
        let online = await Fixture.enricher(server, cache: cache)
            .lookUp(Self.request(Self.august15), with: OpenMeteoWeather())
        #expect(online.value?.averages?.years == 30)
        #expect(server.requestCount() == 1)
    }
}
