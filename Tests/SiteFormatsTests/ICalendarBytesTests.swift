import Foundation
import Testing
import TravelModel

@testable import SiteFormats

/// Calendar values and escaped text are written over their bytes; these hold them to the character-by-character
/// rules they replaced, over values a site's calendars and hostile content can hold.
@Suite struct ICalendarBytesTests {
    /// The escaping as it was written over Unicode scalars.
    static func escapedByScalars(_ text: String) -> String {
        var result = ""
        var afterCR = false
        for scalar in text.unicodeScalars {
            defer { afterCR = scalar == "\r" }
            switch scalar {
            case "\\": result += "\\\\"
            case ";": result += "\\;"
            case ",": result += "\\,"
            case "\r": result += "\\n"
            case "\n": if !afterCR { result += "\\n" }
            case "\t": result.unicodeScalars.append(scalar)
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F { continue }
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Zero-padded decimal as it was joined from strings.
    static func padded(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return digits.count >= width ? digits : String(repeating: "0", count: width - digits.count) + digits
    }

    @Test func escapingMatchesTheScalarRulesOnEveryMixOfSpecialAndOtherCharacters() {
        let pieces = [
            "a", "\\", ";", ",", "\r", "\n", "\r\n", "\t", "\u{7}", "\u{0}", "\u{7F}", "é", "🇵🇹", "\u{85}",
            "\u{2028}", "Rua Garrett, 120", " ",
        ]
        var generator = SystemRandomNumberGenerator()
        var checked = 0
        for first in pieces {
            for second in pieces {
                for third in pieces {
                    let text = first + second + third
                    #expect(ICalendarText.escape(text) == Self.escapedByScalars(text), "\(Array(text.utf8))")
                    checked += 1
                }
            }
        }
        for _ in 0..<2_000 {
            let text = (0..<Int.random(in: 0...12, using: &generator)).map { _ in pieces.randomElement()! }.joined()
            #expect(ICalendarText.escape(text) == Self.escapedByScalars(text), "\(Array(text.utf8))")
            checked += 1
        }
        #expect(checked == pieces.count * pieces.count * pieces.count + 2_000)
        #expect(ICalendarText.escape("Ferry Café; bay, \u{1}view\r\n") == #"Ferry Café\; bay\, view\n"#)
    }

    @Test func datesAndTimesMatchTheirPaddedParts() {
        for (year, month, day) in [(2027, 4, 8), (1970, 1, 1), (999, 12, 31), (12, 3, 4), (9999, 10, 10)] {
            let date = LocalDate(year: year, month: month, day: day)
            #expect(ICalendarValue.date(date) == Self.padded(year, 4) + Self.padded(month, 2) + Self.padded(day, 2))
            for (hour, minute) in [(0, 0), (9, 5), (23, 59), (12, 30)] {
                let dateTime = LocalDateTime(date: date, time: LocalTime(hour: hour, minute: minute))
                #expect(
                    ICalendarValue.dateTime(dateTime)
                        == ICalendarValue.date(date) + "T" + Self.padded(hour, 2) + Self.padded(minute, 2) + "00")
            }
        }
        #expect(ICalendarValue.dateTime(secondsSinceEpoch: 0) == "19700101T000000")
        #expect(ICalendarValue.dateTime(secondsSinceEpoch: -1) == "19691231T235959")
        #expect(ICalendarValue.dateTime(secondsSinceEpoch: 1_825_113_600 + 7_205) == "20271102T020005")
        #expect(ICalendarValue.utc(Date(timeIntervalSince1970: 1_798_804_800.9)) == "20270101T120000Z")
        #expect(ICalendarValue.pad(-5, 3) == Self.padded(-5, 3))
        #expect(ICalendarValue.offset(-18_000) == "-0500")
        #expect(ICalendarValue.offset(19_800) == "+0530")
        #expect(ICalendarValue.offset(-2_205) == "-003645")
    }
}
