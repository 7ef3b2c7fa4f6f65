import ContentLoading
import Diagnostics
import Testing

/// One fixture file per class of bad input in SPEC §4, each asserting the exact diagnostics.
@Suite struct BadInputTests {
    static let expected: [(file: String, diagnostics: [String])] = [
        (
            "BadSite/recommendations/malformed-yaml.md",
            ["BadSite/recommendations/malformed-yaml.md:2:13: error: malformed front matter: mapping values are not allowed in this context"]
        ),
        (
            "BadSite/recommendations/no-closing.md",
            ["BadSite/recommendations/no-closing.md:1:1: error: the front matter opened on line 1 is never closed"]
        ),
        (
            "BadSite/recommendations/invalid-utf8.md",
            ["BadSite/recommendations/invalid-utf8.md:2:10: error: invalid UTF-8: byte 0xE9 does not begin a valid UTF-8 sequence"]
        ),
        (
            "BadSite/recommendations/tab-indent.md",
            ["BadSite/recommendations/tab-indent.md:6:1: error: tab character in indentation; YAML indents with spaces only"]
        ),
        (
            "BadSite/recommendations/duplicate-key.md",
            ["BadSite/recommendations/duplicate-key.md:4:1: error: duplicate key 'name'; it is already set on line 2"]
        ),
        (
            "BadSite/recommendations/wrong-type.md",
            [
                "BadSite/recommendations/wrong-type.md:2:7: error: 'name' must be text, not a list",
                "BadSite/recommendations/wrong-type.md:5:11: error: 'features' must be a list, such as [lunch, sight], not 'lunch'",
                "BadSite/recommendations/wrong-type.md:6:11: error: 'location' must be [latitude, longitude] in degrees, such as [38.7139, -9.1334], not 'here'",
            ]
        ),
        (
            "BadSite/recommendations/out-of-range.md",
            [
                "BadSite/recommendations/out-of-range.md:6:12: error: latitude must be from -90 to 90, not 95.2",
                "BadSite/recommendations/out-of-range.md:7:8: error: 'price' must be from € to €€€€, not €€€€€",
            ]
        ),
        (
            "BadSite/recommendations/unknown-key.md",
            ["BadSite/recommendations/unknown-key.md:6:1: warning: unknown key 'adress' in a recommendation; did you mean 'address'?"]
        ),
        (
            "BadSite/recommendations/unknown-city.md",
            ["BadSite/recommendations/unknown-city.md:3:7: error: unknown city 'Lisbonn' in Portugal (PT); did you mean 'Lisbon'?"]
        ),
        (
            "BadSite/recommendations/unknown-country.md",
            ["BadSite/recommendations/unknown-country.md:4:10: error: unknown country 'Portugl'; did you mean PT (Portugal)?"]
        ),
        (
            "BadSite/recommendations/other/good-cafe.md",
            [
                "BadSite/recommendations/other/good-cafe.md:1:1: error: two recommendations have the slug 'good-cafe': BadSite/recommendations/lisbon/good-cafe.md and BadSite/recommendations/other/good-cafe.md"
            ]
        ),
        (
            "BadSite/trips/unknown-airport.md",
            [
                "BadSite/trips/unknown-airport.md:6:11: error: unknown airport code 'JKF'; did you mean JFK (New York John F Kennedy International Airport), WKF (Pretoria Waterkloof Air Force Base) or SKF (San Antonio Kelly Field)?"
            ]
        ),
        (
            "BadSite/trips/unknown-rec.md",
            ["BadSite/trips/unknown-rec.md:10:14: error: unknown recommendation 'good-cafes'; did you mean 'good-cafe'?"]
        ),
        (
            // A trip with an error of its own still has its references checked: every mistake is reported at once.
            "BadSite/trips/airport-and-rec.md",
            [
                "BadSite/trips/airport-and-rec.md:8:9: error: unknown airport code 'FCP'; did you mean FCO (Rome Leonardo Da Vinci (Fiumicino) International Airport), VCP (Campinas Viracopos International Airport) or FCH (Fresno Chandler Executive Airport)?",
                "BadSite/trips/airport-and-rec.md:15:14: error: unknown recommendation 'good-cafes'; did you mean 'good-cafe'?",
            ]
        ),
        (
            "BadSite/trips/end-before-start.md",
            ["BadSite/trips/end-before-start.md:4:6: error: the trip ends on 2027-04-01, before it starts on 2027-04-08"]
        ),
        (
            "BadSite/trips/arrival-before-departure.md",
            [
                "BadSite/trips/arrival-before-departure.md:9:13: error: the flight arrives at 2027-04-09 02:00 Europe/Lisbon, before it departs at 2027-04-08 21:50 America/New_York"
            ]
        ),
        (
            "BadSite/trips/day-outside.md",
            ["BadSite/trips/day-outside.md:8:11: error: the day 2027-04-12 is outside the trip, which runs from 2027-04-08 to 2027-04-09"]
        ),
        (
            "BadSite/trips/two-days-one-date.md",
            ["BadSite/trips/two-days-one-date.md:9:11: error: two days have the date 2027-04-08; the first is on line 7"]
        ),
        (
            "BadSite/trips/unlisted-without-token.md",
            ["BadSite/trips/unlisted-without-token.md:5:13: error: an unlisted trip needs a 'token', a hard-to-guess word its URL carries"]
        ),
        ("BadSite/recommendations/oslo-no.md", []),
        ("BadSite/recommendations/lisbon/good-cafe.md", []),
    ]

