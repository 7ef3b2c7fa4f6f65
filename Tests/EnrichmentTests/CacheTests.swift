import Foundation
import Testing
import TravelModel

@testable import Enrichment

/// The cache: what a file holds, that it is deterministic, and when the network is (not) used.
@Suite struct CacheTests {
    static let rateFile = "rates/eur-usd-2027-04-08.json"
    static let rateName = "exchange rate EUR to USD on 2027-04-08"
    static let date = LocalDate(year: 2027, month: 4, day: 8)

    @Test func writesOneSortedFileWithRequestResponseTimeSourceAndLicence() async throws {
        let server = try StubServer()
        let cache = Fixture.temporaryDirectory()
        let lookup = await Fixture.enricher(server, cache: cache).exchangeRate(from: "EUR", to: "USD", on: Self.date)
        #expect(lookup.warning == nil)
        #expect(lookup.fromNetwork)
        #expect(Fixture.files(under: cache) == [Self.rateFile])
        let expected = """
            {
              "fetched": "2027-04-01T12:00:00Z",
              "licence": "Exchange rates: European Central Bank via Frankfurter",
              "request": {
                "endpoint": "/v1/2027-04-08",
                "parameters": {
                  "base": "EUR",
                  "symbols": "USD"
                }
              },
              "response": {
                "base": "EUR",
                "date": "2027-04-08",
                "rates": {
                  "USD": 1.0842
                }
              },
              "source": "Frankfurter (ECB reference rates)"
            }

            """
        #expect(Fixture.text(cache, Self.rateFile) == expected)
    }

    @Test func sameLookupGivesByteIdenticalFiles() async throws {
        let server = try StubServer()
        let first = Fixture.temporaryDirectory()
        let second = Fixture.temporaryDirectory()
        for cache in [first, second] {
            let enricher = Fixture.enricher(server, cache: cache)
            _ = await enricher.exchangeRate(from: "EUR", to: "USD", on: Self.date)
            _ = await enricher.weather(
                at: Fixture.lisbon, timeZone: "Europe/Lisbon", on: LocalDate(year: 2027, month: 4, day: 9),
                placeName: "Lisbon")
            _ = await enricher.citySummary(title: "Lisbon", language: "en")
        }
        let files = Fixture.files(under: first)
        #expect(files.count == 3)
        #expect(files == Fixture.files(under: second))
        for file in files {
            let one = try Data(contentsOf: first.appendingPathComponent(file))
            let two = try Data(contentsOf: second.appendingPathComponent(file))
            #expect(one == two, "\(file)")
        }
    }

    @Test func warmCacheMakesNoRequest() async throws {
        let server = try StubServer()
        let cache = Fixture.temporaryDirectory()
        _ = await Fixture.enricher(server, cache: cache).exchangeRate(from: "EUR", to: "USD", on: Self.date)
        #expect(server.requestCount() == 1)
        let again = await Fixture.enricher(server, cache: cache).exchangeRate(from: "EUR", to: "USD", on: Self.date)
        #expect(again.value == Decimal(string: "1.0842"))
        #expect(!again.fromNetwork)
        #expect(again.warning == nil)
        #expect(again.attribution == "Exchange rates: European Central Bank via Frankfurter")
        #expect(server.requestCount() == 1)
    }

    /// One enricher, one cache: the rates folder is missing at the first lookup, which writes it; the second
    /// lookup finds the entry. An entry that then becomes a link, or a folder, is refused though its folder
    /// was found sound before.
    @Test func aKindsFolderMadeDuringARunIsReadAndItsEntriesAreCheckedEachTime() async throws {
        let server = try StubServer()
        let cache = Fixture.temporaryDirectory()
        let enricher = Fixture.enricher(server, cache: cache)
        _ = await enricher.exchangeRate(from: "EUR", to: "USD", on: Self.date)
        let again = await enricher.exchangeRate(from: "EUR", to: "USD", on: Self.date)
        #expect(again.value == Decimal(string: "1.0842"))
        #expect(!again.fromNetwork)
        #expect(server.requestCount() == 1)

        let rates = cache.appendingPathComponent("rates")
        let entry = try #require(try FileManager.default.contentsOfDirectory(atPath: rates.path).first)
        let elsewhere = Fixture.temporaryDirectory().appendingPathComponent(entry)
        try FileManager.default.moveItem(at: rates.appendingPathComponent(entry), to: elsewhere)
        try FileManager.default.createSymbolicLink(
            atPath: rates.appendingPathComponent(entry).path, withDestinationPath: elsewhere.path)
        let offline = Fixture.enricher(server, cache: cache, offline: true)
        _ = await offline.exchangeRate(from: "EUR", to: "JPY", on: Self.date)
        let linked = await offline.exchangeRate(from: "EUR", to: "USD", on: Self.date)
        #expect(linked.value == nil)
        #expect(linked.warning?.message.hasSuffix("the cache file rates/\(entry) is corrupt") == true)

        try FileManager.default.removeItem(at: rates.appendingPathComponent(entry))
        try FileManager.default.createDirectory(
            at: rates.appendingPathComponent(entry), withIntermediateDirectories: false)
        let folder = await offline.exchangeRate(from: "EUR", to: "USD", on: Self.date)
        #expect(folder.value == nil)
        #expect(folder.warning?.message.hasSuffix("the cache file rates/\(entry) is corrupt") == true)
    }

