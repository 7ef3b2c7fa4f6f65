import Foundation
import Testing
import TravelModel

@testable import Enrichment

/// A committed cache is someone else's: an entry that would change a page without a word, or put a script
/// on it, is treated as corrupt (a warning, and the entry is not used), never trusted and never fatal.
@Suite struct HostileCacheTests {
    static let date = LocalDate(year: 2027, month: 4, day: 8)

    /// Fills the cache online, edits the one file it wrote, and looks the same thing up offline.
    static func edited<Value>(
        _ lookUp: (Enricher) async -> Lookup<Value>, _ edit: (String) -> String
    ) async throws -> (Lookup<Value>, String) {
        let server = try StubServer()
        let cache = Fixture.temporaryDirectory()
        _ = await lookUp(Fixture.enricher(server, cache: cache))
        let file = try #require(Fixture.files(under: cache).first)
        let url = cache.appendingPathComponent(file)
        try Data(edit(try String(contentsOf: url, encoding: .utf8)).utf8).write(to: url)
        return (await lookUp(Fixture.enricher(server, cache: cache, offline: true)), file)
    }

    @Test(arguments: ["0", "-5", "0.0"])
    func aRateThatIsNotPositiveIsCorrupt(rate: String) async throws {
        let (lookup, file) = try await Self.edited({ await $0.exchangeRate(from: "EUR", to: "USD", on: Self.date) }) {
            $0.replacingOccurrences(of: "\"USD\": 1.0842", with: "\"USD\": \(rate)")
        }
        #expect(lookup.value == nil)
        #expect(
            lookup.warning?.message
                == "exchange rate EUR to USD on 2027-04-08: the cache file \(file) is corrupt: rates.USD is not a positive number"
        )
    }

    @Test(arguments: ["1e16", "1000000001"])
    func aRateTooLargeToBeOneIsCorrupt(rate: String) async throws {
        let (lookup, file) = try await Self.edited({ await $0.exchangeRate(from: "EUR", to: "USD", on: Self.date) }) {
            $0.replacingOccurrences(of: "\"USD\": 1.0842", with: "\"USD\": \(rate)")
        }
        #expect(lookup.value == nil)
        #expect(
            lookup.warning?.message
                == "exchange rate EUR to USD on 2027-04-08: the cache file \(file) is corrupt: rates.USD is over 1000000000"
        )
    }

    /// A day's weather with a value out of bounds: the build used to stop on a number no whole number holds.
    @Test(arguments: [
        ("temperature_2m_max", "1e300", "temperature_2m_max is not between -100 and 100 °C"),
        ("temperature_2m_min", "-1e300", "temperature_2m_min is not between -100 and 100 °C"),
        ("temperature_2m_max", "101", "temperature_2m_max is not between -100 and 100 °C"),
        ("precipitation_sum", "-1", "precipitation_sum is not between 0 and 2000 mm"),
        ("precipitation_sum", "1e308", "precipitation_sum is not between 0 and 2000 mm"),
        ("weather_code", "9223372036854775807", "weather_code is not a WMO weather code (0 to 99)"),
    ])
    func aWeatherValueOutOfBoundsIsCorrupt(field: String, value: String, reason: String) async throws {
        let (lookup, file) = try await Self.edited({
            await $0.weather(
                at: Fixture.lisbon, timeZone: "Europe/Lisbon", on: LocalDate(year: 2027, month: 4, day: 9),
                placeName: "Lisbon")
        }) {
            $0.replacing(try! Regex("\"\(field)\": [-0-9.e]+"), with: "\"\(field)\": \(value)")
        }
        #expect(lookup.value == nil)
        #expect(
            lookup.warning?.message == "weather for Lisbon on 2027-04-09: the cache file \(file) is corrupt: \(reason)")
    }

    @Test func aKeyGivenTwiceIsCorrupt() async throws {
        let (lookup, file) = try await Self.edited({ await $0.exchangeRate(from: "EUR", to: "USD", on: Self.date) }) {
            $0.replacingOccurrences(of: "\"USD\": 1.0842", with: "\"USD\": 1.0842, \"USD\": 100")
        }
        #expect(lookup.value == nil)
        #expect(lookup.warning?.message == "exchange rate EUR to USD on 2027-04-08: the cache file \(file) is corrupt")
    }

    @Test(arguments: ["javascript:alert(1)", "data:text/html,x", "ftp://e.org/a"])
    func aSummaryLinkThatIsNotWebIsCorrupt(link: String) async throws {
        let (lookup, file) = try await Self.edited({ await $0.citySummary(title: "Lisbon", language: "en") }) {
            $0.replacing(#/"content_urls.desktop.page": "[^"]*"/#, with: "\"content_urls.desktop.page\": \"\(link)\"")
        }
        #expect(lookup.value == nil)
        #expect(
            lookup.warning?.message
                == "Wikipedia summary of Lisbon (en): the cache file \(file) is corrupt: '\(link)' is not an http or https URL"
        )
    }
}
