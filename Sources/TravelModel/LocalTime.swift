/// A wall-clock time with no date or zone, as written in content: `09:30`.
///
/// Held in two bytes: a site holds a time for every visit, flight and check-in.
public struct LocalTime: Sendable, Hashable, Comparable, CustomStringConvertible, CustomReflectable {
    private var storedHour: UInt8
    private var storedMinute: UInt8

    /// The hour, 0...23.
    public var hour: Int {
        get { Int(storedHour) }
        set { storedHour = UInt8(newValue) }
    }
    /// The minute, 0...59.
    public var minute: Int {
        get { Int(storedMinute) }
        set { storedMinute = UInt8(newValue) }
    }

    /// Creates a time; use `init?(parsing:)` for text from users. An hour or a minute outside 0...255 is a
    /// programming error, and stops the program.
    public init(hour: Int, minute: Int) {
        storedHour = UInt8(hour)
        storedMinute = UInt8(minute)
    }

    /// The hour and the minute, as the struct of them shows them.
    public var customMirror: Mirror {
        Mirror(self, children: ["hour": hour, "minute": minute], displayStyle: .struct)
    }

    /// Parses `HH:MM` (or `H:MM`) in 24-hour time; returns `nil` for anything else.
    public init?(parsing text: some StringProtocol) {
        let bytes = Array(text.utf8)
        guard bytes.count == 4 || bytes.count == 5, bytes[bytes.count - 3] == UInt8(ascii: ":"),
            let hour = Digits.value(bytes[0..<(bytes.count - 3)]),
            let minute = Digits.value(bytes[(bytes.count - 2)...]),
            (0...23).contains(hour), (0...59).contains(minute)
        else { return nil }
        self.init(hour: hour, minute: minute)
    }

    /// Minutes since midnight.
    public var minutesSinceMidnight: Int { hour * 60 + minute }

    /// `HH:MM`.
    public var description: String { Digits.padded(hour, 2) + ":" + Digits.padded(minute, 2) }

    /// Orders by time of day.
    public static func < (lhs: LocalTime, rhs: LocalTime) -> Bool {
        lhs.minutesSinceMidnight < rhs.minutesSinceMidnight
    }
}
