import Foundation
import Synchronization
import TravelModel

/// A date or a range of dates written with one of the theme's formats.
package struct DateTextKey: Hashable, Sendable {
    let format: String
    let start: LocalDate
    let end: LocalDate?
}

/// A time zone and the calendar readings are reckoned in there (``LocalDateTime/calendar(in:)``).
package struct ZoneCalendar: Sendable {
    let zone: TimeZone
    let calendar: Calendar
}

/// One ICU formatter per format, made once for the build: making one costs far more than using it. A
/// formatter is not safe to use from two threads at once, so each use holds the lock.
package final class FormatterPool<Formatter: AnyObject & Sendable>: Sendable {
    private let formatters = Mutex<[String: Formatter]>([:])
    private let make: @Sendable (String) -> Formatter

    /// A pool whose formatter for a format is `make(format)`.
    init(_ make: @escaping @Sendable (String) -> Formatter) { self.make = make }

    /// `use` applied to the formatter for `format`, made on first use.
    func with<Result>(_ format: String, _ use: (Formatter) -> Result) -> Result {
        formatters.withLock { formatters in
            let formatter = formatters[format] ?? make(format)
            formatters[format] = formatter
            return use(formatter)
        }
    }
}

/// Dates, times, money, durations and counted words written for the site's language, with the theme's
/// words and date formats, so templates stay logic-less. ICU's formats are deterministic for a given
/// language; nothing here reads the machine's locale.
package final class SiteFormatter: Sendable {
    let locale: Locale
    /// The theme's words for the site's language.
    package let words: ThemeStrings
    private let utc: Calendar
    private let dates = Memo<DateTextKey, String>()
    /// Distances by tenths of a kilometre.
    private let distances = Memo<Int, String>()
    private let amounts = Memo<Money, String>()
    /// Time zones by name, with a calendar in each.
    private let zones = Memo<String, ZoneCalendar?>()
    /// Zone offsets (`GMT+9`) by seconds east of UTC.
    private let offsets = Memo<Int, String>()
    /// Date formatters by the theme's ICU skeleton.
    private let patterns: FormatterPool<DateFormatter>
    /// Interval formatters by the theme's ICU template: a thousand trips' date ranges would otherwise make a
    /// thousand of them.
    private let intervals: FormatterPool<DateIntervalFormatter>

    package init(language: String, words: ThemeStrings) {
        locale = Locale(identifier: language)
        self.words = words
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        utc = calendar
        let (locale, utc) = (locale, calendar)
        patterns = FormatterPool { skeleton in
            let formatter = DateFormatter()
            formatter.locale = locale
            formatter.calendar = utc
            formatter.timeZone = utc.timeZone
            formatter.setLocalizedDateFormatFromTemplate(skeleton)
            return formatter
        }
        intervals = FormatterPool { template in
            let formatter = DateIntervalFormatter()
            formatter.locale = locale
            formatter.calendar = utc
            formatter.timeZone = utc.timeZone
            formatter.dateTemplate = template
            return formatter
        }
    }

    private func date(_ day: LocalDate) -> Date {
        utc.date(from: DateComponents(year: day.year, month: day.month, day: day.day))!
    }

    /// A date written with an ICU skeleton of the theme, arranged for the language.
    private func format(_ day: LocalDate, skeleton: String) -> String {
        dates.value(DateTextKey(format: skeleton, start: day, end: nil)) {
            patterns.with(skeleton) { $0.string(from: date(day)) }
        }
    }

    /// `Fri, April 9`.
    package func dayHeading(_ day: LocalDate) -> String { format(day, skeleton: words.dateFormats.dayHeading) }

    /// `Apr 9`: a calendar date of any year.
    package func monthAndDay(_ day: LocalDate) -> String { format(day, skeleton: words.dateFormats.monthAndDay) }

    /// `Apr 8, 2027`.
    package func mediumDate(_ day: LocalDate) -> String { format(day, skeleton: words.dateFormats.date) }

    /// `Apr 8 – 15, 2027`, as ICU writes intervals for the language.
    package func dateRange(_ start: LocalDate, _ end: LocalDate) -> String {
        if start == end { return format(start, skeleton: words.dateFormats.dateRange) }
        return dates.value(DateTextKey(format: words.dateFormats.dateRange, start: start, end: end)) {
            intervals.with(words.dateFormats.dateRange) { $0.string(from: date(start), to: date(end)) }
        }
    }

    /// `09:30`: the 24-hour clock reads the same everywhere a timetable is printed.
    package func time(_ time: LocalTime) -> String { time.description }

    /// `Thu, Apr 8, 22:00`.
    package func dateTime(_ value: LocalDateTime) -> String {
        words.dateFormats.dateAndTime.filling([
            "date": format(value.date, skeleton: words.dateFormats.dateInDateAndTime), "time": value.time.description,
        ])
    }

    /// `€1,240.50`, `1240,50 €`: the amount in its own currency, written for the site's language.
    package func money(_ money: Money) -> String {
        amounts.value(money) { money.amount.formatted(.currency(code: money.currency).locale(locale)) }
    }

    /// `6 h 45 min`.
    package func duration(minutes: Int) -> String {
        let hours = String(minutes / 60)
        let rest = String(minutes % 60)
        if minutes < 60 { return words.duration.minutes.filling(["m": rest]) }
        return minutes % 60 == 0
            ? words.duration.hours.filling(["h": hours]) : words.duration.hoursMinutes.filling(["h": hours, "m": rest])
    }

    /// `8.9`: a decimal written for the language.
    package func number(_ value: Decimal) -> String {
        value.formatted(.number.locale(locale))
    }

    /// The zone's offset at an instant, `GMT-4`, as a traveller reads it off a boarding pass.
    package func zoneOffset(_ identifier: String, at instant: Date?) -> String {
        guard let zone = zone(identifier)?.zone, let instant else { return identifier }
        let seconds = zone.secondsFromGMT(for: instant)
        return offsets.value(seconds) {
            let sign = seconds < 0 ? "−" : "+"
            let hours = abs(seconds) / 3600
            let minutes = abs(seconds) % 3600 / 60
            let offset =
                sign + String(hours) + (minutes == 0 ? "" : ":" + (minutes < 10 ? "0" : "") + String(minutes))
            return words.timeZoneOffset.filling(["offset": offset])
        }
    }

    /// The instant a wall-clock reading names in the IANA zone `identifier`, as
    /// ``LocalDateTime/instant(inTimeZone:)`` gives it, with the zone and its calendar made once for the build:
    /// making them took longer than the reckoning, and every visit of every trip asks.
    package func instant(_ time: LocalDateTime, inZone identifier: String) -> Date? {
        zone(identifier).flatMap { time.instant(in: $0.calendar) }
    }

    /// The zone named `identifier` and a Gregorian calendar in it; `nil` for a name that is no zone.
    private func zone(_ identifier: String) -> ZoneCalendar? {
        zones.value(identifier) {
            TimeZone(identifier: identifier).map { ZoneCalendar(zone: $0, calendar: LocalDateTime.calendar(in: $0)) }
        }
    }

    /// `0.9 km`, `12 km`: tenths under 10 km, whole kilometres beyond.
    package func kilometres(_ value: Double) -> String {
        let tenths = value < 10 ? Int((value * 10).rounded()) : Int(value.rounded()) * 10
        return distances.value(tenths) {
            words.travel.kilometres.filling(["value": number(value < 10 ? Decimal(tenths) / 10 : Decimal(tenths / 10))])
        }
    }

    /// `about 12 min walk · 0.9 km, estimated`.
    package func travel(_ estimate: TravelEstimate) -> String {
        let text = estimate.mode == .walk ? words.travel.walk : words.travel.drive
        return text.filling([
            "duration": duration(minutes: estimate.minutes), "distance": kilometres(estimate.kilometres),
        ])
    }

    /// `38.7251° N, 9.1498° W`, to four decimals.
    package func coordinates(_ coordinate: Coordinate) -> String {
        let lat = (coordinate.latitude * 10_000).rounded() / 10_000
        let lon = (coordinate.longitude * 10_000).rounded() / 10_000
        let names = words.coordinates
        return names.format.filling([
            "latitude": "\(abs(lat))", "ns": lat >= 0 ? names.north : names.south,
            "longitude": "\(abs(lon))", "ew": lon >= 0 ? names.east : names.west,
        ])
    }
}
