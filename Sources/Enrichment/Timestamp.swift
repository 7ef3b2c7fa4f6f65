import Foundation

/// ISO 8601 timestamps in UTC to the second, `2027-04-01T12:00:00Z`, written without a formatter
/// so the text is the same on every platform.
enum Timestamp {
    /// `date` as `YYYY-MM-DDTHH:MM:SSZ`, seconds rounded down.
    static func format(_ date: Date) -> String {
        let seconds = Int(date.timeIntervalSince1970.rounded(.down))
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let time = seconds - days * 86_400
        let day = LocalDateText.date(daysSinceEpoch: days)
        return day + "T" + pad(time / 3600) + ":" + pad(time % 3600 / 60) + ":" + pad(time % 60) + "Z"
    }

    /// Parses the form `format(_:)` writes; `nil` for anything else.
    static func parse(_ text: String) -> Date? {
        let bytes = Array(text.utf8)
        guard bytes.count == 20, bytes[10] == UInt8(ascii: "T"), bytes[19] == UInt8(ascii: "Z"),
            bytes[13] == UInt8(ascii: ":"), bytes[16] == UInt8(ascii: ":"),
            let days = LocalDateText.daysSinceEpoch(String(decoding: bytes[0..<10], as: UTF8.self)),
            let hour = Int(String(decoding: bytes[11..<13], as: UTF8.self)),
            let minute = Int(String(decoding: bytes[14..<16], as: UTF8.self)),
            let second = Int(String(decoding: bytes[17..<19], as: UTF8.self)),
            hour < 24, minute < 60, second < 61
        else { return nil }
        return Date(timeIntervalSince1970: TimeInterval(days * 86_400 + hour * 3600 + minute * 60 + second))
    }

    private static func pad(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
}
