import Foundation
import Testing
import TravelModel

@testable import SiteFormats

@Suite struct ICalendarTests {
    static func render(_ trip: Trip, url: String? = nil) -> String {
        ICalendar.calendar(
            for: trip, recommendations: Fixtures.recommendations, stamp: Fixtures.stamp,
            uidDomain: "itineshary.invalid", url: url, words: EnglishCalendarWords())
    }

    /// TZNAME comes from Foundation, which names offsets differently by platform (`EDT` on Apple's,
    /// `GMT-4` with ICU), so the expected text asks it too.
    static func abbreviation(_ zone: String, daylight: Bool) -> String {
        // 2027-01-01 and 2027-07-01, in winter and in summer on both zones.
        let instant = Date(timeIntervalSince1970: daylight ? 1_814_400_000 : 1_798_761_600)
        return TimeZone(identifier: zone)!.abbreviation(for: instant)!
    }

    @Test func smallTripIsExact() {
        let nyStandard = Self.abbreviation("America/New_York", daylight: false)
        let nyDaylight = Self.abbreviation("America/New_York", daylight: true)
        let lisStandard = Self.abbreviation("Europe/Lisbon", daylight: false)
        let lisDaylight = Self.abbreviation("Europe/Lisbon", daylight: true)
        let expected = [
            "BEGIN:VCALENDAR",
            "VERSION:2.0",
            "PRODID:-//itineshary//itineshary//EN",
            "CALSCALE:GREGORIAN",
            "METHOD:PUBLISH",
            "X-WR-CALNAME:Lisbon in spring",
            "BEGIN:VTIMEZONE",
            "TZID:America/New_York",
            "BEGIN:STANDARD",
            "DTSTART:20261101T020000",
            "TZOFFSETFROM:-0400",
            "TZOFFSETTO:-0500",
            "TZNAME:\(nyStandard)",
            "END:STANDARD",
            "BEGIN:DAYLIGHT",
            "DTSTART:20270314T020000",
            "TZOFFSETFROM:-0500",
            "TZOFFSETTO:-0400",
            "TZNAME:\(nyDaylight)",
            "END:DAYLIGHT",
            "BEGIN:STANDARD",
            "DTSTART:20271107T020000",
            "TZOFFSETFROM:-0400",
            "TZOFFSETTO:-0500",
            "TZNAME:\(nyStandard)",
            "END:STANDARD",
            "END:VTIMEZONE",
            "BEGIN:VTIMEZONE",
            "TZID:Europe/Lisbon",
            "BEGIN:STANDARD",
            "DTSTART:20261025T020000",
            "TZOFFSETFROM:+0100",
            "TZOFFSETTO:+0000",
            "TZNAME:\(lisStandard)",
            "END:STANDARD",
            "BEGIN:DAYLIGHT",
            "DTSTART:20270328T010000",
            "TZOFFSETFROM:+0000",
            "TZOFFSETTO:+0100",
            "TZNAME:\(lisDaylight)",
            "END:DAYLIGHT",
            "BEGIN:STANDARD",
            "DTSTART:20271031T020000",
            "TZOFFSETFROM:+0100",
            "TZOFFSETTO:+0000",
            "TZNAME:\(lisStandard)",
            "END:STANDARD",
            "END:VTIMEZONE",
            "BEGIN:VEVENT",
            "UID:flight-1-lisbon-2027@itineshary.invalid",
            "DTSTAMP:20270101T120000Z",
            "DTSTART;TZID=America/New_York:20270408T220000",
            "DTEND;TZID=Europe/Lisbon:20270409T093000",
            "SUMMARY:Flight TP 210 JFK → LIS",
            "LOCATION:John F. Kennedy International Airport",
            "DESCRIPTION:Airline: TAP Air Portugal\\nDirect\\nPassengers: 2\\nBooking refer",
            " ence: X7K9QZ",
            "URL:https://example.com/trips/lisbon-2027/",
            "BEGIN:VALARM",
            "ACTION:DISPLAY",
            "DESCRIPTION:Departure tomorrow: Flight TP 210 JFK → LIS",
            "TRIGGER;RELATED=START:-P1D",
            "END:VALARM",
            "END:VEVENT",
            "BEGIN:VEVENT",
            "UID:stay-1-lisbon-2027@itineshary.invalid",
            "DTSTAMP:20270101T120000Z",
            "DTSTART;VALUE=DATE:20270409",
            "DTEND;VALUE=DATE:20270412",
            "SUMMARY:Stay: Casa do Príncipe",
            "LOCATION:Praça do Príncipe Real 23\\, Lisboa",
            "GEO:38.7166;-9.1488",
            "URL:https://example.com/trips/lisbon-2027/",
            "TRANSP:TRANSPARENT",
            "END:VEVENT",
            "END:VCALENDAR",
        ].map { $0 + "\r\n" }.joined()
        #expect(Self.render(Fixtures.smallTrip, url: "https://example.com/trips/lisbon-2027/") == expected)
    }

