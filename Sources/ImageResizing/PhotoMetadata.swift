/// When and where a photo was taken, as its EXIF says: the camera's date and the GPS position, each when the
/// image carries it and it reads as a real date or place.
public struct PhotoMetadata: Sendable, Hashable, Codable {
    /// A day of the calendar, as a camera's clock gives it.
    public struct Day: Sendable, Hashable, Codable {
        public let year: Int
        public let month: Int
        public let day: Int

        /// Creates a day; ``PhotoMetadata/read(_:)`` makes only real ones.
        public init(year: Int, month: Int, day: Int) {
            self.year = year
            self.month = month
            self.day = day
        }
    }

    /// The date the photo was taken (EXIF `DateTimeOriginal`), on the camera's clock: local time where it was
    /// set, which is what a trip's days count in.
    public let date: Day?
    /// Where it was taken (EXIF `GPSLatitude`, `GPSLongitude` and their references), in degrees.
    public let latitude: Double?
    public let longitude: Double?

    /// Creates a photo's metadata.
    public init(date: Day?, latitude: Double?, longitude: Double?) {
        self.date = date
        self.latitude = latitude
        self.longitude = longitude
    }

    /// Whether it says nothing.
    public var isEmpty: Bool { date == nil && latitude == nil }

    /// The longest field read: an EXIF date is 19 characters, a position three rationals; anything much longer
    /// is not one.
    static let fieldLimit = 200

    /// The metadata of fields as libvips gives them, by name (`exif-ifd2-DateTimeOriginal`); `nil` when no
    /// field reads as a date or a position.
    static func read(_ field: (String) -> String?) -> PhotoMetadata? {
        func value(_ name: String) -> Substring? {
            guard let text = field(name), text.utf8.count <= fieldLimit else { return nil }
            // libvips writes the value, then the EXIF library's reading of it in brackets.
            return text.split(separator: " (", maxSplits: 1, omittingEmptySubsequences: false).first
        }
        let date = value("exif-ifd2-DateTimeOriginal").flatMap(Self.date)
        var position: (Double, Double)?
        if let latitude = value("exif-ifd3-GPSLatitude").flatMap(Self.degrees),
            let longitude = value("exif-ifd3-GPSLongitude").flatMap(Self.degrees),
            let north = value("exif-ifd3-GPSLatitudeRef").flatMap({ Self.sign($0, positive: "N", negative: "S") }),
            let east = value("exif-ifd3-GPSLongitudeRef").flatMap({ Self.sign($0, positive: "E", negative: "W") }),
            latitude <= 90, longitude <= 180
        {
            position = (latitude * north, longitude * east)
        }
        let metadata = PhotoMetadata(date: date, latitude: position?.0, longitude: position?.1)
        return metadata.isEmpty ? nil : metadata
    }

    /// April 9, 2027 from `2027:04:09 10:31:02`; `nil` for a date that is not a real one (a camera with no clock
    /// set writes `0000:00:00 00:00:00`).
    static func date(_ text: Substring) -> Day? {
        let parts = text.prefix(10).split(separator: ":", omittingEmptySubsequences: false)
        guard text.count == 19, parts.count == 3, parts.allSatisfy({ $0.allSatisfy(\.isASCII) }),
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
            (1900...2999).contains(year), (1...12).contains(month), day >= 1,
            day <= daysIn(month: month, year: year)
        else { return nil }
        return Day(year: year, month: month, day: day)
    }

    private static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Degrees from three rationals, `38/1 42/1 279/5` (degrees, minutes, seconds); `nil` unless each has a
    /// denominator and the minutes and seconds are under 60.
    static func degrees(_ text: Substring) -> Double? {
        let parts = text.split(separator: " ")
        guard parts.count == 3 else { return nil }
        var values: [Double] = []
        for part in parts {
            let fraction = part.split(separator: "/", omittingEmptySubsequences: false)
            guard fraction.count == 2, let numerator = UInt32(fraction[0]), let denominator = UInt32(fraction[1]),
                denominator > 0
            else { return nil }
            values.append(Double(numerator) / Double(denominator))
        }
        guard values[1] < 60, values[2] < 60 else { return nil }
        return values[0] + values[1] / 60 + values[2] / 3600
    }

    private static func sign(_ text: Substring, positive: String, negative: String) -> Double? {
        switch text {
        case Substring(positive): 1
        case Substring(negative): -1
        default: nil
        }
    }
}
