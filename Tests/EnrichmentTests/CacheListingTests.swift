import Foundation
import Testing
import TravelModel

@testable import Enrichment

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A batch lists each kind's cache folder once to see what is missing; what it finds there is still read
/// through every check, so a batch says what one lookup at a time says.
@Suite struct CacheListingTests {
    static let ninth = OpenMeteoWeather.Request(
        coordinate: Fixture.lisbon, timeZone: "Europe/Lisbon", date: LocalDate(year: 2027, month: 4, day: 9),
        placeName: "Lisbon")
    static let tenth = OpenMeteoWeather.Request(
        coordinate: Fixture.lisbon, timeZone: "Europe/Lisbon", date: LocalDate(year: 2027, month: 4, day: 10),
        placeName: "Lisbon")
    static let key = OpenMeteoWeather().key(for: ninth)
    static let corrupt = "weather for Lisbon on 2027-04-09: the cache file weather/\(key).json is corrupt"
    static let missing = "weather for Lisbon on 2027-04-10: not in the cache, and offline mode makes no requests"

    /// A cache below a new folder, holding the answer for the ninth only.
    static func filledCache(_ server: StubServer) async -> (root: URL, cache: URL) {
        let root = Fixture.temporaryDirectory()
        let cache = root.appendingPathComponent("cache")
        _ = await Fixture.enricher(server, cache: cache).lookUp([ninth], with: OpenMeteoWeather())
        return (root, cache)
    }

    /// The ninth and the tenth looked up offline in one batch, and the ninth alone.
    static func offlineWarnings(_ server: StubServer, cache: URL) async -> (
        ninth: String?, tenth: String?, alone: String?
    ) {
        let enricher = Fixture.enricher(server, cache: cache, offline: true)
        let batch = await enricher.lookUp([tenth, ninth], with: OpenMeteoWeather())
        let alone = await enricher.lookUp(ninth, with: OpenMeteoWeather())
        return (batch[ninth]?.warning?.message, batch[tenth]?.warning?.message, alone.warning?.message)
    }

    @Test func anEntryThatIsALinkIsRefusedInABatchAsAlone() async throws {
        let server = try StubServer()
        let (root, cache) = await Self.filledCache(server)
        let entry = cache.appendingPathComponent("weather/\(Self.key).json")
        let outside = root.appendingPathComponent("outside.json")
        try FileManager.default.moveItem(at: entry, to: outside)
        try FileManager.default.createSymbolicLink(atPath: entry.path, withDestinationPath: outside.path)
        let warnings = await Self.offlineWarnings(server, cache: cache)
        #expect(warnings.ninth == Self.corrupt)
        #expect(warnings.alone == Self.corrupt)
        #expect(warnings.tenth == Self.missing)
    }

    @Test func anEntryThatIsAFIFOIsRefusedInABatchAsAlone() async throws {
        let server = try StubServer()
        let (_, cache) = await Self.filledCache(server)
        let entry = cache.appendingPathComponent("weather/\(Self.key).json")
        try FileManager.default.removeItem(at: entry)
        #expect(mkfifo(entry.path, 0o644) == 0)
        let warnings = await Self.offlineWarnings(server, cache: cache)
        #expect(warnings.ninth == Self.corrupt)
        #expect(warnings.alone == Self.corrupt)
        #expect(warnings.tenth == Self.missing)
    }

