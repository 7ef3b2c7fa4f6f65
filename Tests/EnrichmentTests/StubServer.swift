import Enrichment
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A stand-in for the enrichment sources on 127.0.0.1, in the test process, one per test so its requests are
/// the test's own: serves each API's documented answer shape from the fixture files beside this file, through
/// the real client, and misbehaves on purpose when the path starts with a marker segment (`/status503/…`).
///
/// Each connection gets one HTTP/1.0 answer and is closed, on a thread of its own, so a request the server
/// holds never delays another. `hold(until:)` keeps requests unanswered until the traffic so far says so: a
/// test proves two requests were in flight together by an event, not by how close their times came.
final class StubServer: Sendable {
    /// One request as the server saw it.
    struct Request: Sendable, Equatable {
        /// Its place in the order of arrival, from 0.
        var index: Int
        /// The request target: the path and the query, as sent.
        var path: String
        var userAgent: String
        var accept: String
        /// Seconds on the server's monotonic clock since it started.
        var time: Double
    }

    /// What the server did, in order.
    enum Event: Sendable, Equatable {
        /// The request was read.
        case arrived(Request)
        /// The answer is about to be written: the client cannot have it yet, so it still holds its turn.
        case answering(Request)
    }

    /// Says whether `request` may be answered now, given everything that has happened so far.
    typealias Release = @Sendable (_ request: Request, _ events: [Event]) -> Bool

    /// How long a held request waits at most. Past it the server gives up holding anything and answers every
    /// request, and `requestsHeldPastTheBound()` names the one that waited: only a hang gets there.
    static let holdBound: Duration = .seconds(60)

    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    let port: Int
    private let core: Core

    /// Listens on a free port of 127.0.0.1 and answers until stopped or let go.
    init() throws {
        let listener = try Socket.listening()
        core = Core(listener: listener.descriptor)
        port = listener.port
        let core = core
        Thread.detachNewThread { core.acceptConnections() }
    }

    deinit { core.stop() }

    /// Stops listening and lets every held request go.
    func stop() { core.stop() }

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
    func requests() -> [Request] { core.withState { $0.requests } }

    /// How many requests the server has received.
    func requestCount() -> Int { core.withState { $0.requests.count } }

    /// Waits until the server has read `count` requests, or for `holdBound`; whether it has.
    func waitForRequests(_ count: Int) -> Bool { core.waitForRequests(count) }

    /// Everything the server has done so far, in order.
    func events() -> [Event] { core.withState { $0.events } }

    /// From now on each request waits, unanswered, until `release` says it may be answered (it is asked again
    /// after every event) or until `holdBound`.
    func hold(until release: @escaping Release) { core.withState { $0.release = release } }

    /// The requests that were still held when `holdBound` ran out.
    func requestsHeldPastTheBound() -> [Request] { core.withState { $0.heldPastTheBound } }

    /// The most requests `matching` that were in flight at once by `events`: read, and not yet being answered.
    static func mostInFlight(_ events: [Event], matching: (Request) -> Bool) -> Int {
        var open = 0
        var most = 0
        for event in events {
            switch event {
            case .arrived(let request) where matching(request):
                open += 1
                most = max(most, open)
            case .answering(let request) where matching(request):
                open -= 1
            default:
                break
            }
        }
        return most
    }
}

/// A port of 127.0.0.1 that refuses every connection at once: bound, so nothing else takes it, but not listening.
final class RefusingPort {
    let port: Int
    private let descriptor: Int32

    init() throws {
        (descriptor, port) = try Socket.bound()
    }

    deinit { close(descriptor) }
}

/// The server's state and its threads' work, behind one lock.
private final class Core: @unchecked Sendable {
    struct State {
        var stopped = false
        var requests: [StubServer.Request] = []
        var events: [StubServer.Event] = []
        var release: StubServer.Release?
        var heldPastTheBound: [StubServer.Request] = []
    }

    private let listener: Int32
    private let condition = NSCondition()
    private var state = State()
    private let started = ContinuousClock.now

    init(listener: Int32) { self.listener = listener }

    func withState<T>(_ body: (inout State) -> T) -> T {
        condition.lock()
        defer {
            condition.broadcast()
            condition.unlock()
        }
        return body(&state)
    }