    @Test(arguments: expected.map(\.file))
    func eachBadFileGetsItsExactDiagnostics(_ file: String) async throws {
        let result = try await FixtureSite.load("BadSite")
        let expected = Self.expected.first { $0.file == file }!.diagnostics
        #expect(FixtureSite.lines(result, file: file) == expected)
    }

    @Test func aFileWithSeveralProblemsReportsThemAll() async throws {
        let result = try await FixtureSite.load("BadSite")
        #expect(
            FixtureSite.lines(result, file: "BadSite/recommendations/several-problems.md") == [
                "BadSite/recommendations/several-problems.md:2:7: error: 'name' must not be empty",
                "BadSite/recommendations/several-problems.md:5:12: error: unknown feature 'lnch'; did you mean 'lunch'?",
                "BadSite/recommendations/several-problems.md:6:6: error: 'url' must be an http or https URL, such as https://example.org/, not 'javascript:alert(1)'",
                "BadSite/recommendations/several-problems.md:7:8: error: 'image' must be a path under assets/, such as assets/photos/belem.jpg, or an http(s) URL",
                "BadSite/recommendations/several-problems.md:9:21: error: link to unknown recommendation 'rec:good-cafes'; did you mean 'rec:good-cafe'?",
                "BadSite/recommendations/several-problems.md:9:50: error: link to unknown trip 'trip:nowhere'",
            ])
    }

    @Test func errorsStopTheSiteFromBeingMadeButEveryFileIsStillRead() async throws {
        let result = try await FixtureSite.load("BadSite")
        #expect(result.site == nil)
        #expect(result.fileCount == 23)
        #expect(result.diagnostics.errorCount == 28)
        #expect(result.diagnostics.warningCount == 1)
    }

    @Test func diagnosticsCarryTheCaretWidthOfTheCulprit() async throws {
        let result = try await FixtureSite.load("BadSite")
        let city = result.diagnostics.first { $0.location?.file == "BadSite/recommendations/unknown-city.md" }
        #expect(city?.length == "Lisbonn".count)
    }
}

/// The one rule for which cities have a page (`Site.citiesWithPages`), as `check` applies it to links.
@Suite struct CityPageRuleTests {
    @Test func aCityOnlyAPrivateTripOrADraftGoesToHasNoPageToLinkTo() async throws {
        let result = try await FixtureSite.load("CityPageRule")
        #expect(
            FixtureSite.lines(result, file: "CityPageRule/trips/spain.md") == [
                "CityPageRule/trips/spain.md:14:32: error: link to a city with no page, 'city:ES/madrid'",
                "CityPageRule/trips/spain.md:14:86: error: link to a city with no page, 'city:ES/seville'",
            ])
        #expect(result.diagnostics.errorCount == 2)
    }
}

