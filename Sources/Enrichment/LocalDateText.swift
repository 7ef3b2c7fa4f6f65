import TravelModel

/// Calendar arithmetic between `LocalDate`, its text and days since 1970, in one place.
enum LocalDateText {
    /// `YYYY-MM-DD` for a day count.
    static func date(daysSinceEpoch days: Int) -> String { LocalDate(daysSinceEpoch: days).description }

    /// The day count of a `YYYY-MM-DD` text.
    static func daysSinceEpoch(_ text: String) -> Int? { LocalDate(parsing: text)?.daysSinceEpoch }

    /// The UTC calendar date of a moment.
    static func utcDate(of seconds: Double) -> LocalDate {
        let whole = Int(seconds.rounded(.down))
        return LocalDate(daysSinceEpoch: whole >= 0 ? whole / 86_400 : (whole - 86_399) / 86_400)
    }
}
