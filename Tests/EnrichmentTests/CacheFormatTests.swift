import Foundation
import Testing
import TravelModel

@testable import Enrichment

/// Cache files are written exactly as before the answers were decoded with `JSONDecoder`, and files written
/// by others are still read, with their own attribution.
@Suite struct CacheFormatTests {
    /// Files written by the earlier writer from the stub server's answers, byte for byte.
    static let written = StubServer.fixtures.appendingPathComponent("written")

    @Test func everyProviderWritesTheSameBytesAsBefore() async throws {
        let server = try StubServer()
        let cache = Fixture.temporaryDirectory()
        let enricher = Fixture.enricher(server, cache: cache)
        var warnings: [String?] = []
        warnings.append(
            await enricher.exchangeRate(from: "EUR", to: "USD", on: LocalDate(year: 2027, month: 4, day: 10))
                .warning?.message)
        for date in [
            LocalDate(year: 2027, month: 4, day: 9), LocalDate(year: 2026, month: 10, day: 3),
            LocalDate(year: 2027, month: 8, day: 15),
        ] {
            warnings.append(
                await enricher.weather(at: Fixture.lisbon, timeZone: "Europe/Lisbon", on: date, placeName: "Lisbon")
                    .warning?.message)
        }
        warnings.append(await enricher.citySummary(title: "Lisbon", language: "en").warning?.message)
        warnings.append(
            await enricher.geocode(address: "Rua Augusta 24", cityName: "Lisbon", countryCode: "PT").warning?.message)
        warnings.append(
            await enricher.geocode(address: "Nowhere 1", cityName: "Lisbon", countryCode: "PT").warning?.message)
        // One answer late would say so here rather than as files missing: a time-out marks the host unreachable
        // for the rest of the run, so every later lookup would fail too.
        #expect(
            warnings == [
                nil, nil, nil, nil, nil, nil, "location of \"Nowhere 1, Lisbon, PT\": Nominatim found no such place",
            ])
        let files = Fixture.files(under: cache)
        #expect(files == Fixture.files(under: Self.written))
        for file in files {
            let expected = try Data(contentsOf: Self.written.appendingPathComponent(file))
            #expect(try Data(contentsOf: cache.appendingPathComponent(file)) == expected, "\(file)")
        }
    }

    @Test func theSampleSitesRatesAreReadWithTheirOwnSourceAndLicence() async throws {
        let committed = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Content/_cache/rates")
        let cache = Fixture.temporaryDirectory()
        try FileManager.default.copyItem(at: committed, to: cache.appendingPathComponent("rates"))
        let server = try StubServer()
        let lookup = await Fixture.enricher(server, cache: cache, offline: true)
            .exchangeRate(from: "EUR", to: "JPY", on: LocalDate(year: 2026, month: 3, day: 15))
        #expect(lookup.warning == nil)
        #expect(lookup.value?.description == "182.85")
        let licence = "Exchange rates: European Central Bank reference rates, reused with the source acknowledged"
        #expect(lookup.attribution == licence)
        #expect(lookup.source?.licence == licence)
        #expect(lookup.source?.name.hasPrefix("European Central Bank euro reference rates") == true)
        #expect(server.requestCount() == 0)
    }

    @Test func valuesCarryTheirProvidersAttribution() async throws {
        let server = try StubServer()
        let enricher = Fixture.enricher(server, cache: Fixture.temporaryDirectory())
        let weather = await enricher.weather(
            at: Fixture.lisbon, timeZone: "Europe/Lisbon", on: LocalDate(year: 2027, month: 4, day: 9),
            placeName: "Lisbon")
        let credit = try #require(weather.value?.attribution)
        #expect(credit.name == "Open-Meteo.com")
        #expect(credit.licence == "CC BY 4.0")
        #expect(credit.text == "Weather data by Open-Meteo.com (CC BY 4.0)")
        #expect(weather.source == credit)
        let summary = await enricher.citySummary(title: "Lisbon", language: "en")
        #expect(summary.value?.attribution.url == "https://en.wikipedia.org/wiki/Lisbon")
        #expect(summary.value?.licence == "Text from Wikipedia, CC BY-SA 4.0")
        let place = await enricher.geocode(address: "Rua Augusta 24", cityName: "Lisbon", countryCode: "PT")
        #expect(place.source?.licence == "ODbL 1.0")
        let same = await enricher.exchangeRate(from: "EUR", to: "EUR", on: LocalDate(year: 2027, month: 4, day: 9))
        #expect(same.source == nil)
    }
}

