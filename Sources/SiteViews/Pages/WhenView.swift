import SiteTheme

/// The theme's words for where a trip stands on the reader's date, for the pages' script: the build cannot
/// know the day a page is read, so it writes these words into data attributes and the script picks one.
///
/// A count's two forms are one text, `one|other`: `Starts in {n} day|Starts in {n} days`.
package struct WhenView: TemplateFields {
    /// The link to the day of the trip that is the reader's today: `Today`.
    let today: String
    /// `Day {n} of {total}`, while the trip is under way.
    let dayOf: String
    /// `Starts tomorrow`, the day before the trip.
    let tomorrow: String
    /// `Ended yesterday`, the day after the trip.
    let yesterday: String
    let startsInDays, startsInWeeks, startsInMonths, startsInYears: String
    let endedDaysAgo, endedWeeksAgo, endedMonthsAgo, endedYearsAgo: String

    init(_ words: ThemeStrings.When) {
        func forms(_ plural: ThemeStrings.Plural) -> String { plural.one + "|" + plural.other }
        today = words.today
        dayOf = words.dayOf
        tomorrow = words.tomorrow
        yesterday = words.yesterday
        startsInDays = forms(words.startsIn.days)
        startsInWeeks = forms(words.startsIn.weeks)
        startsInMonths = forms(words.startsIn.months)
        startsInYears = forms(words.startsIn.years)
        endedDaysAgo = forms(words.endedAgo.days)
        endedWeeksAgo = forms(words.endedAgo.weeks)
        endedMonthsAgo = forms(words.endedAgo.months)
        endedYearsAgo = forms(words.endedAgo.years)
    }
}
