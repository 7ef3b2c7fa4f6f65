import Enrichment
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The Python stub server from `Fixtures/stub_server.py`, one per test so request counts are the test's own.
final class StubServer: @unchecked Sendable {
    /// One request as the server saw it.
    struct Request: Sendable {
        var path: String
        var userAgent: String
        var accept: String
        /// The server's monotonic clock, in seconds.
        var time: Double
    }

    let port: Int
    private let process: Process

    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// Starts the server and waits for the port it prints.
    init() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", Self.fixtures.appendingPathComponent("stub_server.py").path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        // Read the first line with read(2), retrying on EINTR: FileHandle.availableData traps on it.
        var line: [UInt8] = []
        let descriptor = output.fileHandleForReading.fileDescriptor
        var byte: UInt8 = 0
        while line.last != UInt8(ascii: "\n") {
            let count = read(descriptor, &byte, 1)
            if count == 1 {
                line.append(byte)
            } else if count < 0 && errno == EINTR {
                continue
            } else {
                break
            }
        }
        guard let text = String(decoding: line, as: UTF8.self).split(separator: "\n").first, let port = Int(text) else {
            process.terminate()
            throw StubError.noPort
        }
        self.process = process
        self.port = port
    }

    enum StubError: Error { case noPort, noStats }

    deinit { stop() }

    /// Stops the server.
    func stop() {
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
    }

    /// `http://127.0.0.1:<port>` followed by `path`.
    func url(_ path: String) -> String { "http://127.0.0.1:\(port)\(path)" }

    /// Base URLs for every provider on this server, behind a misbehaviour marker if one is given.
    func baseURLs(marker: String? = nil) -> ProviderBaseURLs {
        let prefix = url(marker.map { "/\($0)" } ?? "")
        return ProviderBaseURLs([
            NominatimGeocoder.service: prefix + "/nominatim", OpenMeteoWeather.forecastService: prefix + "/forecast",
            OpenMeteoWeather.archiveService: prefix + "/archive",
            WikipediaSummaries.service: prefix + "/wikipedia/{language}",
            FrankfurterRates.service: prefix + "/frankfurter",
        ])
    }

    /// The requests received so far, in order.
    func requests() async throws -> [Request] {
        let (data, _) = try await URLSession.shared.data(from: URL(string: url("/__stats"))!)
        guard let json = try JSONSerialization.jsonObject(with: data) as? [String: Any],
            let list = json["requests"] as? [[String: Any]]
        else { throw StubError.noStats }
        return list.map {
            Request(
                path: $0["path"] as? String ?? "", userAgent: $0["userAgent"] as? String ?? "",
                accept: $0["accept"] as? String ?? "", time: $0["time"] as? Double ?? 0)
        }
    }

    /// How many requests the server has received.
    func requestCount() async throws -> Int { try await requests().count }
}
