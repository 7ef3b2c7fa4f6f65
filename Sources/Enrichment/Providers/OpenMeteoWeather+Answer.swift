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
        /// The API that answered: `forecast`, `archive` or `climate`.
        public var source: String
        /// The WMO weather code; the climate API has none.
        public var weatherCode: Int?
        /// °C.
        public var maxTemperature: Double
        /// °C.
        public var minTemperature: Double
        /// mm.
        public var precipitation: Double

        enum CodingKeys: String, CodingKey {
            case date, kind, source
            case weatherCode = "weather_code"
            case maxTemperature = "temperature_2m_max"
            case minTemperature = "temperature_2m_min"
            case precipitation = "precipitation_sum"
        }

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
            return .object(members)
        }
    }
}