    @Test func visitsAreInTheirCitysTimeZone() {
        let text = Self.render(Fixtures.trip)
        let expected = [
            "BEGIN:VEVENT",
            "UID:visit-1-1-lisbon-2027@itineshary.invalid",
            "DTSTAMP:20270101T120000Z",
            "DTSTART;TZID=Europe/Lisbon:20270409T150000",
            "DTEND;TZID=Europe/Lisbon:20270409T163000",
            "SUMMARY:Pastéis de Belém",
            "LOCATION:Rua de Belém 84-92\\, Lisboa",
            "GEO:38.697524;-9.203235",
            "DESCRIPTION:Custard tarts\\; get a box\\, to go.",
            "END:VEVENT",
            "BEGIN:VEVENT",
            "UID:visit-2-1-lisbon-2027@itineshary.invalid",
            "DTSTAMP:20270101T120000Z",
            "DTSTART;TZID=Europe/Lisbon:20270410T100000",
            "DTEND;TZID=Europe/Lisbon:20270410T110000",
            "SUMMARY:Castelo de São Jorge",
            "LOCATION:R. de Santa Cruz do Castelo\\, Lisboa",
            "GEO:38.7139;-9.1335",
            "END:VEVENT",
        ].map { $0 + "\r\n" }.joined()
        #expect(text.contains(expected))
    }

