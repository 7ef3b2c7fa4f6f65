import Foundation
import Synchronization
import TravelModel

/// Formatted texts already made, shared by every page of a build: creating an ICU interval formatter
/// costs about a millisecond, and the same trip's dates appear on thousands of pages.
final class FormatMemo: Sendable {
    private let texts = Mutex<[String: String]>([:])

    func text(_ key: String, _ make: () -> String) -> String {
        if let text = texts.withLock({ $0[key] }) { return text }
        let text = make()
        texts.withLock { $0[key] = text }
        return text
    }
}

/// Dates, times, money and durations written for the site's language, so templates stay logic-less.
/// ICU's formats are deterministic for a given language; nothing here reads the machine's locale.
struct SiteFormatter: Sendable {
    let locale: Locale
    private let utc: Calendar
    private let memo = FormatMemo()

    init(language: String) {
        locale = Locale(identifier: language)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        utc = calendar
    }

    private func date(_ day: LocalDate) -> Date {
        utc.date(from: DateComponents(year: day.year, month: day.month, day: day.day))!
    }

    private var style: Date.FormatStyle {
        Date.FormatStyle(locale: locale, calendar: utc, timeZone: utc.timeZone)
    }

    /// `Thursday, April 8, 2027`.
    func longDate(_ day: LocalDate) -> String {
        date(day).formatted(Date.FormatStyle(date: .complete, time: .omitted, locale: locale, calendar: utc, timeZone: utc.timeZone))
    }

    /// `Thu, April 8`.
    func dayHeading(_ day: LocalDate) -> String {
        date(day).formatted(style.weekday(.abbreviated).day().month(.wide))
    }

    /// `Apr 8, 2027`.
    func mediumDate(_ day: LocalDate) -> String {
        date(day).formatted(style.day().month(.abbreviated).year())
    }

    /// `Apr 8 – Apr 15, 2027` style range, as ICU writes intervals for the language.
    func dateRange(_ start: LocalDate, _ end: LocalDate) -> String {
        if start == end { return mediumDate(start) }
        return memo.text("range|\(start)|\(end)") { makeDateRange(start, end) }
    }

    private func makeDateRange(_ start: LocalDate, _ end: LocalDate) -> String {
        let formatter = DateIntervalFormatter()
        formatter.locale = locale
        formatter.calendar = utc
        formatter.timeZone = utc.timeZone
        formatter.dateStyle = .medium
        formatter.timeStyle = .none
        return formatter.string(from: date(start), to: date(end))
    }

    /// `09:30`: the 24-hour clock reads the same everywhere a timetable is printed.
    func time(_ time: LocalTime) -> String { time.description }

    /// `Thu, Apr 8, 22:00`.
    func dateTime(_ value: LocalDateTime) -> String {
        date(value.date).formatted(style.weekday(.abbreviated).day().month(.abbreviated)) + ", " + value.time.description
    }

    /// `€1,240.50`, `1240,50 €`: the amount in its own currency, written for the site's language.
    func money(_ money: Money) -> String {
        money.amount.formatted(.currency(code: money.currency).locale(locale))
    }

    /// `6 h 45 min`.
    func duration(minutes: Int) -> String {
        let hours = minutes / 60
        let rest = minutes % 60
        if hours == 0 { return "\(rest) min" }
        return rest == 0 ? "\(hours) h" : "\(hours) h \(rest) min"
    }

    /// `8.9`: a decimal written for the language.
    func number(_ value: Decimal) -> String {
        value.formatted(.number.locale(locale))
    }

    /// `1 night`, `3 nights`; English words: the theme's labels are English for now.
    func count(_ value: Int, _ singular: String, _ plural: String? = nil) -> String {
        "\(value) \(value == 1 ? singular : plural ?? singular + "s")"
    }

    /// The zone's offset at an instant, `GMT-4`, as a traveller reads it off a boarding pass.
    func zoneOffset(_ identifier: String, at instant: Date?) -> String {
        guard let zone = TimeZone(identifier: identifier), let instant else { return identifier }
        let seconds = zone.secondsFromGMT(for: instant)
        let sign = seconds < 0 ? "−" : "+"
        let hours = abs(seconds) / 3600
        let minutes = abs(seconds) % 3600 / 60
        return "GMT" + sign + String(hours) + (minutes == 0 ? "" : ":" + (minutes < 10 ? "0" : "") + String(minutes))
    }
}
