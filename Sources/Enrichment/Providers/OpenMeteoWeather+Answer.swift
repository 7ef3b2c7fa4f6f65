import Foundation

extension OpenMeteoWeather {
    /// The part of Open-Meteo's answer that is read: `daily.time` and one array per daily variable.
    struct Answer: Decodable {
        var daily: Daily?
    }

    /// Open-Meteo's `daily` object: the days, and each variable's value for each day (`null` where it has none).
    struct Daily: Decodable {
        var time: [String?]?
        /// Every other member that is an array of numbers, by name.
        var columns: [String: [Double?]]

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyKey.self)
            time = try? container.decode([String?].self, forKey: AnyKey("time"))
            var columns: [String: [Double?]] = [:]
            for key in container.allKeys where key.stringValue != "time" {
                // A value that is not a number is as good as missing.
                if let values = try? container.decode([Lenient<Double>].self, forKey: key) {
                    columns[key.stringValue] = values.map(\.value)
                }
            }
            self.columns = columns
        }
    }

    /// The day's values as the cache keeps them, with which API answered and what the numbers are.
    public struct Record: CacheRecord, Hashable {
        /// The day, `YYYY-MM-DD`.
        public var date: String
        /// `forecast`, `observed` or `climate`: a `DayWeather.Kind`.
        public var kind: String
        /// The API that answered: `forecast` or `archive` (`climate`, the climate API, in entries written before
        /// the averages of past years replaced its model's day).
        public var source: String
        /// The WMO weather code; averages have none.
        public var weatherCode: Int?
        /// °C; for averages, the mean of the years' highest temperatures on the date.
        public var maxTemperature: Double
        /// °C; for averages, the mean of the years' lowest temperatures on the date.
        public var minTemperature: Double
        /// mm; for averages, the mean of the years' precipitation on the date.
        public var precipitation: Double
        /// For averages: the years averaged (`first_year`–`last_year`), how many of them had the date's values,
        /// and in how many of those at least 1 mm fell. `nil` for a forecast or a recorded day.
        public var firstYear: Int?
        public var lastYear: Int?
        public var years: Int?
        public var wetYears: Int?

        enum CodingKeys: String, CodingKey {
            case date, kind, source, years
            case weatherCode = "weather_code"
            case maxTemperature = "temperature_2m_max"
            case minTemperature = "temperature_2m_min"
            case precipitation = "precipitation_sum"
            case firstYear = "first_year"
            case lastYear = "last_year"
            case wetYears = "wet_years"
        }

        /// The years averages may name: Open-Meteo's archive starts in 1940.
        static let averagedYearBounds = 1940...2100

        /// The bounds a day's values must lie in: beyond any weather measured on Earth, so only a damaged or
        /// hand-made entry is refused. A value out of them is never shown (pages write temperatures as whole
        /// numbers, which a value such as 1e300 has none of).
        static let temperatures = -100.0...100.0
        static let precipitations = 0.0...2_000.0
        static let weatherCodes = 0...99

        /// Why the record's values cannot be a day's weather: the first one out of its bounds; `nil` when all are in.
        public var problem: String? {
            if !Self.temperatures.contains(maxTemperature) {
                return "\(CodingKeys.maxTemperature.rawValue) is not between -100 and 100 °C"
            }
            if !Self.temperatures.contains(minTemperature) {
                return "\(CodingKeys.minTemperature.rawValue) is not between -100 and 100 °C"
            }
            if !Self.precipitations.contains(precipitation) {
                return "\(CodingKeys.precipitation.rawValue) is not between 0 and 2000 mm"
            }
            if let weatherCode, !Self.weatherCodes.contains(weatherCode) {
                return "\(CodingKeys.weatherCode.rawValue) is not a WMO weather code (0 to 99)"
            }
            return averagesProblem
        }

        /// Why the averages' counts cannot be right: some given without the others, years out of order or out of
        /// the archive's, more years than the period has, more wet years than years.
        var averagesProblem: String? {
            let counts = [firstYear, lastYear, years, wetYears]
            if counts.allSatisfy({ $0 == nil }) { return nil }
            guard let firstYear, let lastYear, let years, let wetYears else {
                return "first_year, last_year, years and wet_years go together"
            }
            guard Self.averagedYearBounds.contains(firstYear), Self.averagedYearBounds.contains(lastYear),
                firstYear <= lastYear
            else { return "first_year and last_year are not years from 1940 to 2100 in order" }
            guard (1...(lastYear - firstYear + 1)).contains(years) else {
                return "years is not between 1 and the number of years from first_year to last_year"
            }
            guard (0...years).contains(wetYears) else { return "wet_years is not between 0 and years" }
            return nil
        }

        /// The record under Open-Meteo's own variable names.
        public var json: JSONValue {
            var members: [String: JSONValue] = [
                "date": .string(date), "kind": .string(kind), "source": .string(source),
                "temperature_2m_max": .real(maxTemperature), "temperature_2m_min": .real(minTemperature),
                "precipitation_sum": .real(precipitation),
            ]
            if let weatherCode { members["weather_code"] = .integer(weatherCode) }
            if let firstYear, let lastYear, let years, let wetYears {
                members["first_year"] = .integer(firstYear)
                members["last_year"] = .integer(lastYear)
                members["years"] = .integer(years)
                members["wet_years"] = .integer(wetYears)
            }
            return .object(members)
        }
    }
}