/// Answers of the wrong shape, decoded with `JSONDecoder`, give the warnings the hand-written reader gave.
@Suite struct AnswerShapeTests {
    /// Answers every request with one JSON body.
    struct CannedClient: HTTPClient {
        var body: String

        func get(_ request: HTTPRequest) async -> Result<HTTPResponse, LookupFailure> {
            .success(HTTPResponse(status: 200, headers: ["Content-Type": "application/json"], body: Data(body.utf8)))
        }
    }

    static func enricher(_ body: String) -> Enricher {
        Enricher(
            settings: EnrichmentSettings(cacheDirectory: Fixture.temporaryDirectory(), now: Fixture.now),
            client: CannedClient(body: body))
    }

    static let date = LocalDate(year: 2027, month: 4, day: 8)

    @Test(arguments: [
        (#"{"date": "2027-04-08", "rates": {"USD": "1.08"}}"#, "no rates.USD in the answer"),
        (#"{"date": "2027-04-08", "rates": {"GBP": 0.86}}"#, "no rates.USD in the answer"),
        (#"{"date": 7, "rates": {"USD": 1.08, "XXX": "odd"}}"#, "no date in the answer"),
        (#"[1, 2"#, "not valid JSON (unexpected end of input at byte 5)"),
    ])
    func rates(body: String, problem: String) async {
        let lookup = await Self.enricher(body).exchangeRate(from: "EUR", to: "USD", on: Self.date)
        #expect(
            lookup.warning?.message == "exchange rate EUR to USD on 2027-04-08: the answer is malformed: \(problem)")
    }

    @Test(arguments: [
        (#"{"error": "no"}"#, "not an array of places"),
        (#"[{"lat": "north", "lon": "-9.1"}]"#, "no lat and lon in the first place"),
    ])
    func places(body: String, problem: String) async {
        let lookup = await Self.enricher(body).geocode(address: "Rua Augusta 24", cityName: "Lisbon", countryCode: "PT")
        #expect(
            lookup.warning?.message
                == "location of \"Rua Augusta 24, Lisbon, PT\": the answer is malformed: \(problem)")
    }

    @Test func summaryWithAnOddThumbnailStillReads() async {
        let body = #"""
            {"title": "Lisbon", "extract": "Capital.", "thumbnail": "odd",
             "content_urls": {"desktop": {"page": "https://en.wikipedia.org/wiki/Lisbon"}}}
            """#
        let lookup = await Self.enricher(body).citySummary(title: "Lisbon", language: "en")
        #expect(lookup.warning == nil)
        #expect(lookup.value?.photoURL == nil)
        let missing = await Self.enricher(#"{"title": "Lisbon", "extract": 3}"#).citySummary(
            title: "Lisbon", language: "en")
        #expect(
            missing.warning?.message
                == "Wikipedia summary of Lisbon (en): the answer is malformed: no extract in the answer")
    }

    @Test func weatherNeedsTheDay() async {
        let body = #"{"daily": {"time": ["2027-04-10"], "temperature_2m_max": [19.4]}}"#
        let lookup = await Self.enricher(body).weather(
            at: Fixture.lisbon, timeZone: "Europe/Lisbon", on: LocalDate(year: 2027, month: 4, day: 9),
            placeName: "Lisbon")
        #expect(
            lookup.warning?.message
                == "weather for Lisbon on 2027-04-09: the answer is malformed: no data for 2027-04-09 in the answer")
    }
}