    /// Across the autumn change: the way back lands after Lisbon and New York have left summer time, and each
    /// zone's VTIMEZONE reaches the change to standard time before it. Tests/Browser/calendar_checks.py reads
    /// the instants back with the `icalendar` package.
    @Test func aFlightAfterTheAutumnChangeIsInStandardTime() {
        var back = Fixtures.flight
        (back.from, back.to) = (Fixtures.lis, Fixtures.jfk)
        back.depart = Fixtures.dateTime("2027-11-08 11:00")
        back.arrive = Fixtures.dateTime("2027-11-08 14:10")
        back.number = "TP 209"
        var trip = Fixtures.makeTrip(flights: [Fixtures.flight, back])
        trip.end = Fixtures.date("2027-11-08")
        let text = ICalendar.calendar(
            for: trip, recommendations: [:], stamp: Fixtures.stamp, uidDomain: "itineshary.invalid", url: nil,
            words: EnglishCalendarWords())
        #expect(
            text.contains(
                "DTSTART;TZID=Europe/Lisbon:20271108T110000\r\nDTEND;TZID=America/New_York:20271108T141000\r\n"
                    + "SUMMARY:Flight TP 209 LIS → JFK\r\n"))
        #expect(
            text.contains("BEGIN:STANDARD\r\nDTSTART:20271031T020000\r\nTZOFFSETFROM:+0100\r\nTZOFFSETTO:+0000\r\n"))
        #expect(
            text.contains("BEGIN:STANDARD\r\nDTSTART:20271107T020000\r\nTZOFFSETFROM:-0400\r\nTZOFFSETTO:-0500\r\n"))
    }

    @Test func shortlistedStayIsLeftOut() {
        let text = Self.render(Fixtures.trip)
        #expect(!text.contains("Hotel Avenida"))
        #expect(!text.contains("stay-2-"))
        #expect(text.contains("SUMMARY:Stay: Casa do Príncipe\r\n"))
    }

    @Test func reminderIsOnTheFirstFlight() throws {
        var back = Fixtures.flight
        (back.from, back.to) = (Fixtures.lis, Fixtures.jfk)
        back.depart = Fixtures.dateTime("2027-04-12 11:00")
        back.arrive = Fixtures.dateTime("2027-04-12 13:40")
        back.number = nil
        // Written return first: the reminder still goes with the way out.
        let text = Self.render(Fixtures.makeTrip(flights: [back, Fixtures.flight]))
        #expect(text.components(separatedBy: "BEGIN:VALARM").count == 2)
        let outbound = try #require(text.range(of: "UID:flight-2-lisbon-2027@"))
        let alarm = try #require(text.range(of: "TRIGGER;RELATED=START:-P1D\r\n"))
        #expect(alarm.lowerBound > outbound.lowerBound)
        #expect(text.contains("SUMMARY:Flight LIS → JFK\r\n"))
        #expect(text.contains("DESCRIPTION:Departure tomorrow: Flight TP 210 JFK → LIS\r\n"))
    }

    @Test func tripWithoutFlightsGetsAnAllDayReminder() {
        let text = Self.render(Fixtures.makeTrip(stays: [Fixtures.bookedStay]))
        let expected = [
            "BEGIN:VEVENT",
            "UID:start-1-lisbon-2027@itineshary.invalid",
            "DTSTAMP:20270101T120000Z",
            "DTSTART;VALUE=DATE:20270408",
            "DTEND;VALUE=DATE:20270409",
            "SUMMARY:Lisbon in spring begins",
            "TRANSP:TRANSPARENT",
            "BEGIN:VALARM",
            "ACTION:DISPLAY",
            "DESCRIPTION:Tomorrow: Lisbon in spring",
            "TRIGGER;RELATED=START:-P1D",
            "END:VALARM",
            "END:VEVENT",
            "END:VCALENDAR",
        ].map { $0 + "\r\n" }.joined()
        #expect(text.hasSuffix(expected))
        // All-day events need no time zone.
        #expect(!text.contains("BEGIN:VTIMEZONE"))
    }

    @Test func textIsEscaped() {
        #expect(ICalendarText.escape(#"a;b,c\d"#) == #"a\;b\,c\\d"#)
        #expect(ICalendarText.escape("one\ntwo\r\nthree\rfour") == #"one\ntwo\nthree\nfour"#)
        #expect(ICalendarText.escape("tab\there\u{7}") == "tab\there")

        var stay = Fixtures.bookedStay
        stay.name = "Rooms; Bar, \\ Grill\nLisbon"
        let text = Self.render(Fixtures.makeTrip(flights: [Fixtures.flight], stays: [stay]))
        #expect(text.contains(#"SUMMARY:Stay: Rooms\; Bar\, \\ Grill\nLisbon"# + "\r\n"))
    }

    @Test func longLinesFoldWithinCharacters() throws {
        let notes = String(repeating: "Açaí, café & pastéis 🇵🇹 ☕️ — ", count: 12) + "\nthe end"
        let day = Day(
            date: Fixtures.date("2027-04-10"), city: Fixtures.lisbon,
            visits: [
                Visit(
                    time: LocalTime(hour: 9, minute: 0), target: .place(name: "Mercado", location: nil, address: nil),
                    notes: notes)
            ])
        let text = Self.render(Fixtures.makeTrip(flights: [Fixtures.flight], days: [day]))
        let bytes = Array(text.utf8)
        var lines: [[UInt8]] = [[]]
        var index = 0
        while index < bytes.count {
            if bytes[index] == 13 {
                try #require(index + 1 < bytes.count && bytes[index + 1] == 10, "bare CR at byte \(index)")
                lines.append([])
                index += 2
            } else {
                #expect(bytes[index] != 10, "bare LF at byte \(index)")
                lines[lines.count - 1].append(bytes[index])
                index += 1
            }
        }
        for line in lines {
            #expect(line.count <= 75)
            #expect(String(validating: line, as: UTF8.self) != nil, "a fold split a character")
        }
        #expect(lines.filter { $0.first == 32 }.count > 5)
        let unfolded = text.replacingOccurrences(of: "\r\n ", with: "")
        #expect(unfolded.contains("\r\nDESCRIPTION:" + ICalendarText.escape(notes) + "\r\n"))
    }

    /// `line` folded as the calendar writer folds each content line.
    static func fold(_ line: String) -> String {
        var folded: [UInt8] = []
        ICalendarText.fold(Array(line.utf8), into: &folded)
        return String(decoding: folded, as: UTF8.self)
    }

    @Test func foldingCountsOctets() {
        let line = "DESCRIPTION:" + String(repeating: "é", count: 40)
        let folded = Self.fold(line)
        let parts = folded.components(separatedBy: "\r\n")
        // 12 ASCII octets, then 31 two-octet characters fit in 74; the 75th octet would split one.
        #expect(parts.map(\.utf8.count) == [74, 19])
        #expect(parts[1].hasPrefix(" é"))
        #expect(Self.fold(String(repeating: "a", count: 75)) == String(repeating: "a", count: 75))
        #expect(
            Self.fold(String(repeating: "a", count: 76))
                == String(repeating: "a", count: 75) + "\r\n a")
    }

    @Test func zoneWithoutDaylightTimeHasOneObservance() {
        let tokyo = City(
            geonameID: 1_850_147, name: "Tokyo", countryCode: "JP",
            coordinate: Coordinate(latitude: 35.6895, longitude: 139.69171), population: 8_336_599,
            timeZone: "Asia/Tokyo")
        let day = Day(
            date: Fixtures.date("2027-04-10"), city: tokyo,
            visits: [
                Visit(
                    time: LocalTime(hour: 23, minute: 30),
                    target: .place(name: "Golden Gai", location: nil, address: nil))
            ])
        let text = Self.render(Fixtures.makeTrip(days: [day]))
        let expected = [
            "BEGIN:VTIMEZONE",
            "TZID:Asia/Tokyo",
            "BEGIN:STANDARD",
            "DTSTART:19700101T000000",
            "TZOFFSETFROM:+0900",
            "TZOFFSETTO:+0900",
            "TZNAME:\(TimeZone(identifier: "Asia/Tokyo")!.abbreviation(for: Fixtures.stamp)!)",
            "END:STANDARD",
            "END:VTIMEZONE",
        ].map { $0 + "\r\n" }.joined()
        #expect(text.contains(expected))
        // An hour after 23:30 is the next day.
        #expect(text.contains("DTSTART;TZID=Asia/Tokyo:20270410T233000\r\nDTEND;TZID=Asia/Tokyo:20270411T003000\r\n"))
    }

    @Test func visitEndsAfterItStarts() {
        let start = Fixtures.dateTime("2027-04-10 22:00")
        #expect(ICalendar.visitEnd(start, until: LocalTime(hour: 23, minute: 15)).description == "2027-04-10 23:15")
        #expect(ICalendar.visitEnd(start, until: LocalTime(hour: 1, minute: 0)).description == "2027-04-11 01:00")
        #expect(ICalendar.visitEnd(start, until: LocalTime(hour: 22, minute: 0)).description == "2027-04-10 23:00")
        #expect(ICalendar.visitEnd(start, until: nil).description == "2027-04-10 23:00")
    }

    @Test func unknownZoneGivesFloatingTime() {
        var airport = Fixtures.lis
        airport.timeZone = "Atlantis/Nowhere"
        var flight = Fixtures.flight
        flight.to = airport
        let text = Self.render(Fixtures.makeTrip(flights: [flight]))
        #expect(text.contains("DTEND:20270409T093000\r\n"))
        #expect(!text.contains("Atlantis"))
    }

    @Test func valuesAreFormattedWithoutACalendar() {
        #expect(ICalendarValue.utc(Fixtures.stamp) == "20270101T120000Z")
        #expect(ICalendarValue.utc(Date(timeIntervalSince1970: -1)) == "19691231T235959Z")
        #expect(ICalendarValue.offset(-18_000) == "-0500")
        #expect(ICalendarValue.offset(19_800) == "+0530")
        #expect(ICalendarValue.offset(0) == "+0000")
        #expect(ICalendarValue.offset(-1_121) == "-001841")
    }

    @Test func renderingIsDeterministic() {
        var recommendations = Fixtures.recommendations
        for number in 0..<50 {
            var other = Fixtures.pasteis
            other.id = Slug(rawValue: "other-\(number)")
            recommendations[other.id] = other
        }
        let first = ICalendar.calendar(
            for: Fixtures.trip, recommendations: recommendations, stamp: Fixtures.stamp,
            uidDomain: "example.com", url: nil, words: EnglishCalendarWords())
        let second = ICalendar.calendar(
            for: Fixtures.trip, recommendations: Fixtures.recommendations, stamp: Fixtures.stamp,
            uidDomain: "example.com", url: nil, words: EnglishCalendarWords())
        #expect(first == second)
    }
}
