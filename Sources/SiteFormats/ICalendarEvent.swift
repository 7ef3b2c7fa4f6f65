import TravelModel

/// One VEVENT, gathered from the trip before anything is written, so the calendar knows every time
/// zone and year it will need for its VTIMEZONE components.
struct ICalendarEvent {
    /// When an event starts or ends.
    enum Time {
        /// A whole day, for stays.
        case date(LocalDate)
        /// A wall-clock reading in an IANA zone; with no zone Foundation knows, a floating time, which
        /// calendar apps show as written.
        case local(LocalDateTime, zone: String?)

        /// The date the time falls on, to know which years the time zones must cover.
        var date: LocalDate {
            switch self {
            case .date(let date): date
            case .local(let dateTime, _): dateTime.date
            }
        }

        /// The zone whose VTIMEZONE the time refers to.
        var zone: String? {
            if case .local(_, let zone) = self { return zone }
            return nil
        }
    }

    var uid: String
    var start: Time
    var end: Time
    var summary: String
    var location: String?
    var geo: Coordinate?
    var description: String?
    /// Whether the event leaves the time free: a night at a hotel should not block the day.
    var transparent = false
    /// The text of a reminder a day before the start.
    var alarm: String?

    /// Writes the VEVENT, stamped with `stamp` (a UTC DATE-TIME) and linked to `url` when given.
    func write(to writer: inout ICalendarWriter, stamp: String, url: String?) {
        writer.begin("VEVENT")
        writer.text("UID", uid)
        writer.line("DTSTAMP", value: stamp)
        write(start, as: "DTSTART", to: &writer)
        write(end, as: "DTEND", to: &writer)
        writer.text("SUMMARY", summary)
        if let location { writer.text("LOCATION", location) }
        if let geo, DegreesText.isValid(geo) {
            // GEO is latitude first (RFC 5545 §3.8.1.6), the other way round from GeoJSON.
            writer.line("GEO", value: DegreesText.format(geo.latitude) + ";" + DegreesText.format(geo.longitude))
        }
        if let description { writer.text("DESCRIPTION", description) }
        if let url { writer.line("URL", value: url) }
        if transparent { writer.line("TRANSP", value: "TRANSPARENT") }
        if let alarm {
            writer.begin("VALARM")
            writer.line("ACTION", value: "DISPLAY")
            writer.text("DESCRIPTION", alarm)
            writer.line("TRIGGER", parameters: ["RELATED=START"], value: "-P1D")
            writer.end("VALARM")
        }
        writer.end("VEVENT")
    }

    private func write(_ time: Time, as name: String, to writer: inout ICalendarWriter) {
        switch time {
        case .date(let date):
            writer.line(name, parameters: ["VALUE=DATE"], value: ICalendarValue.date(date))
        case .local(let dateTime, let zone?):
            writer.line(
                name, parameters: ["TZID=" + ICalendarText.parameterValue(zone)],
                value: ICalendarValue.dateTime(dateTime))
        case .local(let dateTime, nil):
            writer.line(name, value: ICalendarValue.dateTime(dateTime))
        }
    }
}
