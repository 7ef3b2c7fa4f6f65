import Diagnostics
import Foundation
import Gazetteer
import Markdown
import Testing
import TravelModel

@testable import ContentLoading

/// Every value decoding a recommendation or trip file gives comes back equal from its record form, and a
/// damaged record is refused without a crash.
@Suite struct CachedRecordTests {
    static let fixtures = [
        "BadSite", "CityPageRule", "CountryAliases", "CountryTypo", "GoodSite", "Logistics", "TripDates",
    ]

    // MARK: Helpers

    static func bytes(of value: some CachedRecord) -> [UInt8] {
        var writer = RecordWriter()
        writer.write(value)
        return writer.bytes
    }

    /// The value `bytes` hold, which must be all of them.
    static func read<T: CachedRecord>(_ bytes: [UInt8], as type: T.Type = T.self) -> Result<T, RecordReader.Malformed> {
        bytes.withUnsafeBytes { raw in
            var reader = RecordReader(raw)
            do throws(RecordReader.Malformed) {
                let value = try T(from: &reader)
                return reader.remaining == 0 ? .success(value) : .failure(RecordReader.Malformed())
            } catch {
                return .failure(error)
            }
        }
    }

    static func roundTrip<T: CachedRecord>(_ value: T) throws -> T {
        let bytes = bytes(of: value)
        #expect(!bytes.isEmpty)
        return try read(bytes, as: T.self).get()
    }