    func stop() {
        let first = withState { state in
            defer { state.stopped = true }
            return !state.stopped
        }
        // Wakes the accepting thread, which closes the socket: closing it here could close a reused number.
        if first { shutdown(listener, Int32(SHUT_RDWR)) }
    }

    func acceptConnections() {
        while true {
            let connection = accept(listener, nil, nil)
            if connection < 0 {
                if errno == EINTR { continue }
                break
            }
            if withState({ $0.stopped }) {
                close(connection)
                break
            }
            Thread.detachNewThread { self.serve(connection) }
        }
        close(listener)
    }

    private func serve(_ connection: Int32) {
        defer { close(connection) }
        Socket.bound(connection, seconds: 60)
        guard let head = Socket.readHead(connection) else { return }
        let request = withState { state in
            // Read under the lock, so the order of arrival is the order of the times.
            let elapsed = started.duration(to: .now).components
            let time = Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18
            let request = StubServer.Request(
                index: state.requests.count, path: head.target, userAgent: head.headers["user-agent"] ?? "",
                accept: head.headers["accept"] ?? "", time: time)
            state.requests.append(request)
            state.events.append(.arrived(request))
            return request
        }
        let answer = Answer.for(target: head.target)
        if case .never = answer {
            wait { state in state.stopped }
            return
        }
        wait { state in
            if state.stopped || !state.heldPastTheBound.isEmpty { return true }
            return state.release?(request, state.events) ?? true
        } pastTheBound: { state in
            state.heldPastTheBound.append(request)
        }
        withState { $0.events.append(.answering(request)) }
        answer.write(to: connection)
    }

    func waitForRequests(_ count: Int) -> Bool {
        wait { $0.requests.count >= count }
        return withState { $0.requests.count >= count }
    }

    /// Waits until `done` holds or `StubServer.holdBound` has passed, when `pastTheBound` runs.
    private func wait(until done: (State) -> Bool, pastTheBound: (inout State) -> Void = { _ in }) {
        let bound = StubServer.holdBound.components
        let deadline = Date(
            timeIntervalSinceNow: Double(bound.seconds) + Double(bound.attoseconds) / 1e18)
        condition.lock()
        defer {
            condition.broadcast()
            condition.unlock()
        }
        while !done(state) {
            if !condition.wait(until: deadline) {
                if !done(state) { pastTheBound(&state) }
                return
            }
        }
    }
}

/// What the server sends for a request target.
private enum Answer {
    /// A whole answer.
    case full(status: Int, contentType: String, headers: [(String, String)], body: [UInt8])
    /// Headers announcing `body`, then half of it, then the connection closes.
    case truncated(status: Int, contentType: String, body: [UInt8])
    /// No `Content-Length`, and more bytes than any limit: the client must stop reading by itself.
    case endless(contentType: String)
    /// Nothing at all, until the server stops.
    case never

    static let markers: Set<String> = [
        "slow", "status500", "status503", "ratelimit", "malformed", "truncated", "html", "redirectloop", "redirect",
        "oversized",
    ]
    static let json = "application/json; charset=utf-8"
    /// A 1x1 transparent PNG.
    static let png: [UInt8] = {
        let hex = Array(
            "89504e470d0a1a0a0000000d4948445200000001000000010806000000"
                + "1f15c4890000000d49444154789c6360000002000100e221bc330000000049454e44ae426082")
        return stride(from: 0, to: hex.count, by: 2).map { UInt8(String(hex[$0...$0 + 1]), radix: 16)! }
    }()

