import Foundation
import Testing
import TravelModel

@testable import Enrichment

/// No request, however odd, makes the cache write outside its folder; the small parts underneath are exact.
@Suite struct SafetyTests {
    @Test(arguments: [
        "../../etc/passwd", "..", ".", "/", "a/../../b", "....//....//x", ".hidden", "-9.1,..,3", "\u{0}x",
        "Λισαβόνα", "",
    ])
    func keysAreSlugs(request: String) {
        let key = CacheKey.make(request, "x/../y")
        #expect(!key.isEmpty)
        #expect(!key.contains("/"))
        #expect(!key.contains(".."))
        #expect(!key.hasPrefix("."))
        #expect(!key.hasPrefix("-"))
        #expect(key.unicodeScalars.allSatisfy { $0.isASCII && $0.value > 0x20 })
    }

    @Test func keysReadLikeTheRequest() {
        #expect(CacheKey.make("Lisbon", "PT") == "lisbon-pt")
        #expect(CacheKey.make("38.7139,-9.1334", "2027-04-08") == "38.7139,-9.1334-2027-04-08")
        #expect(CacheKey.make("EUR", "USD", "2027-04-08") == "eur-usd-2027-04-08")
        #expect(CacheKey.make("St. George's Castle") == "st-george-s-castle")
        #expect(CacheKey.make("Λισαβόνα") != CacheKey.make("Αθήνα"))
    }

    @Test func hostileTitlesStayInsideTheCache() async throws {
        let server = try StubServer()
        let root = Fixture.temporaryDirectory()
        let cache = root.appendingPathComponent("cache")
        let enricher = Fixture.enricher(server, cache: cache)
        _ = await enricher.citySummary(title: "../../../escape", language: "en")
        _ = await enricher.geocode(address: "../../x", cityName: "/etc", countryCode: "..")
        _ = await enricher.exchangeRate(from: "../", to: "USD", on: LocalDate(year: 2027, month: 4, day: 8))
        let files = Fixture.files(under: root)
        #expect(files.allSatisfy { $0.hasPrefix("cache/summaries/") || $0.hasPrefix("cache/geocoding/") })
        #expect(files.count == 2)
    }