    static func expectRoundTrip<T: CachedRecord & Equatable>(
        _ value: T, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws {
        #expect(try roundTrip(value) == value, sourceLocation: sourceLocation)
    }

    static func expectRoundTrip(_ links: BodyLinks) throws {
        let back = try roundTrip(links)
        #expect(back.path == links.path)
        #expect(back.firstLine == links.firstLine)
        #expect(back.links == links.links)
    }

    static func expectRoundTrip(_ reference: PendingReference) throws {
        let back = try roundTrip(reference)
        switch (back.kind, reference.kind) {
        case (.recommendation, .recommendation): break
        }
        #expect(back.slug == reference.slug)
        #expect(back.location == reference.location)
        #expect(back.length == reference.length)
    }

    /// The body links and pending references decoding each trip and recommendation file of `directory` gives,
    /// made as the loader makes them.
    static func decodedExtras(of directory: URL, displayPath: String) throws -> (
        links: [BodyLinks], references: [PendingReference]
    ) {
        let loader = ContentLoader(contentDirectory: directory, displayPath: displayPath)
        let context = DecodingContext(
            settings: loader.settings().settings ?? SiteSettings(title: ""),
            resolver: CityResolver(gazetteer: .shared), contentDirectory: directory)
        var links: [BodyLinks] = []
        var references: [PendingReference] = []
        for folder in ["recommendations", "trips"] {
            let url = directory.appendingPathComponent(folder)
            guard let enumerator = FileManager.default.enumerator(atPath: url.path) else { continue }
            for case let name as String in enumerator where name.hasSuffix(".md") {
                let path = displayPath + "/" + folder + "/" + name
                let bytes = Array(try Data(contentsOf: url.appendingPathComponent(name)))
                let parsed = ParsedFile.parse(bytes, path: path, frontMatter: true)
                guard let body = parsed.body else { continue }
                let text = body.text
                links.append(
                    BodyLinks(path: path, firstLine: body.firstLine, links: CommonMarkDocument.links(in: text)))
                if folder == "trips", let root = parsed.root {
                    var decoder = TripDecoder(context: context, report: FileReport(path: path))
                    _ = decoder.decode(root, body: body, slug: Slug(fileName: name))
                    references += decoder.references
                }
            }
        }
        return (links, references)
    }

    // MARK: Hand-built values

    static let lisbon = City(
        geonameID: 2_267_057, name: "Lisbon", alternateNames: ["Lisboa", "リスボン"], countryCode: "PT",
        region: "Lisbon", coordinate: Coordinate(latitude: 38.71667, longitude: -9.13333), population: 517_802,
        timeZone: "Europe/Lisbon")
    static let siteCity = City(
        geonameID: 0, name: "Ericeira", countryCode: "PT", coordinate: Coordinate(latitude: 38.96, longitude: -9.42),
        population: 0, timeZone: "Europe/Lisbon")
    static let airport = Airport(
        iata: "LIS", icao: "LPPT", name: "Humberto Delgado Airport", city: "Lisbon", countryCode: "PT",
        coordinate: Coordinate(latitude: 38.7813, longitude: -9.13592), timeZone: "Europe/Lisbon")
    static let oslo = Airport(
        iata: "OSL", icao: "", name: "Oslo Gardermoen", city: "Oslo", countryCode: "NO",
        coordinate: Coordinate(latitude: 60.19, longitude: 11.1), timeZone: "Europe/Oslo")
    static let body = MarkdownBody(
        text: "Notes with a [link](rec:café) and ![a photo](assets/x.jpg).\n", firstLine: 12,
        images: [.asset("assets/x.jpg"), .remote("https://example.com/y.png")])

    static let recommendations: [Recommendation] = [
        Recommendation(
            id: Slug(fileName: "Café Lisboa (2).md"), name: "Café Lisboa", city: lisbon,
            features: ["coffee", "breakfast"], address: "Rua Garrett 120",
            location: Coordinate(latitude: 38.7107, longitude: -9.1421), url: "https://example.com/",
            price: .amount(Money(amount: Decimal(string: "12.50")!, currency: "EUR")), hours: "8–20",
            phone: PhoneNumber(parsing: "+351 21 342 4541"), tags: ["historic", "terrace"],
            image: .remote("https://example.com/cafe.jpg"), body: body, sourcePath: "Content/recommendations/a.md"),
        Recommendation(
            id: Slug(rawValue: "bare"), name: "", city: siteCity, features: [],
            body: MarkdownBody(text: "", firstLine: 1), sourcePath: "bare.md"),
        Recommendation(
            id: Slug(rawValue: "level"), name: "Level", city: lisbon, features: ["dinner"], price: .level(4),
            image: .asset("assets/photos/level.jpg"), body: body, sourcePath: "level.md"),
    ]

    static let fullFlight = Flight(
        from: airport, to: oslo,
        depart: LocalDateTime(date: LocalDate(year: 2027, month: 4, day: 8), time: LocalTime(hour: 6, minute: 5)),
        arrive: LocalDateTime(date: LocalDate(year: 2027, month: 4, day: 8), time: LocalTime(hour: 11, minute: 40)),
        airline: "TAP", number: "TP 210", stops: 1, passengers: 2,
        price: Money(amount: Decimal(string: "1234567890.123456789")!, currency: "NOK"), booking: "X7Y8Z9")
    static let bareFlight = Flight(
        from: oslo, to: airport,
        depart: LocalDateTime(date: LocalDate(year: 2027, month: 4, day: 12), time: LocalTime(hour: 23, minute: 59)),
        arrive: LocalDateTime(date: LocalDate(year: 2027, month: 4, day: 13), time: LocalTime(hour: 0, minute: 0)))

    static let fullStay = Stay(
        name: "Hotel", city: lisbon, address: "Rua 1", location: Coordinate(latitude: 38.7, longitude: -9.1),
        checkIn: LocalDate(year: 2027, month: 4, day: 8), checkOut: LocalDate(year: 2027, month: 4, day: 10),
        stars: 4, guestRating: Decimal(string: "8.7")!, roomsLeft: 2, guests: 3,
        pricePerNight: Money(amount: 120, currency: "EUR"),
        price: Money(amount: Decimal(string: "0.1")!, currency: "EUR"),
        url: "https://example.com/hotel", booked: false, checkInTime: LocalTime(hour: 15, minute: 0),
        checkOutTime: LocalTime(hour: 11, minute: 30), booking: "B-1", phone: PhoneNumber(parsing: "21 362 0034"),
        email: EmailAddress(parsing: "desk@example.com"), image: .asset("assets/hotel.jpg"))
    static let bareStay = Stay(
        name: "Flat", checkIn: LocalDate(year: 2027, month: 4, day: 10),
        checkOut: LocalDate(year: 2027, month: 4, day: 11))

    static let days = [
        Day(
            date: LocalDate(year: 2027, month: 4, day: 8), city: lisbon, title: "Arrival",
            visits: [
                Visit(
                    time: LocalTime(hour: 9, minute: 30), until: LocalTime(hour: 10, minute: 0),
                    target: .recommendation(Slug(rawValue: "café-lisboa-2")), notes: "Early *coffee*.",
                    cost: Money(amount: Decimal(string: "3.20")!, currency: "EUR"), booking: "T-9"),
                Visit(
                    time: LocalTime(hour: 12, minute: 0),
                    target: .place(
                        name: "Miradouro", location: Coordinate(latitude: 38.71, longitude: -9.13), address: "Largo")),
                Visit(
                    time: LocalTime(hour: 18, minute: 0), target: .place(name: "Somewhere", location: nil, address: nil)
                ),
            ]),
        Day(date: LocalDate(year: 2027, month: 4, day: 9), city: nil),
    ]

    static let trips: [Trip] = [
        Trip(
            id: Slug(rawValue: "full"), title: "Full", start: LocalDate(year: 2027, month: 4, day: 8),
            end: LocalDate(year: 2027, month: 4, day: 13), summary: "Everything set.", travelers: ["Ana", "Bo"],
            visibility: .unlisted, token: "k3y", destination: lisbon, interests: ["coffee"], currency: "EUR",
            budget: Money(amount: 2000, currency: "EUR"), cover: .remote("https://example.com/cover.jpg"),
            flights: [fullFlight, bareFlight], stays: [fullStay, bareStay], days: days,
            waypoints: [Waypoint(name: "Cabo da Roca", location: Coordinate(latitude: 38.78, longitude: -9.5))],
            body: body, sourcePath: "Content/trips/full.md"),
        Trip(
            id: Slug(rawValue: "bare"), title: "", start: LocalDate(year: 1, month: 1, day: 1),
            end: LocalDate(year: 9999, month: 12, day: 31), currency: "", body: MarkdownBody(text: "", firstLine: 0),
            sourcePath: ""),
        Trip(
            id: Slug(rawValue: "private"), title: "P", start: LocalDate(year: 2027, month: 1, day: 1),
            end: LocalDate(year: 2027, month: 1, day: 1), visibility: .private, currency: "NOK",
            cover: .asset("assets/c.jpg"), body: body, sourcePath: "p.md"),
        Trip(
            id: Slug(rawValue: "draft"), title: "D", start: LocalDate(year: 2027, month: 1, day: 1),
            end: LocalDate(year: 2027, month: 1, day: 2), visibility: .draft, currency: "JPY", body: body,
            sourcePath: "d.md"),
    ]

    static let diagnostics: [Diagnostic] = [
        .error("no site.yml in Content", at: nil, note: "run `itineshary init`"),
        .warning(
            "a warning with ünïcode", at: Diagnostics.SourceLocation(file: "Content/trips/a.md", line: 3, column: 7),
            length: 12),
        Diagnostic(.error, "", at: Diagnostics.SourceLocation(file: "", line: 0, column: -1), length: 1),
    ]

    // MARK: Tests

    @Test func handBuiltValuesComeBackEqual() throws {
        for recommendation in Self.recommendations { try Self.expectRoundTrip(recommendation) }
        for trip in Self.trips { try Self.expectRoundTrip(trip) }
        for diagnostic in Self.diagnostics { try Self.expectRoundTrip(diagnostic) }
        for visibility in Visibility.allCases { try Self.expectRoundTrip(visibility) }
        try Self.expectRoundTrip(Severity.error)
        try Self.expectRoundTrip(Severity.warning)
        try Self.expectRoundTrip(
            BodyLinks(
                path: "Content/trips/a.md", firstLine: 9,
                links: [
                    MarkdownLink(destination: "rec:café", line: 1, column: 4, isImage: false),
                    MarkdownLink(destination: "assets/x.jpg", line: 20, column: 1, isImage: true),
                ]))
        try Self.expectRoundTrip(BodyLinks(path: "", firstLine: 1, links: []))
        try Self.expectRoundTrip(
            PendingReference(
                kind: .recommendation, slug: "café-lisboa-2",
                location: Diagnostics.SourceLocation(file: "Content/trips/a.md", line: 30, column: 17), length: 13))
    }

    /// The stored properties each record writes, in order: a property added to one of these types must be
    /// added to its record too, or a kept file would come back without it.
    @Test(
        arguments: [
            (
                Self.trips[0] as any Sendable,
                "id title start end summary travelers visibility token destination interests currency budget cover flights stays days waypoints body sourcePath"
            ),
            (
                Self.recommendations[0],
                "id name city features address location url price hours phone tags image body sourcePath"
            ),
            (Self.lisbon, "geonameID name alternateNames countryCode region coordinate population timeZone"),
            (Self.airport, "iata icao name city countryCode coordinate timeZone"),
            (Self.body, "text firstLine images"),
            (Self.fullFlight, "from to depart arrive airline number stops passengers price booking"),
            (
                Self.fullStay,
                "name city address location checkIn checkInTime checkOut checkOutTime stars guestRating roomsLeft guests pricePerNight price url booked booking phone email image"
            ),
            (Self.days[0], "date city title visits"),
            (Self.days[0].visits[0], "time until target notes cost booking"),
            (Self.trips[0].waypoints[0], "name location"),
            (Self.fullFlight.depart, "date time"),
            (Self.fullFlight.depart.date, "year month day"),
            (Self.fullFlight.depart.time, "hour minute"),
            (Self.lisbon.coordinate, "latitude longitude"),
            (Money(amount: 1, currency: "EUR"), "amount currency"),
            (Slug(rawValue: "a"), "rawValue"),
            (Self.fullStay.phone!, "text uri"),
            (Self.fullStay.email!, "text"),
            (Self.diagnostics[1], "severity message location length note"),
            (Self.diagnostics[1].location!, "file line column"),
            (MarkdownLink(destination: "", line: 1, column: 1, isImage: false), "destination line column isImage"),
            (BodyLinks(path: "", firstLine: 1, links: []), "path firstLine links"),
            (
                PendingReference(
                    kind: .recommendation, slug: "", location: Diagnostics.SourceLocation(file: "", line: 1, column: 1),
                    length: 1),
                "kind slug location length"
            ),
        ] as [(any Sendable, String)])
    func everyStoredPropertyIsInTheRecord(value: any Sendable, written: String) {
        let stored = Mirror(reflecting: value).children.compactMap(\.label)
        #expect(stored == written.split(separator: " ").map(String.init))
    }

    @Test func decimalsKeepTheirValue() throws {
        for text in ["0", "0.00", "240.50", "0.1", "1234567890.123456789", "99999999999999999999999999999999999999"] {
            let amount = try #require(Decimal(string: text))
            let back = try Self.roundTrip(amount)
            #expect(back == amount)
            #expect(back.description == amount.description)
        }
    }

    @Test func phoneNumbersAndEmailAddressesKeepEveryField() throws {
        let phone = try #require(PhoneNumber(parsing: "+351 (21) 362-0034"))
        let back = try Self.roundTrip(phone)
        #expect(back.text == phone.text)
        #expect(back.uri == phone.uri)
        let email = try #require(EmailAddress(parsing: "desk@example.com"))
        #expect(try Self.roundTrip(email).text == email.text)
    }

    @Test func theSampleSiteComesBackEqual() async throws {
        let content = SampleSiteTests.content
        let result = try await ContentLoader(contentDirectory: content, displayPath: "Content").load()
        let site = try #require(result.site)
        #expect(!site.recommendations.isEmpty)
        #expect(!site.trips.isEmpty)
        for recommendation in site.recommendations { try Self.expectRoundTrip(recommendation) }
        for trip in site.trips { try Self.expectRoundTrip(trip) }
        try Self.expectRoundTrip(site.recommendations)
        try Self.expectRoundTrip(site.trips)
        let extras = try Self.decodedExtras(of: content, displayPath: "Content")
        #expect(extras.links.contains { !$0.links.isEmpty })
        #expect(!extras.references.isEmpty)
        for links in extras.links { try Self.expectRoundTrip(links) }
        for reference in extras.references { try Self.expectRoundTrip(reference) }
    }

    @Test func theFixturesValuesAndDiagnosticsComeBackEqual() async throws {
        var diagnostics: [Diagnostic] = []
        for name in Self.fixtures {
            let result = try await FixtureSite.load(name)
            diagnostics += result.diagnostics
            if let site = result.site {
                for recommendation in site.recommendations { try Self.expectRoundTrip(recommendation) }
                for trip in site.trips { try Self.expectRoundTrip(trip) }
            }
            let extras = try Self.decodedExtras(
                of: FixtureSite.directory.appendingPathComponent(name), displayPath: name)
            for links in extras.links { try Self.expectRoundTrip(links) }
            for reference in extras.references { try Self.expectRoundTrip(reference) }
        }
        #expect(diagnostics.errorCount > 0)
        #expect(diagnostics.warningCount > 0)
        #expect(diagnostics.contains { $0.note != nil })
        for diagnostic in diagnostics { try Self.expectRoundTrip(diagnostic) }
        try Self.expectRoundTrip(diagnostics)
    }

    @Test func everyTruncatedTripIsRefused() throws {
        let bytes = Self.bytes(of: Self.trips[0])
        #expect(bytes.count > 100)
        for end in 0..<bytes.count {
            let prefix = Array(bytes[..<end])
            guard case .failure = Self.read(prefix, as: Trip.self) else {
                Issue.record("a trip cut to \(end) of \(bytes.count) bytes was read")
                continue
            }
        }
    }

    @Test func everyTruncatedDiagnosticListIsRefused() throws {
        let bytes = Self.bytes(of: Self.diagnostics)
        for end in 0..<bytes.count {
            guard case .failure = Self.read(Array(bytes[..<end]), as: [Diagnostic].self) else {
                Issue.record("diagnostics cut to \(end) of \(bytes.count) bytes were read")
                continue
            }
        }
    }

    /// A record whose first number is `tag`, then what the valid case would hold.
    static func tagged(_ tag: Int, _ rest: some CachedRecord) -> [UInt8] {
        var writer = RecordWriter()
        writer.write(tag)
        writer.write(rest)
        return writer.bytes
    }

    @Test func anUnknownEnumTagIsRefused() throws {
        for tag in [-1, 4, 1000] {
            #expect(throws: RecordReader.Malformed.self) {
                try Self.read(Self.tagged(tag, ""), as: Visibility.self).get()
            }
        }
        #expect(throws: RecordReader.Malformed.self) { try Self.read(Self.tagged(2, 3), as: Price.self).get() }
        #expect(throws: RecordReader.Malformed.self) { try Self.read(Self.tagged(2, "x"), as: ImageSource.self).get() }
        #expect(throws: RecordReader.Malformed.self) { try Self.read(Self.tagged(2, "x"), as: Severity.self).get() }
        #expect(throws: RecordReader.Malformed.self) {
            try Self.read(Self.tagged(2, "x"), as: Visit.Target.self).get()
        }
        #expect(throws: RecordReader.Malformed.self) {
            try Self.read(Self.tagged(1, "x"), as: PendingReference.Kind.self).get()
        }
        // The same inside a whole trip: its visibility replaced by a case there is not.
        var draft = Self.trips[1]
        draft.visibility = .draft
        var published = draft
        published.visibility = .public
        var bytes = Self.bytes(of: draft)
        let other = Self.bytes(of: published)
        #expect(bytes.count == other.count)
        let changed = (0..<bytes.count).filter { bytes[$0] != other[$0] }
        #expect(changed.count == 1)
        let index = try #require(changed.first)
        #expect(bytes[index] == 6)  // 3, zigzag
        bytes[index] = 8  // 4: no such case
        #expect(throws: RecordReader.Malformed.self) { try Self.read(bytes, as: Trip.self).get() }
    }

    @Test func aBadAmountOrPhoneNumberIsRefused() throws {
        #expect(throws: RecordReader.Malformed.self) { try Self.read(Self.bytes(of: "twelve"), as: Decimal.self).get() }
        #expect(throws: RecordReader.Malformed.self) { try Self.read(Self.bytes(of: "12abc"), as: Decimal.self).get() }
        #expect(throws: RecordReader.Malformed.self) {
            try Self.read(Self.bytes(of: "call me"), as: PhoneNumber.self).get()
        }
        #expect(throws: RecordReader.Malformed.self) {
            try Self.read(Self.bytes(of: "nobody"), as: EmailAddress.self).get()
        }
    }
}
