import Foundation
import Testing
import TravelModel

@testable import Enrichment

/// Batches of lookups run concurrently within the per-host limits and give what one-at-a-time lookups give.
@Suite struct BatchTests {
    static let days = [
        LocalDate(year: 2027, month: 4, day: 9), LocalDate(year: 2026, month: 10, day: 3),
        LocalDate(year: 2027, month: 8, day: 15), LocalDate(year: 2027, month: 4, day: 10),
    ]
    static let weather = days.map {
        OpenMeteoWeather.Request(coordinate: Fixture.lisbon, timeZone: "Europe/Lisbon", date: $0, placeName: "Lisbon")
    }
    static let rates = [
        FrankfurterRates.Request(from: "EUR", to: "USD", on: LocalDate(year: 2027, month: 4, day: 8)),
        FrankfurterRates.Request(from: "EUR", to: "JPY", on: LocalDate(year: 2027, month: 4, day: 8)),
        FrankfurterRates.Request(from: "EUR", to: "EUR", on: LocalDate(year: 2027, month: 4, day: 8)),
    ]
    static let summaries = [
        WikipediaSummaries.Request(title: "Lisbon", language: "en"),
        WikipediaSummaries.Request(title: "Missing", language: "en"),
    ]
    static let places = [
        NominatimGeocoder.Request(address: "Rua Augusta 24", cityName: "Lisbon", countryCode: "PT"),
        NominatimGeocoder.Request(address: "Rua do Ouro 10", cityName: "Lisbon", countryCode: "PT"),
        NominatimGeocoder.Request(address: "Nowhere 1", cityName: "Lisbon", countryCode: "PT"),
        // The same address twice: looked up once.
        NominatimGeocoder.Request(address: "Rua Augusta 24", cityName: "Lisbon", countryCode: "PT"),
    ]

    /// What a lookup gave, in a form to compare.
    static func outcome<Value>(_ lookup: Lookup<Value>?) -> String {
        "\(String(describing: lookup?.value)) | \(lookup?.warning?.message ?? "-") | \(lookup?.attribution ?? "-")"
    }

    /// A batch asks the disk for entries ahead of its lookups, never behind a link: with the weather folder a
    /// link out of the cache, every entry of a warm batch is refused, online and offline, and none is read.
    @Test func aBatchReadsNoEntryBehindALinkedFolder() async throws {
        let server = try StubServer()
        let root = Fixture.temporaryDirectory()
        let cache = root.appendingPathComponent("cache")
        let filled = await Fixture.enricher(server, cache: cache).lookUp(Self.weather, with: OpenMeteoWeather())
        #expect(Self.weather.allSatisfy { filled[$0]?.value != nil })
        let weather = cache.appendingPathComponent("weather")
        let elsewhere = root.appendingPathComponent("elsewhere")
        try FileManager.default.moveItem(at: weather, to: elsewhere)
        try FileManager.default.createSymbolicLink(atPath: weather.path, withDestinationPath: elsewhere.path)
        let offline = await Fixture.enricher(server, cache: cache, offline: true).lookUp(
            Self.weather, with: OpenMeteoWeather())
        for request in Self.weather {
            #expect(offline[request]?.value == nil)
            #expect(offline[request]?.warning?.message.hasSuffix("is corrupt") == true)
        }
    }

