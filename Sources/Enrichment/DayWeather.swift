/// The weather of one day at one place, in °C and mm.
public struct DayWeather: Sendable, Hashable {
    /// Where the numbers come from.
    public enum Kind: String, Sendable, Hashable {
        /// A forecast, for a day within the next 16 days.
        case forecast
        /// What was recorded (reanalysed), for a past day.
        case observed
        /// The averages of the same calendar date over past years (``Averages``), for a date beyond the forecast
        /// range: a guide, not a forecast.
        case climate
    }

    /// Which Open-Meteo API gave the numbers.
    public enum Source: String, Sendable, Hashable {
        /// The forecast API (https://open-meteo.com/en/docs).
        case forecast
        /// The historical weather API (https://open-meteo.com/en/docs/historical-weather-api).
        case archive
    }

    /// What a day's averages were made of: the date in each year from `firstYear` to `lastYear` that had its
    /// values (`years` of them), `wetYears` of which had at least 1 mm of precipitation.
    public struct Averages: Sendable, Hashable {
        public var firstYear: Int
        public var lastYear: Int
        public var years: Int
        public var wetYears: Int

        /// Creates the counts of a day's averages.
        public init(firstYear: Int, lastYear: Int, years: Int, wetYears: Int) {
            self.firstYear = firstYear
            self.lastYear = lastYear
            self.years = years
            self.wetYears = wetYears
        }
    }

    /// Forecast, observed or climate (averages).
    public var kind: Kind
    /// The API the numbers come from.
    public var source: Source
    /// For averages, the years averaged; `nil` for a forecast or a recorded day.
    public var averages: Averages?
    /// The day's highest temperature at 2 m, °C.
    public var maxTemperature: Double
    /// The day's lowest temperature at 2 m, °C.
    public var minTemperature: Double
    /// The day's precipitation, mm; for averages, the mean of the years'.
    public var precipitation: Double
    /// The WMO weather interpretation code, when the source gives one (averages have none).
    public var weatherCode: Int?
    /// A few words for the day: the WMO code's meaning, or for averages a word from the mean precipitation.
    public var summary: String
    /// Who to credit for the numbers: Open-Meteo, unless the cache entry says otherwise.
    public var attribution: Attribution

    /// The highest and lowest temperatures in whole degrees, as pages show them. The lookup keeps a day only when
    /// its values are within ``OpenMeteoWeather/Record/temperatures``; a value made otherwise is held to ±1000 °C,
    /// and one that is not a number shows as 0, so no value stops a build.
    public var wholeDegrees: (high: Int, low: Int) {
        func whole(_ value: Double) -> Int { value.isFinite ? Int(min(max(value, -1000), 1000).rounded()) : 0 }
        return (whole(maxTemperature), whole(minTemperature))
    }

    /// Creates a day's weather.
    public init(
        kind: Kind, maxTemperature: Double, minTemperature: Double, precipitation: Double, weatherCode: Int?,
        summary: String, source: Source, averages: Averages? = nil,
        attribution: Attribution = OpenMeteoWeather.attribution
    ) {
        self.kind = kind
        self.source = source
        self.averages = averages
        self.maxTemperature = maxTemperature
        self.minTemperature = minTemperature
        self.precipitation = precipitation
        self.weatherCode = weatherCode
        self.summary = summary
        self.attribution = attribution
    }
}
