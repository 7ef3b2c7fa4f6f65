import Foundation
import TravelModel

/// The `trip.ics` of a trip: an RFC 5545 calendar of its flights, ground legs, booked stays and visits, with
/// the time zones they are in and a reminder the day before departure.
public enum ICalendar {
    /// The trip as iCalendar text, with CRLF line endings.
    ///
    /// Events come in a fixed order: flights, legs by train, bus, ferry, car or taxi (each in the local times of
    /// its ends), booked stays (the shortlist is left out), the visits day
    /// by day, and, for a trip with no flight, an all-day event on the first day. The earliest flight, or
    /// that first-day event, carries an alarm a day before it starts. Flights are in their airports'
    /// local times, visits in the local time of their day's city (or of the trip's destination), each
    /// with its VTIMEZONE; the VTIMEZONE components come first, sorted by identifier.
    /// - Parameters:
    ///   - trip: The trip.
    ///   - recommendations: The site's recommendations by slug, to name and place visits to them.
    ///   - stamp: Written as every event's DTSTAMP; pass a time that comes from the content (the site passes
    ///     the trip's first day), so the file only changes when the trip does.
    ///   - uidDomain: The host that makes event UIDs unique: the site's host, or `itineshary.invalid`.
    ///   - url: The trip page's absolute URL, written as every event's URL, when known.
    ///   - words: What the events' titles, details and reminders say, in the site's language.
    public static func calendar(
        for trip: Trip, recommendations: some RecommendationLookup, stamp: Date, uidDomain: String, url: String?,
        words: some CalendarWords
    ) -> String {
        let events = events(for: trip, recommendations: recommendations, uidDomain: uidDomain, words: words)

        let dates = [trip.start, trip.end] + events.flatMap { [$0.start.date, $0.end.date] }
        let years = (dates.map(\.year).min() ?? trip.start.year)...(dates.map(\.year).max() ?? trip.end.year)
        // Sorted, as a Set's order changes from run to run.
        let zones = Set(events.flatMap { [$0.start.zone, $0.end.zone] }.compactMap { $0 }).sorted()

        var writer = ICalendarWriter()
        writer.begin("VCALENDAR")
        writer.line("VERSION", value: "2.0")
        writer.line("PRODID", value: "-//itineshary//itineshary//EN")
        writer.line("CALSCALE", value: "GREGORIAN")
        writer.line("METHOD", value: "PUBLISH")
        writer.text("X-WR-CALNAME", trip.title)
        for zone in zones {
            ICalendarTimeZone.write(zone, years: years, to: &writer)
        }
        let stampText = ICalendarValue.utc(stamp)
        for event in events {
            event.write(to: &writer, stamp: stampText, url: url)
        }
        writer.end("VCALENDAR")
        return writer.text
    }
}
