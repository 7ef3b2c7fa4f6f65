import Foundation
import Testing
import TravelModel

@testable import Enrichment

/// Each source is asked with its documented endpoint and parameters, and its answer read as documented.
@Suite struct ProviderTests {
    @Test func exchangeRateIsExactAndFollowsTheDocumentedRequest() async throws {
        let server = try StubServer()
        let lookup = await Fixture.enricher(server, cache: Fixture.temporaryDirectory())
            .exchangeRate(from: "eur", to: "usd", on: LocalDate(year: 2027, month: 4, day: 10))
        #expect(lookup.value == Decimal(string: "1.0842"))
        #expect(lookup.value?.description == "1.0842")
        let request = try #require(server.requests().first)
        #expect(request.path == "/frankfurter/v1/2027-04-10?base=EUR&symbols=USD")
        #expect(request.userAgent == "itineshary/0.1 (+mailto:trips@example.org)")
        #expect(request.accept == "application/json")
    }

    @Test func sameCurrencyNeedsNoLookup() async throws {
        let server = try StubServer()
        let lookup = await Fixture.enricher(server, cache: Fixture.temporaryDirectory())
            .exchangeRate(from: "EUR", to: "EUR", on: LocalDate(year: 2027, month: 4, day: 10))
        #expect(lookup.value == 1)
        #expect(server.requestCount() == 0)
    }