    @Test func sidecarCannotPointOutsideTheImagesFolder() async throws {
        let server = try StubServer()
        let cache = Fixture.temporaryDirectory()
        let url = server.url("/images/photo.png")
        let stem = String(Digest.sha256Hex(Array(url.utf8)).prefix(16))
        _ = await Fixture.enricher(server, cache: cache).image(url: url)
        let sidecar = cache.appendingPathComponent("images/\(stem).json")
        let edited = try String(contentsOf: sidecar, encoding: .utf8)
            .replacingOccurrences(of: "\"\(stem).png\"", with: "\"../\(stem).png\"")
        try edited.write(to: sidecar, atomically: true, encoding: .utf8)
        let lookup = await Fixture.enricher(server, cache: cache, offline: true).image(url: url)
        #expect(lookup.value == nil)
        #expect(
            lookup.warning?.message
                == "image \(url): the cache file images/\(stem).json is corrupt: file ../\(stem).png is not the name a download of this URL is stored under"
        )
    }

    /// A hand-made sidecar naming an SVG (or HTML) file: published, it would run its script on the site's
    /// origin. Downloads keep only raster types, under the extension of the type they came as.
    @Test(arguments: [("image/svg+xml", "svg"), ("text/html", "html"), ("image/png", "svg")])
    func aSidecarOfATypeADownloadNeverKeepsIsRefused(type: String, fileExtension: String) async throws {
        let server = try StubServer()
        let cache = Fixture.temporaryDirectory()
        let url = server.url("/images/photo.png")
        let stem = String(Digest.sha256Hex(Array(url.utf8)).prefix(16))
        _ = await Fixture.enricher(server, cache: cache).image(url: url)
        let script = Data("<svg xmlns=\"http://www.w3.org/2000/svg\"><script>alert(1)</script></svg>".utf8)
        try script.write(to: cache.appendingPathComponent("images/\(stem).\(fileExtension)"))
        let sidecar = cache.appendingPathComponent("images/\(stem).json")
        let edited = try String(contentsOf: sidecar, encoding: .utf8)
            .replacingOccurrences(of: "\"\(stem).png\"", with: "\"\(stem).\(fileExtension)\"")
            .replacingOccurrences(of: "\"image/png\"", with: "\"\(type)\"")
            .replacing(#/"bytes" *: *[0-9]+/#, with: "\"bytes\": \(script.count)")
        try edited.write(to: sidecar, atomically: true, encoding: .utf8)
        let lookup = await Fixture.enricher(server, cache: cache, offline: true).image(url: url)
        #expect(lookup.value == nil)
        let reason =
            type == "image/png"
            ? "file \(stem).svg is not the name a download of this URL is stored under"
            : "contentType \(type) is not an image type a download keeps"
        #expect(
            lookup.warning?.message == "image \(url): the cache file images/\(stem).json is corrupt: \(reason)")
    }

    /// A committed cache is someone else's: an image that is a link (to `/proc/self/environ` and its CI
    /// secrets) with a sidecar giving the link's own length must never be used, so never published.
    @Test(arguments: ["/proc/self/environ", "/etc/passwd", "outside.txt"])
    func imageThatIsALinkIsRefused(target: String) async throws {
        let server = try StubServer()
        let root = Fixture.temporaryDirectory()
        let cache = root.appendingPathComponent("cache")
        let url = server.url("/images/photo.png")
        let stem = String(Digest.sha256Hex(Array(url.utf8)).prefix(16))
        _ = await Fixture.enricher(server, cache: cache).image(url: url)
        let image = cache.appendingPathComponent("images/\(stem).png")
        try FileManager.default.removeItem(at: image)
        let destination = target.hasPrefix("/") ? target : root.appendingPathComponent(target).path
        try "SECRET=1".write(toFile: root.appendingPathComponent("outside.txt").path, atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: image.path, withDestinationPath: destination)
        let sidecar = cache.appendingPathComponent("images/\(stem).json")
        let edited = try String(contentsOf: sidecar, encoding: .utf8)
            .replacing(#/"bytes" *: *[0-9]+/#, with: "\"bytes\": \(destination.utf8.count)")
        try edited.write(to: sidecar, atomically: true, encoding: .utf8)
        let lookup = await Fixture.enricher(server, cache: cache, offline: true).image(url: url)
        #expect(lookup.value == nil)
        #expect(
            lookup.warning?.message
                == "image \(url): the cache file images/\(stem).json is corrupt: the image file is missing or its size differs"
        )
    }

    /// A cache folder that is itself a link out of the content folder is not read.
    @Test func cacheEntryBehindALinkIsCorrupt() async throws {
        let server = try StubServer()
        let root = Fixture.temporaryDirectory()
        let cache = root.appendingPathComponent("cache")
        let url = server.url("/images/photo.png")
        let stem = String(Digest.sha256Hex(Array(url.utf8)).prefix(16))
        _ = await Fixture.enricher(server, cache: cache).image(url: url)
        let images = cache.appendingPathComponent("images")
        let elsewhere = root.appendingPathComponent("elsewhere")
        try FileManager.default.moveItem(at: images, to: elsewhere)
        try FileManager.default.createSymbolicLink(atPath: images.path, withDestinationPath: elsewhere.path)
        let lookup = await Fixture.enricher(server, cache: cache, offline: true).image(url: url)
        #expect(lookup.value == nil)
        #expect(lookup.warning?.message == "image \(url): the cache file images/\(stem).json is corrupt")
    }

    @Test func sha256MatchesTheStandardVectors() {
        #expect(Digest.sha256Hex([]) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(
            Digest.sha256Hex(Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(
            Digest.sha256Hex(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8))
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    }

    @Test func jsonNumbersKeepTheirDigits() throws {
        let json = try JSONParser.parse(Array(#"{"rates": {"USD": 1.0842, "JPY": 163.47}, "x": [1e2, -0.5]}"#.utf8))
        #expect(json.value(at: "rates.USD")?.decimalValue == Decimal(string: "1.0842"))
        #expect(json.value(at: "rates.JPY")?.numberToken == "163.47")
        #expect(
            json.formatted()
                == "{\n  \"rates\": {\n    \"JPY\": 163.47,\n    \"USD\": 1.0842\n  },\n  \"x\": [\n    1e2,\n    -0.5\n  ]\n}\n"
        )
    }

    @Test func jsonStringsReadTheSameWithAndWithoutEscapes() throws {
        let text = #"["Lisboa", "S\u00e3o Paulo", "a\"b\\c\/d\n", "São Paulo", "", "東京"]"#
        #expect(
            try JSONParser.parse(Array(text.utf8))
                == .array([
                    .string("Lisboa"), .string("São Paulo"), .string("a\"b\\c/d\n"), .string("São Paulo"), .string(""),
                    .string("東京"),
                ]))
        // Bytes that are not UTF-8 become U+FFFD, with an escape in the string or without.
        #expect(try JSONParser.parse([0x22, 0x61, 0xFF, 0x22]) == .string("a\u{FFFD}"))
        #expect(try JSONParser.parse([0x22, 0x61, 0xFF, 0x5C, 0x6E, 0x22]) == .string("a\u{FFFD}\n"))
    }

    @Test(arguments: [
        ("{\"a\": 1", "unexpected end of input at byte 7"),
        ("{\"a\": 01}", "leading zero in a number at byte 6"),
        ("[1,]", "unexpected character at byte 3"),
        ("{} x", "unexpected text after the value at byte 3"),
        ("<html>", "unexpected character at byte 0"),
        ("[\"a\u{1}b\"]", "control character in a string at byte 3"),
        ("[\"ab", "unexpected end of input at byte 4"),
        ("[\"a\\qb\"]", "unknown escape at byte 4"),
    ])
    func jsonErrorsSayWhere(text: String, message: String) {
        #expect(throws: JSONParser.Failure.self) { try JSONParser.parse(Array(text.utf8)) }
        do {
            _ = try JSONParser.parse(Array(text.utf8))
        } catch {
            #expect(error.description == message)
        }
    }

    @Test func timestampsRoundTrip() {
        let date = Timestamp.parse("2027-04-01T12:00:00Z")
        #expect(date?.timeIntervalSince1970 == 1_806_580_800)
        #expect(date.map(Timestamp.format) == "2027-04-01T12:00:00Z")
        #expect(Timestamp.parse("2027-04-01 12:00:00") == nil)
    }
}