/// A trip's dates checked against each other: one wrong date is one error, and a stay, a visit or a
/// flight that does not fit is a warning at its line.
@Suite struct TripDateTests {
    @Test func oneWrongEndDateIsOneError() async throws {
        let result = try await FixtureSite.load("TripDates")
        #expect(
            FixtureSite.lines(result, file: "TripDates/trips/wrong-end.md") == [
                "TripDates/trips/wrong-end.md:4:6: error: the trip ends on 2027-05-19, before it starts on 2027-05-20"
            ])
    }

    @Test func staysOverlappingVisitsAndFlightsAYearAwayAreWarnings() async throws {
        let result = try await FixtureSite.load("TripDates")
        #expect(
            FixtureSite.lines(result, file: "TripDates/trips/loose-ends.md") == [
                "TripDates/trips/loose-ends.md:9:13: warning: the flight departs on 2026-05-20, more than 30 days from the trip's dates (2027-05-20 to 2027-05-23); is the year right?",
                "TripDates/trips/loose-ends.md:13:15: warning: the stay 'Early bird' checks in on 2027-05-19, before the trip starts on 2027-05-20",
                "TripDates/trips/loose-ends.md:17:16: warning: the stay 'Late leaver' checks out on 2027-05-25, after the trip ends on 2027-05-23",
                "TripDates/trips/loose-ends.md:24:15: warning: on 2027-05-21, the visit at 10:30 starts before the one at 09:00 ends (11:00)",
            ])
    }
}

/// Countries by their common names, their constituent countries and ISO's exceptionally reserved codes,
/// from the gazetteer's data: `UK`, `England`, `Scotland`, `Wales`, `Northern Ireland`, `Great Britain`.
@Suite struct CountryAliasTests {
    @Test func britainByEveryNameResolvesToGB() async throws {
        let result = try await FixtureSite.load("CountryAliases")
        #expect(FixtureSite.lines(result, file: "CountryAliases/trips/britain.md") == [])
        let trip = try #require(result.site?.trips.first { $0.id.rawValue == "britain" })
        #expect(trip.days.map { $0.city?.countryCode } == Array(repeating: "GB", count: 7))
        #expect(
            trip.days.compactMap { $0.city?.name } == [
                "London", "Manchester", "Edinburgh", "Cardiff", "Belfast", "Glasgow", "York",
            ])
    }

    @Test func otherCommonNamesAndReservedCodesResolve() async throws {
        let result = try await FixtureSite.load("CountryAliases")
        #expect(FixtureSite.lines(result, file: "CountryAliases/trips/elsewhere.md") == [])
        let trip = try #require(result.site?.trips.first { $0.id.rawValue == "elsewhere" })
        #expect(trip.days.map { $0.city?.countryCode } == ["CI", "ES"])
    }

    @Test func aTypoInAConstituentCountrySuggestsItsCountry() async throws {
        let result = try await FixtureSite.load("CountryTypo")
        #expect(
            FixtureSite.lines(result, file: "CountryTypo/trips/typo.md") == [
                "CountryTypo/trips/typo.md:8:14: error: unknown country 'Walse'; did you mean GB (United Kingdom)?",
                "CountryTypo/trips/typo.md:11:14: error: unknown country 'Englnd'; did you mean GB (United Kingdom)?",
            ])
    }
}

/// A stay's booking, check-in time, phone and email, and a visit's booking: what does not fit is an error at
/// its value.
@Suite struct LogisticsFieldTests {
    @Test func badTimesPhonesAndEmailsAreErrorsAtTheirValues() async throws {
        let result = try await FixtureSite.load("Logistics")
        #expect(
            FixtureSite.lines(result, file: "Logistics/trips/bad-contacts.md") == [
                "Logistics/trips/bad-contacts.md:7:15: error: 'check_in' must be a date written YYYY-MM-DD, or a date and time written YYYY-MM-DD HH:MM, such as 2027-04-09 15:00, not '2027-04-09 3pm'",
                "Logistics/trips/bad-contacts.md:9:12: error: 'phone' must be a phone number of digits, spaces and + - . ( ), such as +351 21 362 0034, not 'call the desk'",
                "Logistics/trips/bad-contacts.md:10:12: error: 'email' must be an email address such as desk@example.com, not 'desk at example.org'",
                "Logistics/trips/bad-contacts.md:18:18: error: 'booking' must be text, not a list",
            ])
        #expect(
            FixtureSite.lines(result, file: "Logistics/recommendations/no-phone.md") == [
                "Logistics/recommendations/no-phone.md:6:8: error: 'phone' must be a phone number of digits, spaces and + - . ( ), such as +351 21 362 0034, not 'ask at the bar'"
            ])
    }
}
