import Foundation
import TravelModel

/// Dates, times and offsets in iCalendar's basic format, computed with integer arithmetic so no
/// calendar or locale setting can change them.
enum ICalendarValue {
    /// A DATE: `20270408`.
    static func date(_ date: LocalDate) -> String {
        written { $0.date(date) }
    }

    /// A local DATE-TIME: `20270408T220000`.
    static func dateTime(_ dateTime: LocalDateTime) -> String {
        written { text in
            text.date(dateTime.date)
            text.append(UInt8(ascii: "T"))
            text.pad(dateTime.time.hour, 2)
            text.pad(dateTime.time.minute, 2)
            text.pad(0, 2)
        }
    }

    /// The wall-clock DATE-TIME `seconds` after 1970-01-01T00:00:00, with no zone: `20271107T020000`.
    static func dateTime(secondsSinceEpoch seconds: Int) -> String {
        written { $0.dateTime(secondsSinceEpoch: seconds) }
    }

    /// A UTC DATE-TIME, to the whole second: `20270101T120000Z`.
    static func utc(_ instant: Date) -> String {
        written { text in
            text.dateTime(secondsSinceEpoch: Int(instant.timeIntervalSince1970.rounded(.down)))
            text.append(UInt8(ascii: "Z"))
        }
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
        return digits.utf8.count >= width ? digits : String(repeating: "0", count: width - digits.utf8.count) + digits
    }

    /// The text `write` puts into a ``Digits``: a calendar's every event has three or four of these values, so
    /// they are made in one buffer, not joined from a string per part.
    private static func written(_ write: (inout Digits) -> Void) -> String {
        var digits = Digits()
        write(&digits)
        return digits.text
    }
}

/// A value of a few ASCII bytes, written in place.
private struct Digits {
    private var bytes: [UInt8] = []

    init() { bytes.reserveCapacity(20) }

    var text: String { String(decoding: bytes, as: UTF8.self) }

    mutating func append(_ byte: UInt8) { bytes.append(byte) }

    /// `value` in decimal, with zeros before it up to `width` digits, as ``ICalendarValue/pad(_:_:)`` writes it.
    mutating func pad(_ value: Int, _ width: Int) {
        guard value >= 0 else {
            bytes += ICalendarValue.pad(value, width).utf8
            return
        }
        // The digits from the last, then the zeros before them, then the lot turned round.
        let start = bytes.count
        var remaining = value
        repeat {
            bytes.append(UInt8(ascii: "0") + UInt8(remaining % 10))
            remaining /= 10
        } while remaining > 0
        while bytes.count - start < width { bytes.append(UInt8(ascii: "0")) }
        bytes[start...].reverse()
    }

    mutating func date(_ date: LocalDate) {
        pad(date.year, 4)
        pad(date.month, 2)
        pad(date.day, 2)
    }

    mutating func dateTime(secondsSinceEpoch seconds: Int) {
        let days = Int((Double(seconds) / 86_400).rounded(.down))
        let rest = seconds - days * 86_400
        date(LocalDate(daysSinceEpoch: days))
        append(UInt8(ascii: "T"))
        pad(rest / 3600, 2)
        pad(rest % 3600 / 60, 2)
        pad(rest % 60, 2)
    }
}
