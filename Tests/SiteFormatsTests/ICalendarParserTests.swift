import Foundation
import Testing
import TravelModel

@testable import SiteFormats

/// The calendar read back by the Python `icalendar` package, a parser that shares no code with ours.
@Suite struct ICalendarParserTests {
    /// Prints each event's summary, start and end; a time as UTC twice, once through the Olson zone
    /// of its TZID and once through the file's own VTIMEZONE, which checks the observances we wrote.
    static let script = """
        import sys, datetime
        try:
            import icalendar
        except ImportError:
            sys.exit("the icalendar package is missing: pip install icalendar==7.3.0")
        with open(sys.argv[1], "rb") as file:
            calendar = icalendar.Calendar.from_ical(file.read())
        zones = {str(tz["TZID"]): tz.to_tz(lookup_tzid=False) for tz in calendar.walk("VTIMEZONE")}
        def show(prop):
            value = prop.dt
            if not isinstance(value, datetime.datetime):
                return value.isoformat()
            utc = datetime.timezone.utc
            own = value.replace(tzinfo=zones[prop.params["TZID"]])
            return value.astimezone(utc).isoformat() + " " + own.astimezone(utc).isoformat()
        for event in calendar.walk("VEVENT"):
            print(" | ".join([str(event["SUMMARY"]), show(event["DTSTART"]), show(event["DTEND"])]))
        """

    @Test func pythonIcalendarReadsTheInstants() throws {
        let text = ICalendar.calendar(
            for: Fixtures.trip, recommendations: Fixtures.recommendations, stamp: Fixtures.stamp,
            uidDomain: "itineshary.invalid", url: "https://example.com/trips/lisbon-2027/")
        let file = try Python.temporaryFile(text, suffix: ".ics")
        defer { try? FileManager.default.removeItem(at: file) }

        let result: Python.Result
        do {
            result = try Python.run(Self.script, arguments: [file.path])
        } catch {
            Issue.record("python3 could not be started (\(error)); install Python 3, then pip install icalendar==7.3.0")
            return
        }
        try #require(
            result.status == 0,
            "python3 failed; the check needs pip install icalendar==7.3.0\n\(result.errors)")

        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(
            lines == [
                // 22:00 in New York on 8 April (EDT) and 09:30 in Lisbon on 9 April (WEST).
                "Flight TP 210 JFK → LIS | 2027-04-09T02:00:00+00:00 2027-04-09T02:00:00+00:00"
                    + " | 2027-04-09T08:30:00+00:00 2027-04-09T08:30:00+00:00",
                "Stay: Casa do Príncipe | 2027-04-09 | 2027-04-12",
                "Pastéis de Belém | 2027-04-09T14:00:00+00:00 2027-04-09T14:00:00+00:00"
                    + " | 2027-04-09T15:30:00+00:00 2027-04-09T15:30:00+00:00",
                "Castelo de São Jorge | 2027-04-10T09:00:00+00:00 2027-04-10T09:00:00+00:00"
                    + " | 2027-04-10T10:00:00+00:00 2027-04-10T10:00:00+00:00",
            ])
    }

    @Test func pythonIcalendarReadsWinterTimes() throws {
        // Across the autumn change: the way back lands after Lisbon and New York have left summer time.
        var back = Fixtures.flight
        (back.from, back.to) = (Fixtures.lis, Fixtures.jfk)
        back.depart = Fixtures.dateTime("2027-11-08 11:00")
        back.arrive = Fixtures.dateTime("2027-11-08 14:10")
        back.number = "TP 209"
        var trip = Fixtures.makeTrip(flights: [Fixtures.flight, back])
        trip.end = Fixtures.date("2027-11-08")
        let text = ICalendar.calendar(
            for: trip, recommendations: [:], stamp: Fixtures.stamp, uidDomain: "itineshary.invalid", url: nil)
        let file = try Python.temporaryFile(text, suffix: ".ics")
        defer { try? FileManager.default.removeItem(at: file) }

        let result = try Python.run(Self.script, arguments: [file.path])
        try #require(
            result.status == 0,
            "python3 failed; the check needs pip install icalendar==7.3.0\n\(result.errors)")
        #expect(
            result.output.split(separator: "\n").map(String.init).last
                == "Flight TP 209 LIS → JFK | 2027-11-08T11:00:00+00:00 2027-11-08T11:00:00+00:00"
                + " | 2027-11-08T19:10:00+00:00 2027-11-08T19:10:00+00:00")
    }
}
