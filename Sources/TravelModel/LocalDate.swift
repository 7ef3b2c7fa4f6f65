/// A calendar date with no time zone, as written in content: `2027-04-08`.
public struct LocalDate: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The year, 1...9999.
    public var year: Int
    /// The month, 1...12.
    public var month: Int
    /// The day of the month, 1...31.
    public var day: Int

    /// Creates a date; use `init?(parsing:)` for text from users.
    public init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// Parses `YYYY-MM-DD` exactly; returns `nil` for any other shape or a date that does not exist.
    public init?(parsing text: some StringProtocol) {
        let bytes = Array(text.utf8)
        guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
            let year = Digits.value(bytes[0..<4]), let month = Digits.value(bytes[5..<7]),
            let day = Digits.value(bytes[8..<10]),
            (1...12).contains(month), day >= 1, day <= LocalDate.daysIn(month: month, year: year), year >= 1
        else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// `YYYY-MM-DD`.
    public var description: String {
        Digits.padded(year, 4) + "-" + Digits.padded(month, 2) + "-" + Digits.padded(day, 2)
    }

    /// Days since 1970-01-01 (negative before), by the proleptic Gregorian calendar.
    public var daysSinceEpoch: Int {
        // Howard Hinnant's days_from_civil: exact, and needs no calendar object.
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = (month + 9) % 12
        let doy = (153 * mp + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    /// The date `daysSinceEpoch` days after 1970-01-01.
    public init(daysSinceEpoch days: Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let day = doy - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        self.init(year: yoe + era * 400 + (month <= 2 ? 1 : 0), month: month, day: day)
    }

    /// The date `count` days later (earlier when negative).
    public func adding(days count: Int) -> LocalDate {
        LocalDate(daysSinceEpoch: daysSinceEpoch + count)
    }

    /// Whole days from `self` to `other`: 1 from a check-in to the next day's check-out.
    public func days(until other: LocalDate) -> Int {
        other.daysSinceEpoch - daysSinceEpoch
    }

    /// The ISO weekday: 1 is Monday, 7 is Sunday.
    public var weekday: Int {
        let shifted = (daysSinceEpoch + 3) % 7  // 1970-01-01 was a Thursday.
        return (shifted < 0 ? shifted + 7 : shifted) + 1
    }

    /// Orders by year, month, day.
    public static func < (lhs: LocalDate, rhs: LocalDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }
}
