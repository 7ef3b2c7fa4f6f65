import Foundation
import TravelModel

/// Dates, times and offsets in iCalendar's basic format, computed with integer arithmetic so no
/// calendar or locale setting can change them.
enum ICalendarValue {
    /// A DATE: `20270408`.
    static func date(_ date: LocalDate) -> String {
        pad(date.year, 4) + pad(date.month, 2) + pad(date.day, 2)
    }

    /// A local DATE-TIME: `20270408T220000`.
    static func dateTime(_ dateTime: LocalDateTime) -> String {
        date(dateTime.date) + "T" + pad(dateTime.time.hour, 2) + pad(dateTime.time.minute, 2) + "00"
    }

    /// The wall-clock DATE-TIME `seconds` after 1970-01-01T00:00:00, with no zone: `20271107T020000`.
    static func dateTime(secondsSinceEpoch seconds: Int) -> String {
        let days = Int((Double(seconds) / 86_400).rounded(.down))
        let rest = seconds - days * 86_400
        return date(LocalDate(daysSinceEpoch: days)) + "T" + pad(rest / 3600, 2) + pad(rest % 3600 / 60, 2)
            + pad(rest % 60, 2)
    }

    /// A UTC DATE-TIME, to the whole second: `20270101T120000Z`.
    static func utc(_ instant: Date) -> String {
        dateTime(secondsSinceEpoch: Int(instant.timeIntervalSince1970.rounded(.down))) + "Z"
    }

    /// A UTC-OFFSET: `-0500`, `+0530`, and seconds only when there are some, as in old zone history.
    static func offset(_ seconds: Int) -> String {
        let magnitude = abs(seconds)
        var text = (seconds < 0 ? "-" : "+") + pad(magnitude / 3600, 2) + pad(magnitude % 3600 / 60, 2)
        if magnitude % 60 != 0 { text += pad(magnitude % 60, 2) }
        return text
    }

    /// The wall-clock reading `minutes` after `dateTime`, on a later day when it passes midnight.
    static func adding(minutes: Int, to dateTime: LocalDateTime) -> LocalDateTime {
        let total = dateTime.time.minutesSinceMidnight + minutes
        let days = Int((Double(total) / 1440).rounded(.down))
        let rest = total - days * 1440
        return LocalDateTime(
            date: dateTime.date.adding(days: days), time: LocalTime(hour: rest / 60, minute: rest % 60))
    }

    static func pad(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return digits.count >= width ? digits : String(repeating: "0", count: width - digits.count) + digits
    }
}