    @Test func forecastArchiveAndClimateAreChosenByDate() async throws {
        let server = try StubServer()
        let cache = Fixture.temporaryDirectory()
        let enricher = Fixture.enricher(server, cache: cache)
        let forecast = await enricher.weather(
            at: Fixture.lisbon, timeZone: "Europe/Lisbon", on: LocalDate(year: 2027, month: 4, day: 9),
            placeName: "Lisbon")
        let observed = await enricher.weather(
            at: Fixture.lisbon, timeZone: "Europe/Lisbon", on: LocalDate(year: 2026, month: 10, day: 3),
            placeName: "Lisbon")
        let climate = await enricher.weather(
            at: Fixture.lisbon, timeZone: "Europe/Lisbon", on: LocalDate(year: 2027, month: 8, day: 15),
            placeName: "Lisbon")
        #expect(
            forecast.value
                == DayWeather(
                    kind: .forecast, maxTemperature: 19.4, minTemperature: 11.8, precipitation: 0, weatherCode: 2,
                    summary: "Partly cloudy", source: .forecast))
        #expect(
            observed.value
                == DayWeather(
                    kind: .observed, maxTemperature: 22.1, minTemperature: 15.6, precipitation: 7.3, weatherCode: 63,
                    summary: "Moderate rain", source: .archive))
        // Beyond 16 days: the averages of August 15 over 1996–2025 from the archive (the stub's years are made so
        // their means are 21.45 °C, 11.43 °C and 1.08 mm, with 1 mm or more in 6 of the 30 years).
        #expect(
            climate.value
                == DayWeather(
                    kind: .climate, maxTemperature: 21.45, minTemperature: 11.43, precipitation: 1.08, weatherCode: nil,
                    summary: "Rain likely", source: .archive,
                    averages: DayWeather.Averages(firstYear: 1996, lastYear: 2025, years: 30, wetYears: 6)))
        #expect(forecast.attribution == "Weather data by Open-Meteo.com (CC BY 4.0)")
        let paths = server.requests().map(\.path)
        let daily = "daily=weather_code%2Ctemperature_2m_max%2Ctemperature_2m_min%2Cprecipitation_sum"
        #expect(
            paths == [
                "/forecast/v1/forecast?latitude=38.7139&longitude=-9.1334&start_date=2027-04-09&end_date=2027-04-09&"
                    + daily + "&timezone=Europe%2FLisbon",
                "/archive/v1/archive?latitude=38.7139&longitude=-9.1334&start_date=2026-10-03&end_date=2026-10-03&"
                    + daily + "&timezone=Europe%2FLisbon",
                "/archive/v1/archive?latitude=38.7139&longitude=-9.1334&start_date=1996-01-01&end_date=2025-12-31&"
                    + "daily=temperature_2m_max%2Ctemperature_2m_min%2Cprecipitation_sum&timezone=Europe%2FLisbon",
            ])
        #expect(
            Fixture.files(under: cache) == [
                "weather/38.7139,-9.1334-2026-10-03.json", "weather/38.7139,-9.1334-2027-04-09.json",
                "weather/38.7139,-9.1334-2027-08-15.json",
            ])
    }

    @Test func forecastStoredForADayNowPastIsReplacedByTheObservedWeather() async throws {
        let server = try StubServer()
        let cache = Fixture.temporaryDirectory()
        let day = LocalDate(year: 2027, month: 4, day: 9)
        _ = await Fixture.enricher(server, cache: cache)
            .weather(at: Fixture.lisbon, timeZone: "Europe/Lisbon", on: day, placeName: "Lisbon")
        let monthLater = Fixture.now.addingTimeInterval(30 * 86_400)
        let observed = await Fixture.enricher(server, cache: cache, now: monthLater)
            .weather(at: Fixture.lisbon, timeZone: "Europe/Lisbon", on: day, placeName: "Lisbon")
        #expect(observed.value?.kind == .observed)
        #expect(server.requests().last?.path.hasPrefix("/archive/v1/archive?") == true)
        // Past weather never expires.
        let yearLater = Fixture.now.addingTimeInterval(365 * 86_400)
        _ = await Fixture.enricher(server, cache: cache, now: yearLater)
            .weather(at: Fixture.lisbon, timeZone: "Europe/Lisbon", on: day, placeName: "Lisbon")
        #expect(server.requestCount() == 2)
    }

    @Test func citySummaryReadsTheDocumentedFields() async throws {
        let server = try StubServer()
        let cache = Fixture.temporaryDirectory()
        let lookup = await Fixture.enricher(server, cache: cache).citySummary(title: "Lisbon", language: "en")
        #expect(
            lookup.value
                == CitySummary(
                    title: "Lisbon", extract: "Lisbon is the capital and largest city of Portugal.",
                    pageURL: "https://en.wikipedia.org/wiki/Lisbon",
                    photoURL: "https://upload.wikimedia.org/wikipedia/commons/a/a1/Lisbon_view.jpg",
                    licence: "Text from Wikipedia, CC BY-SA 4.0"))
        #expect(server.requests().map(\.path) == ["/wikipedia/en/api/rest_v1/page/summary/Lisbon"])
        #expect(Fixture.files(under: cache) == ["summaries/en-lisbon.json"])
        let missing = await Fixture.enricher(server, cache: cache).citySummary(title: "Missing", language: "en")
        #expect(missing.warning?.message == "Wikipedia summary of Missing (en): the server answered 404 Not Found")
    }

    @Test func geocodingAsksNominatimOncePerSecond() async throws {
        let server = try StubServer()
        let cache = Fixture.temporaryDirectory()
        let enricher = Fixture.enricher(server, cache: cache)
        async let first = enricher.geocode(address: "Rua Augusta 24", cityName: "Lisbon", countryCode: "PT")
        async let second = enricher.geocode(address: "Rua do Ouro 10", cityName: "Lisbon", countryCode: "PT")
        async let third = enricher.geocode(address: "Nowhere 1", cityName: "Lisbon", countryCode: "PT")
        let results = await [first, second, third]
        #expect(results[0].value == Coordinate(latitude: 38.7077507, longitude: -9.1365919))
        #expect(results[0].attribution == "Data © OpenStreetMap contributors, ODbL 1.0")
        #expect(results[2].value == nil)
        #expect(results[2].warning?.message == "location of \"Nowhere 1, Lisbon, PT\": Nominatim found no such place")
        let requests = server.requests()
        #expect(requests.count == 3)
        let times = requests.map(\.time).sorted()
        for index in 1..<times.count {
            #expect(times[index] - times[index - 1] >= 1.0, "requests \(index - 1) and \(index) too close")
        }
        #expect(requests.allSatisfy { $0.userAgent.contains("mailto:trips@example.org") })
        #expect(
            requests.map(\.path).contains(
                "/nominatim/search?q=Rua%20Augusta%2024%2C%20Lisbon&countrycodes=pt&format=jsonv2&limit=1"))
        #expect(Fixture.files(under: cache).contains("geocoding/rua-augusta-24-lisbon-pt.json"))
        // A place not found is remembered too: no second request.
        _ = await enricher.geocode(address: "Nowhere 1", cityName: "Lisbon", countryCode: "PT")
        #expect(server.requestCount() == 3)
    }

    @Test func imagesAreStoredUnderTheHashOfTheirURL() async throws {
        let server = try StubServer()
        let cache = Fixture.temporaryDirectory()
        let url = server.url("/redirect/images/photo.png")
        let lookup = await Fixture.enricher(server, cache: cache).image(url: url)
        let stem = String(Digest.sha256Hex(Array(url.utf8)).prefix(16))
        #expect(lookup.warning == nil)
        #expect(lookup.value == CachedImage(cachePath: "images/\(stem).png", contentType: "image/png", byteCount: 67))
        #expect(Fixture.files(under: cache) == ["images/\(stem).json", "images/\(stem).png"])
        let bytes = try Data(contentsOf: cache.appendingPathComponent("images/\(stem).png"))
        #expect(bytes.prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))
        let again = await Fixture.enricher(server, cache: cache).image(url: url)
        #expect(again.value == lookup.value)
        #expect(server.requestCount() == 2)
    }

    @Test func imageFailuresAreWarnings() async throws {
        let server = try StubServer()
        let cache = Fixture.temporaryDirectory()
        let enricher = Fixture.enricher(server, cache: cache)
        let page = server.url("/images/page.png")
        let html = await enricher.image(url: page)
        #expect(html.warning?.message == "image \(page): the answer has the unexpected content type text/html")
        let huge = server.url("/oversized/images/huge.png")
        let oversized = await enricher.image(url: huge)
        #expect(oversized.warning?.message == "image \(huge): the answer is larger than 10 MiB")
        let local = await enricher.image(url: "file:///etc/passwd")
        #expect(local.warning?.message == "image file:///etc/passwd: not an http or https URL")
        #expect(Fixture.files(under: cache).isEmpty)
    }
}
