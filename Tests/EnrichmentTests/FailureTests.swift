import Foundation
import Testing
import TravelModel

@testable import Enrichment

/// Every way a source can misbehave becomes one exact warning, and the build goes on.
@Suite struct FailureTests {
    static let date = LocalDate(year: 2027, month: 4, day: 8)
    static let name = "exchange rate EUR to USD on 2027-04-08"

    static let cases: [(marker: String, warning: String)] = [
        ("slow", "the server did not answer in time"),
        ("status500", "the server answered 500 Internal Server Error"),
        ("status503", "the server answered 503 Service Unavailable"),
        ("ratelimit", "the server answered 429 Too Many Requests; retry after 120 s"),
        ("malformed", "the answer is malformed: not valid JSON (unexpected end of input at byte 48)"),
        ("truncated", "the answer was cut off before its end"),
        ("html", "the answer has the unexpected content type text/html"),
        ("redirectloop", "the server redirected in a loop"),
        ("oversized", "the answer is larger than 2 MiB"),
    ]

    @Test(arguments: cases)
    func misbehaviourBecomesAWarning(marker: String, warning: String) async throws {
        let server = try StubServer()
        let cache = Fixture.temporaryDirectory()
        // The slow server never answers: the short time-out ends the wait.
        let timeout = marker == "slow" ? Fixture.shortTimeout : Fixture.timeout
        let lookup = await Fixture.enricher(server, cache: cache, marker: marker, timeout: timeout)
            .exchangeRate(from: "EUR", to: "USD", on: Self.date)
        #expect(lookup.value == nil)
        #expect(!lookup.fromNetwork)
        #expect(lookup.warning?.severity == .warning)
        #expect(lookup.warning?.location == nil)
        #expect(lookup.warning?.message == "\(Self.name): \(warning)")
        // A failure is never cached: the next build tries again.
        #expect(Fixture.files(under: cache).isEmpty)
    }

    @Test func weatherFailureNamesThePlaceAndDay() async throws {
        let server = try StubServer()
        let lookup = await Fixture.enricher(server, cache: Fixture.temporaryDirectory(), marker: "status503")
            .weather(
                at: Fixture.lisbon, timeZone: "Europe/Lisbon", on: LocalDate(year: 2027, month: 4, day: 9),
                placeName: "Lisbon")
        #expect(
            lookup.warning?.message == "weather for Lisbon on 2027-04-09: the server answered 503 Service Unavailable")
    }

    @Test func retryAfterIsHonoured() async throws {
        let server = try StubServer()
        let enricher = Fixture.enricher(server, cache: Fixture.temporaryDirectory(), marker: "ratelimit")
        _ = await enricher.exchangeRate(from: "EUR", to: "USD", on: Self.date)
        let second = await enricher.exchangeRate(from: "EUR", to: "GBP", on: Self.date)
        #expect(second.value == nil)
        let message = second.warning?.message ?? ""
        #expect(
            message.hasPrefix(
                "exchange rate EUR to GBP on 2027-04-08: the server answered 429 Too Many Requests; retry after 1"))
        #expect(server.requestCount() == 1)
    }

    @Test func redirectsAreFollowed() async throws {
        let server = try StubServer()
        let lookup = await Fixture.enricher(server, cache: Fixture.temporaryDirectory(), marker: "redirect")
            .exchangeRate(from: "EUR", to: "USD", on: Self.date)
        #expect(lookup.value == Decimal(string: "1.0842"), "\(String(describing: lookup.warning))")
        #expect(server.requestCount() == 2)
    }

    @Test func unreachableServerIsAWarning() async throws {
        // A port bound but not listening: the connection is refused at once.
        let refusing = try RefusingPort()
        let settings = EnrichmentSettings(
            cacheDirectory: Fixture.temporaryDirectory(), now: Fixture.now,
            baseURLs: ProviderBaseURLs([FrankfurterRates.service: "http://127.0.0.1:\(refusing.port)"]),
            timeout: Fixture.timeout)
        let lookup = await Enricher(settings: settings).exchangeRate(from: "EUR", to: "USD", on: Self.date)
        #expect(lookup.value == nil)
        #expect(lookup.warning?.message.hasPrefix("\(Self.name): the request failed: ") == true)
        withExtendedLifetime(refusing) {}
    }
}
