import Foundation
import Testing
import TravelModel

@testable import SiteBuilder
@testable import SiteTheme

/// The build reckons a visit's or a flight's instant and its zone's offset through zones and calendars made once,
/// and must land where the model's own reckoning does, daylight-saving gaps and overlaps included.
@Suite struct ZoneReckoningTests {
    static let formatter: SiteFormatter = {
        let theme = try! Theme(overriding: nil, language: "en")
        return SiteFormatter(language: "en", words: theme.strings)
    }()

    @Test(arguments: [
        "Europe/Lisbon", "America/New_York", "America/Sao_Paulo", "Australia/Lord_Howe", "Asia/Kolkata",
        "Pacific/Chatham", "Europe/Dublin", "UTC",
    ])
    func anInstantIsTheModelsOwnEveryQuarterHourAcrossAYearsChangesOfClock(zone: String) {
        var checked = 0
        for day in [
            (2027, 3, 13), (2027, 3, 14), (2027, 3, 28), (2027, 4, 4), (2027, 10, 3), (2027, 10, 31),
            (2027, 11, 7), (2028, 2, 29),
        ] {
            let date = LocalDate(year: day.0, month: day.1, day: day.2)
            for minutes in stride(from: 0, to: 24 * 60, by: 15) {
                let time = LocalDateTime(date: date, time: LocalTime(hour: minutes / 60, minute: minutes % 60))
                #expect(Self.formatter.instant(time, inZone: zone) == time.instant(inTimeZone: zone), "\(time) \(zone)")
                checked += 1
            }
        }
        #expect(checked == 8 * 96)
    }

    @Test func aZonesOffsetIsWrittenAsABoardingPassShowsIt() {
        func offset(_ zone: String, _ text: String) -> String {
            let time = LocalDateTime(parsing: text)!
            return Self.formatter.zoneOffset(zone, at: Self.formatter.instant(time, inZone: zone))
        }
        #expect(offset("Asia/Kolkata", "2027-01-10 12:00") == "GMT+5:30")
        #expect(offset("America/Sao_Paulo", "2027-01-10 12:00") == "GMT−3")
        #expect(offset("Europe/Lisbon", "2027-01-10 12:00") == "GMT+0")
        #expect(offset("Europe/Lisbon", "2027-07-10 12:00") == "GMT+1")
        #expect(offset("Pacific/Chatham", "2027-01-10 12:00") == "GMT+13:45")
        #expect(offset("America/St_Johns", "2027-01-10 12:00") == "GMT−3:30")
        // The same offset reached through two zones is the same text.
        #expect(offset("Africa/Lagos", "2027-01-10 12:00") == offset("Europe/Paris", "2027-01-10 12:00"))
        // A name that is no zone is shown as written; no instant, nothing to reckon from.
        #expect(Self.formatter.zoneOffset("Mars/Olympus", at: Date(timeIntervalSince1970: 0)) == "Mars/Olympus")
        #expect(Self.formatter.instant(LocalDateTime(parsing: "2027-01-10 12:00")!, inZone: "Mars/Olympus") == nil)
    }
}
