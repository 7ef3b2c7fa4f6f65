/// The weather of one day at one place, in °C and mm.
public struct DayWeather: Sendable, Hashable {
    /// Where the numbers come from.
    public enum Kind: String, Sendable, Hashable {
        /// A forecast, for a day within the next 16 days.
        case forecast
        /// What was measured (reanalysed), for a past day.
        case observed
        /// A climate model's day, for a date beyond the forecast range: a guide, not a forecast.
        case climate
    }

    /// Forecast, observed or climate.
    public var kind: Kind
    /// The day's highest temperature at 2 m, °C.
    public var maxTemperature: Double
    /// The day's lowest temperature at 2 m, °C.
    public var minTemperature: Double
    /// The day's precipitation, mm.
    public var precipitation: Double
    /// The WMO weather interpretation code, when the source gives one (the climate API does not).
    public var weatherCode: Int?
    /// A few words for the day: the WMO code's meaning, or for climate days a word from the precipitation.
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
        summary: String, attribution: Attribution = OpenMeteoWeather.attribution
    ) {
        self.kind = kind
        self.maxTemperature = maxTemperature
        self.minTemperature = minTemperature
        self.precipitation = precipitation
        self.weatherCode = weatherCode
        self.summary = summary
        self.attribution = attribution
    }
}