    /// A kind's folder that is a link out of the cache: every entry in it is refused, even those it lacks.
    @Test func aKindFolderThatIsALinkIsRefusedInABatch() async throws {
        let server = try StubServer()
        let (root, cache) = await Self.filledCache(server)
        let folder = cache.appendingPathComponent("weather")
        let elsewhere = root.appendingPathComponent("elsewhere")
        try FileManager.default.moveItem(at: folder, to: elsewhere)
        try FileManager.default.createSymbolicLink(atPath: folder.path, withDestinationPath: elsewhere.path)
        let warnings = await Self.offlineWarnings(server, cache: cache)
        #expect(warnings.ninth == Self.corrupt)
        #expect(warnings.alone == Self.corrupt)
        let tenthKey = OpenMeteoWeather().key(for: Self.tenth)
        #expect(
            warnings.tenth == "weather for Lisbon on 2027-04-10: the cache file weather/\(tenthKey).json is corrupt")
    }

    @Test func aCacheFolderThatIsALinkIsRefusedInABatch() async throws {
        let server = try StubServer()
        let (root, cache) = await Self.filledCache(server)
        let elsewhere = root.appendingPathComponent("elsewhere")
        try FileManager.default.moveItem(at: cache, to: elsewhere)
        try FileManager.default.createSymbolicLink(atPath: cache.path, withDestinationPath: elsewhere.path)
        let warnings = await Self.offlineWarnings(server, cache: cache)
        #expect(warnings.ninth == Self.corrupt)
        #expect(warnings.alone == Self.corrupt)
    }

    @Test func noCacheFolderMeansEveryEntryIsMissing() async throws {
        let server = try StubServer()
        let cache = Fixture.temporaryDirectory().appendingPathComponent("cache")
        let warnings = await Self.offlineWarnings(server, cache: cache)
        #expect(
            warnings.ninth == "weather for Lisbon on 2027-04-09: not in the cache, and offline mode makes no requests")
        #expect(warnings.tenth == Self.missing)
    }

    /// The listing is taken per batch: an entry written after one batch is found by the next, on the same
    /// enricher as on a new one.
    @Test func anEntryAddedBetweenTwoBatchesIsFoundByTheSecond() async throws {
        let server = try StubServer()
        let cache = Fixture.temporaryDirectory().appendingPathComponent("cache")
        let offline = Fixture.enricher(server, cache: cache, offline: true)
        let before = await offline.lookUp([Self.ninth, Self.tenth], with: OpenMeteoWeather())
        #expect(before[Self.tenth]?.warning?.message == Self.missing)
        _ = await Fixture.enricher(server, cache: cache).lookUp(Self.tenth, with: OpenMeteoWeather())
        for enricher in [offline, Fixture.enricher(server, cache: cache, offline: true)] {
            let after = await enricher.lookUp([Self.ninth, Self.tenth], with: OpenMeteoWeather())
            #expect(after[Self.tenth]?.value != nil)
            #expect(after[Self.tenth]?.warning == nil)
            #expect(after[Self.ninth]?.value == nil)
        }
    }

    /// Two requests with one key (the same place under two names): the second finds what the first wrote
    /// in the same batch, though the batch's listing of the folder did not hold it.
    @Test func theSecondRequestOfAKeyFindsTheFirstsEntry() async throws {
        let server = try StubServer()
        let cache = Fixture.temporaryDirectory().appendingPathComponent("cache")
        var lisboa = Self.ninth
        lisboa.placeName = "Lisboa"
        let batch = await Fixture.enricher(server, cache: cache).lookUp([Self.ninth, lisboa], with: OpenMeteoWeather())
        #expect(batch[Self.ninth]?.fromNetwork == true)
        #expect(batch[lisboa]?.fromNetwork == false)
        #expect(batch[lisboa]?.value != nil)
    }

    /// Offline, every request of a key is answered from the one listing, each under its own name.
    @Test func offlineEveryRequestOfAKeyGetsTheSameAnswer() async throws {
        let server = try StubServer()
        let (_, cache) = await Self.filledCache(server)
        var lisboa = Self.ninth
        lisboa.placeName = "Lisboa"
        var tenthLisboa = Self.tenth
        tenthLisboa.placeName = "Lisboa"
        let batch = await Fixture.enricher(server, cache: cache, offline: true).lookUp(
            [Self.ninth, lisboa, Self.tenth, tenthLisboa], with: OpenMeteoWeather())
        #expect(batch[Self.ninth]?.value != nil)
        #expect(batch[lisboa]?.value == batch[Self.ninth]?.value)
        #expect(batch[lisboa]?.warning == nil)
        #expect(batch[Self.tenth]?.warning?.message == Self.missing)
        #expect(
            batch[tenthLisboa]?.warning?.message
                == "weather for Lisboa on 2027-04-10: not in the cache, and offline mode makes no requests")
        #expect(batch.all.map(\.request.placeName) == ["Lisbon", "Lisboa", "Lisbon", "Lisboa"])
    }

    /// A folder with more names than the listing takes is not listed: every entry is then read the usual way.
    @Test func aFolderWithTooManyNamesIsNotListed() async throws {
        let server = try StubServer()
        let (_, cache) = await Self.filledCache(server)
        _ = await Fixture.enricher(server, cache: cache).lookUp(Self.tenth, with: OpenMeteoWeather())
        let tenthKey = OpenMeteoWeather().key(for: Self.tenth)
        let listed = CacheListing(directory: cache.path, kind: "weather", limit: 2)
        #expect(listed.lacks(key: "absent"))
        #expect(!listed.lacks(key: Self.key))
        #expect(!listed.lacks(key: tenthKey))
        let unlisted = CacheListing(directory: cache.path, kind: "weather", limit: 1)
        #expect(!unlisted.lacks(key: "absent"))
    }

    /// The key's coordinate is written as `String(format: "%.4f")` writes it, ties to the even digit included.
    @Test func coordinatesAreWrittenAsTheFormatStringWritesThem() {
        var values: [Double] = [
            0, -0.0, 1e-7, -1e-7, 0.00005, -0.00005, 0.03125, 0.09375, -0.03125, 38.71389, -9.13339, 179.99999,
            -179.99995, 90, -90, 12.34565, 12.34575, 1e10 + 0.00005, 99_999.99995,
        ]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20_000 {
            values.append(Double.random(in: -180...180, using: &generator))
            // Five decimals, half of them ending in 5: the cases a careless rounding gets wrong.
            values.append(Double(Int.random(in: -18_000_000...18_000_000, using: &generator)) / 100_000)
            // Exact binary ties at the fifth decimal.
            values.append(Double(Int.random(in: -5_760...5_760, using: &generator)) / 32)
        }
        for value in values {
            #expect(OpenMeteoWeather.fourDecimals(value) == String(format: "%.4f", value), "\(value)")
        }
    }

    /// A day's precipitation is written with one decimal as the format string writes it, ties included; and
    /// every count of decimals the same way.
    @Test func oneDecimalIsWrittenAsTheFormatStringWritesIt() {
        var values: [Double] = [
            0, -0.0, 0.05, 0.15, 0.25, 0.35, 0.45, 1.25, 2.5, 9.95, 99.95, 0.04999, 1e10 + 0.25, 123.456,
        ]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20_000 {
            values.append(Double.random(in: 0...300, using: &generator))
            values.append(Double(Int.random(in: 0...30_000, using: &generator)) / 100)
            values.append(Double(Int.random(in: -2_000...2_000, using: &generator)) / 4)
        }
        for value in values {
            #expect(FixedDecimals.text(value, places: 1) == String(format: "%.1f", value), "\(value)")
        }
        for places in 0...6 {
            for value in values.prefix(2_000) {
                #expect(FixedDecimals.text(value, places: places) == String(format: "%.\(places)f", value))
            }
        }
    }
}