    @Test func offlineMakesNoRequestAndWarnsAboutMissingEntries() async throws {
        let server = try StubServer()
        let cache = Fixture.temporaryDirectory()
        let lookup = await Fixture.enricher(server, cache: cache, offline: true)
            .exchangeRate(from: "EUR", to: "USD", on: Self.date)
        #expect(lookup.value == nil)
        #expect(
            lookup.warning?.description
                == "warning: \(Self.rateName): not in the cache, and offline mode makes no requests")
        #expect(server.requestCount() == 0)
        #expect(Fixture.files(under: cache).isEmpty)
    }

    @Test func offlineServesCachedEntries() async throws {
        let server = try StubServer()
        let cache = Fixture.temporaryDirectory()
        _ = await Fixture.enricher(server, cache: cache).citySummary(title: "Lisbon", language: "en")
        let later = Fixture.now.addingTimeInterval(200 * 86_400)
        let lookup = await Fixture.enricher(server, cache: cache, offline: true, now: later)
            .citySummary(title: "Lisbon", language: "en")
        #expect(lookup.value?.title == "Lisbon")
        #expect(lookup.warning == nil)
        #expect(server.requestCount() == 1)
    }

    @Test func corruptCacheFileIsFetchedAgainWithAWarning() async throws {
        let server = try StubServer()
        let cache = Fixture.temporaryDirectory()
        try FileManager.default.createDirectory(
            at: cache.appendingPathComponent("rates"), withIntermediateDirectories: true)
        try Data("{\"fetched\": ".utf8).write(to: cache.appendingPathComponent(Self.rateFile))
        let lookup = await Fixture.enricher(server, cache: cache).exchangeRate(from: "EUR", to: "USD", on: Self.date)
        #expect(lookup.value == Decimal(string: "1.0842"))
        #expect(
            lookup.warning?.message
                == "\(Self.rateName): the cache file \(Self.rateFile) is corrupt; it was fetched again")
        #expect(Fixture.text(cache, Self.rateFile)?.contains("\"USD\": 1.0842") == true)
        #expect(server.requestCount() == 1)
    }

    @Test func corruptCacheFileOfflineIsAWarning() async throws {
        let server = try StubServer()
        let cache = Fixture.temporaryDirectory()
        try FileManager.default.createDirectory(
            at: cache.appendingPathComponent("rates"), withIntermediateDirectories: true)
        // Valid JSON, wrong shape: as corrupt as a torn file.
        try Data("{\"hello\": 1}\n".utf8).write(to: cache.appendingPathComponent(Self.rateFile))
        let lookup = await Fixture.enricher(server, cache: cache, offline: true)
            .exchangeRate(from: "EUR", to: "USD", on: Self.date)
        #expect(lookup.value == nil)
        #expect(lookup.warning?.message == "\(Self.rateName): the cache file \(Self.rateFile) is corrupt")
        #expect(server.requestCount() == 0)
    }

    @Test func staleForecastIsServedWhenTheRefreshFails() async throws {
        let server = try StubServer()
        let cache = Fixture.temporaryDirectory()
        let day = LocalDate(year: 2027, month: 4, day: 9)
        let first = await Fixture.enricher(server, cache: cache)
            .weather(at: Fixture.lisbon, timeZone: "Europe/Lisbon", on: day, placeName: "Lisbon")
        #expect(first.value?.kind == .forecast)
        let inAnHour = Fixture.now.addingTimeInterval(3600)
        let fresh = await Fixture.enricher(server, cache: cache, marker: "status503", now: inAnHour)
            .weather(at: Fixture.lisbon, timeZone: "Europe/Lisbon", on: day, placeName: "Lisbon")
        #expect(fresh.warning == nil)
        #expect(server.requestCount() == 1)
        let later = Fixture.now.addingTimeInterval(13 * 3600)
        let stale = await Fixture.enricher(server, cache: cache, marker: "status503", now: later)
            .weather(at: Fixture.lisbon, timeZone: "Europe/Lisbon", on: day, placeName: "Lisbon")
        #expect(stale.value == first.value)
        #expect(!stale.fromNetwork)
        #expect(
            stale.warning?.message
                == "weather for Lisbon on 2027-04-09: the server answered 503 Service Unavailable; "
                + "using the cached answer fetched 2027-04-01T12:00:00Z")
        #expect(server.requestCount() == 2)
    }

    @Test func refreshRefetchesExpiringEntriesOnly() async throws {
        let server = try StubServer()
        let cache = Fixture.temporaryDirectory()
        let enricher = Fixture.enricher(server, cache: cache)
        _ = await enricher.exchangeRate(from: "EUR", to: "USD", on: LocalDate(year: 2027, month: 3, day: 1))
        _ = await enricher.citySummary(title: "Lisbon", language: "en")
        #expect(server.requestCount() == 2)
        let refreshing = Fixture.enricher(server, cache: cache, refresh: true)
        let rate = await refreshing.exchangeRate(from: "EUR", to: "USD", on: LocalDate(year: 2027, month: 3, day: 1))
        let summary = await refreshing.citySummary(title: "Lisbon", language: "en")
        #expect(!rate.fromNetwork)
        #expect(summary.fromNetwork)
        #expect(server.requestCount() == 3)
    }

    /// A rate for a date still to come is the latest published rate, an estimate: it is served from the
    /// cache however old, so a warm cache makes no request, and `refresh` asks for it again.
    @Test func aFutureDatesRateStaysUntilRefreshed() async throws {
        let server = try StubServer()
        let cache = Fixture.temporaryDirectory()
        let future = LocalDate(year: 2027, month: 9, day: 1)
        _ = await Fixture.enricher(server, cache: cache).exchangeRate(from: "EUR", to: "USD", on: future)
        #expect(server.requestCount() == 1)
        let monthLater = Fixture.now.addingTimeInterval(30 * 86_400)
        let cached = await Fixture.enricher(server, cache: cache, now: monthLater)
            .exchangeRate(from: "EUR", to: "USD", on: future)
        #expect(!cached.fromNetwork)
        #expect(cached.warning == nil)
        #expect(server.requestCount() == 1)
        let refreshed = await Fixture.enricher(server, cache: cache, refresh: true, now: monthLater)
            .exchangeRate(from: "EUR", to: "USD", on: future)
        #expect(refreshed.fromNetwork)
        #expect(server.requestCount() == 2)
    }

    @Test func lookupWarningsCanBePlaced() async throws {
        let server = try StubServer()
        let lookup = await Fixture.enricher(server, cache: Fixture.temporaryDirectory(), offline: true)
            .citySummary(title: "Lisbon", language: "en")
        let placed = lookup.located(at: .init(file: "trips/lisbon.md", line: 3, column: 7))
        #expect(
            placed.warning?.description
                == "trips/lisbon.md:3:7: warning: Wikipedia summary of Lisbon (en): not in the cache, "
                + "and offline mode makes no requests")
    }
}

/// With no network a large site would try once per lookup; a host that cannot be reached is tried once.
@Suite struct UnreachableHostTests {
    @Test func aHostThatDoesNotAnswerIsNotTriedAgainInTheSameRun() async throws {
        let server = try StubServer()
        let enricher = Fixture.enricher(
            server, cache: Fixture.temporaryDirectory(), marker: "slow", timeout: Fixture.shortTimeout)
        let first = await enricher.exchangeRate(from: "EUR", to: "USD", on: LocalDate(year: 2027, month: 3, day: 1))
        // The client gives up after its time-out whenever the server reads the request: on a busy machine that may
        // be later, so the count is taken once the server has it.
        #expect(server.waitForRequests(1))
        let second = await enricher.exchangeRate(from: "EUR", to: "JPY", on: LocalDate(year: 2027, month: 3, day: 1))
        #expect(first.warning?.message == "exchange rate EUR to USD on 2027-03-01: the server did not answer in time")
        // The same reason, so a build reports both in one line, and no second request.
        #expect(second.warning?.message == "exchange rate EUR to JPY on 2027-03-01: the server did not answer in time")
        #expect(server.requestCount() == 1)
    }
}