    static func `for`(target: String) -> Answer {
        let parts = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        let path = String(parts[0])
        let queryText = parts.count > 1 ? String(parts[1]) : ""
        var segments = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        // The slashes at either end go; empty segments inside stay.
        while segments.first == "" { segments.removeFirst() }
        while segments.last == "" { segments.removeLast() }
        if segments.isEmpty { segments = [""] }
        let marker = markers.contains(segments[0]) ? segments[0] : nil
        let rest = "/" + (marker == nil ? segments : Array(segments.dropFirst())).joined(separator: "/")
        let isImage = rest.hasPrefix("/images/")

        switch marker {
        case "slow":
            return .never
        case "status500", "status503":
            let status = marker == "status500" ? 500 : 503
            return .full(
                status: status, contentType: json, headers: [],
                body: Array(#"{"error": true, "reason": "stub failure"}"#.utf8))
        case "ratelimit":
            return .full(
                status: 429, contentType: json, headers: [("Retry-After", "120")],
                body: Array(#"{"error": "rate limited"}"#.utf8))
        case "malformed":
            return .full(
                status: 200, contentType: json, headers: [],
                body: Array(#"{"amount": 1.0, "base": "EUR", "rates": {"USD": "#.utf8))
        case "html":
            return .full(
                status: 200, contentType: "text/html; charset=utf-8", headers: [],
                body: Array("<html><body>Maintenance</body></html>".utf8))
        case "redirectloop":
            return .full(status: 302, contentType: json, headers: [("Location", target)], body: [])
        case "redirect":
            let location = rest + (queryText.isEmpty ? "" : "?" + queryText)
            return .full(status: 302, contentType: json, headers: [("Location", location)], body: [])
        case "oversized":
            return .endless(contentType: isImage ? "image/png" : "application/json")
        default:
            break
        }
        let (status, contentType, body) = route(rest, query: query(queryText))
        if marker == "truncated" { return .truncated(status: status, contentType: contentType, body: body) }
        return .full(status: status, contentType: contentType, headers: [], body: body)
    }

    /// The documented answer of each API, made from the fixtures.
    static func route(_ path: String, query: [String: String]) -> (Int, String, [UInt8]) {
        if path == "/nominatim/search" {
            let nowhere = (query["q"] ?? "").lowercased().contains("nowhere")
            return (200, json, nowhere ? Array("[]".utf8) : FixtureFiles.bytes("nominatim_search.json"))
        }
        if path == "/archive/v1/archive", query["start_date"] != query["end_date"] {
            return (200, json, Array(archiveYears(query).utf8))
        }
        for api in ["forecast", "archive"] where path == "/\(api)/v1/\(api)" {
            let answer = FixtureFiles.text("openmeteo_\(api).json").replacing(
                #/"time": \["[^"]*"\]/#, with: "\"time\": [\(quoted(query["start_date"] ?? ""))]")
            return (200, json, Array(answer.utf8))
        }
        if path.hasPrefix("/frankfurter/v1/") {
            let day = String(path.split(separator: "/", omittingEmptySubsequences: false).last ?? "")
            guard let date = CivilDate(day) else { return notFound }
            let answer = FixtureFiles.text("frankfurter.json").replacing(
                #/"date": "[^"]*"/#, with: "\"date\": \(quoted(date.businessDay.text))")
            return (200, json, Array(answer.utf8))
        }
        if path.hasPrefix("/wikipedia/"), path.contains("/api/rest_v1/page/summary/") {
            let title = path.split(separator: "/", omittingEmptySubsequences: false).last ?? ""
            if title == "Missing" {
                let problem = """
                    {"type": "https://mediawiki.org/wiki/HyperSwitch/errors/not_found", "title": "Not found.", \
                    "method": "get", "detail": "Page or revision not found.", "uri": \(quoted(path))}
                    """
                return (404, "application/problem+json", Array(problem.utf8))
            }
            let profile =
                #"application/json; charset=utf-8; profile="https://www.mediawiki.org/wiki/Specs/Summary/1.4.2""#
            return (200, profile, FixtureFiles.bytes("wikipedia_summary.json"))
        }
        if path == "/images/photo.png" { return (200, "image/png", png) }
        if path == "/images/page.png" { return (200, "text/html", Array("<html>not an image</html>".utf8)) }
        return notFound
    }

    static let notFound = (404, json, Array(#"{"error": "not found"}"#.utf8))

    /// The archive's answer for a range of days (the years averaged for a far date), made up so that every
    /// calendar date's averages over 1996-2025 are known: the highest temperature climbs 0.1 °C a year from
    /// 20.0 (mean 21.45), the lowest is 10 plus the year's remainder by 4 (mean 11.43), and 5 mm falls in years
    /// divisible by 5 and 0.4 mm in the year after each (mean 1.08 mm; 6 of 30 years with 1 mm or more).
    static func archiveYears(_ query: [String: String]) -> String {
        var days: [String] = []
        var highest: [String] = []
        var lowest: [String] = []
        var rain: [String] = []
        if let start = CivilDate(query["start_date"] ?? ""), let end = CivilDate(query["end_date"] ?? "") {
            var day = start
            while day.number <= end.number {
                let year = day.year
                let tenths = 200 + (year - 1996)
                days.append(quoted(day.text))
                highest.append("\(tenths / 10).\(abs(tenths % 10))")
                lowest.append("\(10 + year % 4).0")
                rain.append(year % 5 == 0 ? "5.0" : year % 5 == 1 ? "0.4" : "0.0")
                day = CivilDate(number: day.number + 1)
            }
        }
        let daily = """
            "daily": {"time": [\(days.joined(separator: ", "))], \
            "temperature_2m_max": [\(highest.joined(separator: ", "))], \
            "temperature_2m_min": [\(lowest.joined(separator: ", "))], \
            "precipitation_sum": [\(rain.joined(separator: ", "))]}
            """
        return FixtureFiles.text("openmeteo_archive.json")
            .replacing(#/\n *"weather_code": "wmo code",/#, with: "")
            .replacing(#/"daily": \{[^}]*\}/#, with: daily)
    }

    /// The query's parameters, decoded as a form is (`+` is a space).
    static func query(_ text: String) -> [String: String] {
        var values: [String: String] = [:]
        for pair in text.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            func decoded(_ part: Substring) -> String {
                let spaced = part.replacingOccurrences(of: "+", with: " ")
                return spaced.removingPercentEncoding ?? spaced
            }
            let name = decoded(parts[0])
            if values[name] == nil { values[name] = parts.count > 1 ? decoded(parts[1]) : "" }
        }
        return values
    }

    /// `text` as a JSON string.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case _ where scalar.value < 0x20: out += String(format: "\\u%04x", scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    func write(to connection: Int32) {
        switch self {
        case .full(let status, let contentType, let headers, let body):
            let head = Self.head(
                status: status, headers: [("Content-Type", contentType), ("Content-Length", "\(body.count)")] + headers)
            _ = Socket.send(connection, head + body)
        case .truncated(let status, let contentType, let body):
            let head = Self.head(
                status: status, headers: [("Content-Type", contentType), ("Content-Length", "\(body.count)")])
            _ = Socket.send(connection, head + body.prefix(body.count / 2))
        case .endless(let contentType):
            guard Socket.send(connection, Self.head(status: 200, headers: [("Content-Type", contentType)])) else {
                return
            }
            let chunk = [UInt8](repeating: 0x20, count: 65_536)
            for _ in 0..<((11 << 20) / chunk.count + 1) where !Socket.send(connection, chunk) { return }
        case .never:
            break
        }
    }

    static func head(status: Int, headers: [(String, String)]) -> [UInt8] {
        let reasons = [
            200: "OK", 302: "Found", 404: "Not Found", 429: "Too Many Requests", 500: "Internal Server Error",
            503: "Service Unavailable",
        ]
        var text = "HTTP/1.0 \(status) \(reasons[status] ?? "Status")\r\n"
        for (name, value) in headers + [("Connection", "close")] { text += "\(name): \(value)\r\n" }
        return Array((text + "\r\n").utf8)
    }
}

/// The fixture files, read once.
private enum FixtureFiles {
    static let files: [String: [UInt8]] = {
        var files: [String: [UInt8]] = [:]
        for name in [
            "frankfurter.json", "nominatim_search.json", "openmeteo_archive.json", "openmeteo_forecast.json",
            "wikipedia_summary.json",
        ] {
            files[name] = (try? Data(contentsOf: StubServer.fixtures.appendingPathComponent(name))).map(Array.init)
        }
        return files
    }()

    static func bytes(_ name: String) -> [UInt8] { files[name] ?? [] }
    static func text(_ name: String) -> String { String(decoding: bytes(name), as: UTF8.self) }
}

/// A day of the proleptic Gregorian calendar, as a count of days from 1970-01-01.
private struct CivilDate {
    var number: Int

    init(number: Int) { self.number = number }

    /// Reads `YYYY-MM-DD`.
    init?(_ text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]), (1...12).contains(month),
            (1...31).contains(day)
        else { return nil }
        // Days from civil (H. Hinnant), which also carries a day past its month's end into the next month.
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        number = era * 146_097 + dayOfEra - 719_468
    }

    private var civil: (year: Int, month: Int, day: Int) {
        let z = number + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shifted = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shifted + 2) / 5 + 1
        let month = shifted < 10 ? shifted + 3 : shifted - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    var year: Int { civil.year }

    var text: String {
        let (year, month, day) = civil
        return String(format: "%04d-%02d-%02d", year, month, day)
    }

    /// The date Frankfurter answers for: the day itself, or the Friday before a weekend.
    var businessDay: CivilDate {
        // 1970-01-01 was a Thursday; Monday is 0.
        let weekday = ((number + 3) % 7 + 7) % 7
        return CivilDate(number: number - max(0, weekday - 4))
    }
}

/// The few BSD socket calls the server makes.
private enum Socket {
    /// The head of a request: its target and its headers, names in lower case.
    struct Head {
        var target: String
        var headers: [String: String]
    }

    /// A TCP socket bound to a free port of 127.0.0.1, not yet listening.
    static func bound() throws -> (descriptor: Int32, port: Int) {
        #if canImport(Glibc)
            let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw Failure.socket(errno) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, length) == 0 && getsockname(descriptor, $0, &length) == 0
            }
        }
        guard bound else {
            let code = errno
            close(descriptor)
            throw Failure.socket(code)
        }
        return (descriptor, Int(UInt16(bigEndian: address.sin_port)))
    }

    /// A TCP socket listening on a free port of 127.0.0.1.
    static func listening() throws -> (descriptor: Int32, port: Int) {
        let (descriptor, port) = try bound()
        guard listen(descriptor, 128) == 0 else {
            let code = errno
            close(descriptor)
            throw Failure.socket(code)
        }
        return (descriptor, port)
    }

    enum Failure: Error { case socket(Int32) }

    /// Bounds every read and write on `connection`, so a client that goes quiet cannot keep a thread.
    static func bound(_ connection: Int32, seconds: Int) {
        var limit = timeval(tv_sec: seconds, tv_usec: 0)
        let size = socklen_t(MemoryLayout<timeval>.size)
        setsockopt(connection, SOL_SOCKET, SO_RCVTIMEO, &limit, size)
        setsockopt(connection, SOL_SOCKET, SO_SNDTIMEO, &limit, size)
        #if canImport(Darwin)
            var one: Int32 = 1
            setsockopt(connection, SOL_SOCKET, SO_NOSIGPIPE, &one, socklen_t(MemoryLayout<Int32>.size))
        #endif
    }

    /// Reads up to the blank line that ends a request's head (a GET has no body); `nil` if the client left first.
    static func readHead(_ connection: Int32) -> Head? {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        let end: [UInt8] = Array("\r\n\r\n".utf8)
        while bytes.firstRange(of: end) == nil {
            let count = buffer.withUnsafeMutableBytes { recv(connection, $0.baseAddress, $0.count, 0) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0, bytes.count < 65_536 else { return nil }
            bytes += buffer.prefix(count)
        }
        guard let range = bytes.firstRange(of: end) else { return nil }
        let lines = String(decoding: bytes[..<range.lowerBound], as: UTF8.self).components(separatedBy: "\r\n")
        let requestLine = lines[0].split(separator: " ")
        guard requestLine.count == 3 else { return nil }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...]
                .trimmingCharacters(in: .whitespaces)
        }
        return Head(target: String(requestLine[1]), headers: headers)
    }

    /// Writes all of `bytes`; `false` when the client has gone.
    static func send(_ connection: Int32, _ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let count = bytes.withUnsafeBytes {
                #if canImport(Glibc)
                    Glibc.send(connection, $0.baseAddress! + offset, bytes.count - offset, Int32(MSG_NOSIGNAL))
                #else
                    Darwin.send(connection, $0.baseAddress! + offset, bytes.count - offset, 0)
                #endif
            }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return false }
            offset += count
        }
        return true
    }
}
