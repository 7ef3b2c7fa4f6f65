import Foundation

/// A date and wall-clock time with no zone, as written in content: `2027-04-08 21:50`.
/// It becomes an instant only together with the time zone of the place it was read at.
public struct LocalDateTime: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The calendar date.
    public var date: LocalDate
    /// The time of day.
    public var time: LocalTime

    /// Creates a date-time.
    public init(date: LocalDate, time: LocalTime) {
        self.date = date
        self.time = time
    }

    /// Parses `YYYY-MM-DD HH:MM` (a `T` may stand for the space).
    public init?(parsing text: some StringProtocol) {
        let string = String(text)
        guard string.utf8.count >= 15 else { return nil }
        let dateEnd = string.index(string.startIndex, offsetBy: 10)
        let separator = string[dateEnd]
        guard separator == " " || separator == "T",
            let date = LocalDate(parsing: string[..<dateEnd]),
            let time = LocalTime(parsing: string[string.index(after: dateEnd)...])
        else { return nil }
        self.init(date: date, time: time)
    }

    /// `YYYY-MM-DD HH:MM`.
    public var description: String { "\(date) \(time)" }

    /// Orders by date, then time.
    public static func < (lhs: LocalDateTime, rhs: LocalDateTime) -> Bool {
        (lhs.date, lhs.time) < (rhs.date, rhs.time)
    }

    /// The instant this wall-clock reading names in the IANA zone `identifier`, or `nil` for an unknown zone.
    /// A reading in a daylight-saving gap or overlap resolves the way Foundation's calendar does.
    public func instant(inTimeZone identifier: String) -> Date? {
        guard let zone = TimeZone(identifier: identifier) else { return nil }
        return instant(in: Self.calendar(in: zone))
    }

    /// The instant this reading names in `calendar`'s zone, the calendar being one of ``calendar(in:)``'s: for
    /// reckoning many readings in one zone without making its calendar again for each.
    public func instant(in calendar: Calendar) -> Date? {
        calendar.date(
            from: DateComponents(
                year: date.year, month: date.month, day: date.day, hour: time.hour, minute: time.minute))
    }

    /// The Gregorian calendar in `zone` that readings are reckoned in.
    public static func calendar(in zone: TimeZone) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        return calendar
    }
}
