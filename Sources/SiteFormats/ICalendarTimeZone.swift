import Foundation
import Synchronization
import TravelModel

/// A VTIMEZONE component for one IANA zone, built from Foundation's zone data: one observance per
/// offset change in the years asked for, written out explicitly (no RRULE), so a reader needs no
/// time zone database of its own and a change of rules in later years cannot make it wrong.
struct ICalendarTimeZone {
    /// One STANDARD or DAYLIGHT sub-component.
    struct Observance: Equatable {
        var daylight: Bool
        /// The onset, as a wall-clock reading in the offset being left.
        var start: String
        var offsetFrom: Int
        var offsetTo: Int
        var name: String?
    }

    /// The IANA identifier, written as TZID.
    var identifier: String
    /// The observances in time order: the one in force when the range begins, then every change in it.
    var observances: [Observance]

    /// The component for `zone` covering the whole years `years`, or `nil` for an identifier Foundation
    /// does not know.
    init?(identifier: String, years: ClosedRange<Int>) {
        guard let zone = TimeZone(identifier: identifier) else { return nil }
        self.identifier = identifier
        // Two days of margin either side: a local reading on 1 January or 31 December can be up to
        // 14 hours off its UTC date.
        let margin = 2.0 * 86_400
        let rangeStart = Self.instant(LocalDate(year: years.lowerBound, month: 1, day: 1)) - margin
        let rangeEnd = Self.instant(LocalDate(year: years.upperBound + 1, month: 1, day: 1)) + margin

        // Foundation only looks forward, so the change in force at the start is found by searching from
        // a year before it; zones change at most a few times a year.
        var previous: Date?
        var changes: [Date] = []
        var cursor = rangeStart - 400 * 86_400
        while changes.count < 1000, let next = zone.nextDaylightSavingTimeTransition(after: cursor), next < rangeEnd {
            if next <= rangeStart { previous = next } else { changes.append(next) }
            cursor = next
        }

        var observances: [Observance] = []
        if let previous {
            observances.append(Self.observance(zone, at: previous))
        } else {
            // No change for over a year (or ever): one observance, from a date before any trip, states
            // the offset in force.
            let offset = zone.secondsFromGMT(for: rangeStart)
            observances.append(
                Observance(
                    daylight: zone.isDaylightSavingTime(for: rangeStart), start: "19700101T000000",
                    offsetFrom: offset, offsetTo: offset, name: zone.abbreviation(for: rangeStart)))
        }
        observances += changes.map { Self.observance(zone, at: $0) }
        self.observances = observances
    }

    /// The VTIMEZONE components made so far, by zone and years: a site's trips share a few zones, and
    /// Foundation's zone data is slow to walk.
    private static let made = Mutex<[ComponentKey: String]>([:])

    private struct ComponentKey: Hashable {
        let identifier: String
        let years: ClosedRange<Int>
    }

    /// Writes the VTIMEZONE component for `identifier` covering `years`, made once per zone and years
    /// in a process; nothing for an identifier Foundation does not know.
    static func write(_ identifier: String, years: ClosedRange<Int>, to writer: inout ICalendarWriter) {
        let key = ComponentKey(identifier: identifier, years: years)
        let component =
            made.withLock { $0[key] }
            ?? {
                var component = ICalendarWriter()
                ICalendarTimeZone(identifier: identifier, years: years)?.write(to: &component)
                made.withLock { $0[key] = component.text }
                return component.text
            }()
        writer.lines(component)
    }

    /// Writes the VTIMEZONE component.
    func write(to writer: inout ICalendarWriter) {
        writer.begin("VTIMEZONE")
        writer.text("TZID", identifier)
        for observance in observances {
            let component = observance.daylight ? "DAYLIGHT" : "STANDARD"
            writer.begin(component)
            writer.line("DTSTART", value: observance.start)
            writer.line("TZOFFSETFROM", value: ICalendarValue.offset(observance.offsetFrom))
            writer.line("TZOFFSETTO", value: ICalendarValue.offset(observance.offsetTo))
            if let name = observance.name { writer.text("TZNAME", name) }
            writer.end(component)
        }
        writer.end("VTIMEZONE")
    }

    private static func observance(_ zone: TimeZone, at change: Date) -> Observance {
        let from = zone.secondsFromGMT(for: change - 1)
        return Observance(
            daylight: zone.isDaylightSavingTime(for: change),
            start: ICalendarValue.dateTime(secondsSinceEpoch: Int(change.timeIntervalSince1970.rounded()) + from),
            offsetFrom: from, offsetTo: zone.secondsFromGMT(for: change), name: zone.abbreviation(for: change))
    }

    private static func instant(_ date: LocalDate) -> Date {
        Date(timeIntervalSince1970: Double(date.daysSinceEpoch) * 86_400)
    }
}