    /// Overlap is proven by events, not by how close request times came: the server holds every request but
    /// Nominatim's until `RateLimiter.maximumPerHost` of them are in flight at once, and Nominatim's until every
    /// other request has arrived. Lookups made one after another never get there, and the test fails when the
    /// first hold reaches `StubServer.holdBound`.
    @Test func independentLookupsOverlapNominatimStaysOneASecondAndResultsMatchASequentialRun() async throws {
        // One after another, as the build did before.
        let sequentialServer = try StubServer()
        let sequentialCache = Fixture.temporaryDirectory()
        let one = Fixture.enricher(sequentialServer, cache: sequentialCache)
        var expected: [String] = []
        for request in Self.weather {
            expected.append(Self.outcome(await one.lookUp(request, with: OpenMeteoWeather())))
        }
        for request in Self.rates { expected.append(Self.outcome(await one.lookUp(request, with: FrankfurterRates()))) }
        for request in Self.summaries {
            expected.append(Self.outcome(await one.lookUp(request, with: WikipediaSummaries())))
        }
        for request in Self.places {
            expected.append(Self.outcome(await one.lookUp(request, with: NominatimGeocoder())))
        }
        let isNominatim = { @Sendable (request: StubServer.Request) in request.path.contains("/nominatim/") }
        let isOther = { @Sendable (request: StubServer.Request) in !isNominatim(request) }
        let otherCount = sequentialServer.requests().filter(isOther).count

        // Four batches at once.
        let server = try StubServer()
        let most = RateLimiter.maximumPerHost
        server.hold { request, events in
            if isNominatim(request) {
                return events.filter { if case .arrived(let other) = $0 { isOther(other) } else { false } }.count
                    == otherCount
            }
            return StubServer.mostInFlight(events, matching: isOther) >= most
        }
        let cache = Fixture.temporaryDirectory()
        let enricher = Fixture.enricher(server, cache: cache)
        async let weather = enricher.lookUp(Self.weather, with: OpenMeteoWeather())
        async let rates = enricher.lookUp(Self.rates, with: FrankfurterRates())
        async let summaries = enricher.lookUp(Self.summaries, with: WikipediaSummaries())
        async let places = enricher.lookUp(Self.places, with: NominatimGeocoder())
        let (weatherResults, rateResults, summaryResults, placeResults) = await (weather, rates, summaries, places)

        // No hold waited for its bound: the requests that were held got their company.
        #expect(server.requestsHeldPastTheBound().map(\.path) == [], "lookups ran one after another")
        let actual =
            Self.weather.map { Self.outcome(weatherResults[$0]) } + Self.rates.map { Self.outcome(rateResults[$0]) }
            + Self.summaries.map { Self.outcome(summaryResults[$0]) }
            + Self.places.map { Self.outcome(placeResults[$0]) }
        #expect(actual == expected)
        let files = Fixture.files(under: cache)
        #expect(files == Fixture.files(under: sequentialCache))
        for file in files {
            let one = try Data(contentsOf: sequentialCache.appendingPathComponent(file))
            #expect(try Data(contentsOf: cache.appendingPathComponent(file)) == one, "\(file)")
        }

        // Results come sorted by key, whatever order they finished in.
        let keys = weatherResults.all.map { OpenMeteoWeather().key(for: $0.request) }
        #expect(keys == keys.sorted())
        #expect(placeResults.all.count == 3)

        let requests = server.requests()
        #expect(requests.count == sequentialServer.requestCount())
        // The next Nominatim request starts a second after the previous one's answer, which came after the
        // server read it: by the server's clock they arrive a second apart or more, however slow the machine.
        let nominatim = requests.filter(isNominatim).map(\.time).sorted()
        #expect(nominatim.count == 3)
        for index in 1..<nominatim.count {
            #expect(nominatim[index] - nominatim[index - 1] >= 1.0, "Nominatim requests \(index - 1) and \(index)")
        }
        // A request counts as in flight from its arrival until its answer starts, which lies within the client's
        // turn: the server never sees more at once than the client had.
        let events = server.events()
        #expect(StubServer.mostInFlight(events, matching: isOther) == most, "not up to the per-host limit at once")
        #expect(otherCount > most)
        // Everything else ran beside Nominatim rather than after it: every other request arrived before
        // Nominatim's first answer.
        let firstNominatimAnswer = events.firstIndex {
            if case .answering(let r) = $0 { isNominatim(r) } else { false }
        }
        let lastOtherArrival = events.lastIndex { if case .arrived(let r) = $0 { isOther(r) } else { false } }
        #expect(lastOtherArrival != nil && firstNominatimAnswer != nil)
        #expect((lastOtherArrival ?? .max) < (firstNominatimAnswer ?? .min), "\(events)")
    }
}
