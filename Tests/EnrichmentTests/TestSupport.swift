import Foundation
import TravelModel

@testable import Enrichment

enum Fixture {
    /// The build's moment in the tests: 2027-04-01T12:00:00Z.
    static let now = Timestamp.parse("2027-04-01T12:00:00Z")!
    static let lisbon = Coordinate(latitude: 38.71389, longitude: -9.13339)

    /// A new empty folder for a test's cache.
    static func temporaryDirectory() -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "enrichment-tests-\(UUID().uuidString)", isDirectory: true)
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// How long a lookup may take in the tests: only a hang gets there, however slow a loaded machine is. It
    /// outlasts `StubServer.holdBound`, so a request the server holds is still awaited when the hold ends. A
    /// request that fails by time (the host is marked unreachable for the rest of the run) gives other
    /// lookups' warnings instead of their answers.
    static let timeout: Duration = .seconds(120)

    /// The time-out of the tests of a server that never answers: short, since the answer never comes.
    static let shortTimeout: Duration = .seconds(2)

    /// An enricher on the stub server.
    static func enricher(
        _ server: StubServer, cache: URL, marker: String? = nil, offline: Bool = false, refresh: Bool = false,
        now: Date = Fixture.now, timeout: Duration = Fixture.timeout
    ) -> Enricher {
        Enricher(
            settings: EnrichmentSettings(
                cacheDirectory: cache, offline: offline, refresh: refresh, contact: "trips@example.org", now: now,
                baseURLs: server.baseURLs(marker: marker), timeout: timeout))
    }

    /// The text of a file in the cache.
    static func text(_ cache: URL, _ path: String) -> String? {
        try? String(contentsOf: cache.appendingPathComponent(path), encoding: .utf8)
    }

    /// Every file under `directory`, as paths relative to it, sorted.
    static func files(under directory: URL) -> [String] {
        let base = directory.standardizedFileURL.path
        let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil)
        var files: [String] = []
        while let url = enumerator?.nextObject() as? URL {
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
            if !isDirectory.boolValue { files.append(String(url.standardizedFileURL.path.dropFirst(base.count + 1))) }
        }
        return files.sorted()
    }
}
