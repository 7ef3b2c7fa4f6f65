import Foundation
import TravelModel

/// The weather of a day at a place, from Open-Meteo: a forecast within 16 days of the build, the observed
/// weather of a past day, or a climate model's day for a later date.
public struct OpenMeteoWeather: LookupProvider {
    /// One day at one place.
    public struct Request: Hashable, Sendable {
        /// The place, rounded to four decimals (about 10 m) in the request and the cache key.
        public var coordinate: Coordinate
        /// The place's IANA time zone, so "the day" is the place's local day.
        public var timeZone: String
        /// The day.
        public var date: LocalDate
        /// Names the place in warnings.
        public var placeName: String

        /// Creates a request.
        public init(coordinate: Coordinate, timeZone: String, date: LocalDate, placeName: String) {
            self.coordinate = coordinate
            self.timeZone = timeZone
            self.date = date
            self.placeName = placeName
        }
    }

    /// Open-Meteo's terms: CC BY 4.0, credited with this line.
    public static let attribution = Attribution(
        name: "Open-Meteo.com", licence: "CC BY 4.0", url: "https://open-meteo.com/",
        text: "Weather data by Open-Meteo.com (CC BY 4.0)")
    /// The daily variables asked of the forecast and archive APIs.
    static let weatherVariables = ["weather_code", "temperature_2m_max", "temperature_2m_min", "precipitation_sum"]
    /// The climate API has no weather code.
    static let climateVariables = ["temperature_2m_max", "temperature_2m_min", "precipitation_sum"]
    /// One of the climate API's HighResMIP models (https://open-meteo.com/en/docs/climate-api, `models`).
    static let climateModel = "EC_Earth3P_HR"
    /// Query parameters in the order the Open-Meteo documentation writes them.
    static let queryOrder = ["latitude", "longitude", "start_date", "end_date", "models", "daily", "timezone"]

    /// Which Open-Meteo API answers for a date.
    enum Source: String, Sendable {
        case forecast, archive, climate
    }

    /// The Open-Meteo forecast API.
    public static let forecastService = ProviderService("forecast", publicURL: "https://api.open-meteo.com")
    /// The Open-Meteo historical weather (archive) API.
    public static let archiveService = ProviderService("archive", publicURL: "https://archive-api.open-meteo.com")
    /// The Open-Meteo climate change API.
    public static let climateService = ProviderService("climate", publicURL: "https://climate-api.open-meteo.com")

    /// Creates the provider.
    public init() {}

    /// Entries live in `weather/`.
    public var kind: String { "weather" }

    /// `weather for Lisbon on 2027-04-09`.
    public func name(of request: Request) -> String { "weather for \(request.placeName) on \(request.date)" }

    /// The rounded coordinate and the day: `38.7139,-9.1334-2027-04-09`.
    public func key(for request: Request) -> String {
        let (latitude, longitude) = Self.rounded(request.coordinate)
        return CacheKey.make("\(latitude),\(longitude)", request.date.description)
    }

    /// The source a date needs today: the forecast API covers the last few days (the archive lags about five
    /// days behind) and the next 16; the archive covers the rest of the past; the climate API what lies beyond.
    static func source(for date: LocalDate, today: LocalDate) -> Source {
        let offset = today.days(until: date)
        if offset > 15 { return .climate }
        if offset < -5 { return .archive }
        return .forecast
    }

    /// What the numbers of a date are today.
    static func kind(for date: LocalDate, today: LocalDate) -> DayWeather.Kind {
        source(for: date, today: today) == .climate ? .climate : (date < today ? .observed : .forecast)
    }

    /// An entry from another source than the date needs now (a forecast for a day now past) is stale; the
    /// observed weather never expires, a forecast lasts 12 hours and a climate day 90 days.
    public func maxAge(of entry: CacheEntry<Record>, for request: Request, in enricher: Enricher) -> TimeInterval? {
        let needed = Self.source(for: request.date, today: enricher.today)
        guard entry.response.source == needed.rawValue,
            entry.response.kind == Self.kind(for: request.date, today: enricher.today).rawValue
        else { return 0 }
        switch needed {
        case .archive: return nil
        case .forecast: return 12 * 3600
        case .climate: return 90 * 86_400
        }
    }

    /// Asks the API the date needs for the day's variables and keeps that day's values.
    public func fetch(_ request: Request, in enricher: Enricher) async -> Result<CacheEntry<Record>, LookupFailure> {
        let (latitude, longitude) = Self.rounded(request.coordinate)
        let source = Self.source(for: request.date, today: enricher.today)
        let kind = Self.kind(for: request.date, today: enricher.today)
        let day = request.date.description
        var parameters = ["latitude": latitude, "longitude": longitude, "start_date": day, "end_date": day]
        let endpoint: String
        let base: String
        let sourceName: String
        switch source {
        case .forecast:
            // https://open-meteo.com/en/docs — GET /v1/forecast?latitude&longitude&daily=...&timezone&start_date&end_date
            endpoint = "/v1/forecast"
            base = enricher.settings.baseURLs[Self.forecastService]
            sourceName = "Open-Meteo forecast API"
            parameters["daily"] = Self.weatherVariables.joined(separator: ",")
            parameters["timezone"] = request.timeZone
        case .archive:
            // https://open-meteo.com/en/docs/historical-weather-api — GET /v1/archive, same daily variables.
            endpoint = "/v1/archive"
            base = enricher.settings.baseURLs[Self.archiveService]
            sourceName = "Open-Meteo historical weather API"
            parameters["daily"] = Self.weatherVariables.joined(separator: ",")
            parameters["timezone"] = request.timeZone
        case .climate:
            // https://open-meteo.com/en/docs/climate-api — GET /v1/climate?latitude&longitude&start_date&end_date
            // &models=EC_Earth3P_HR&daily=temperature_2m_max,temperature_2m_min,precipitation_sum (daily data
            // only, no time zone, no weather code).
            endpoint = "/v1/climate"
            base = enricher.settings.baseURLs[Self.climateService]
            sourceName = "Open-Meteo climate API (\(Self.climateModel))"
            parameters["models"] = Self.climateModel
            parameters["daily"] = Self.climateVariables.joined(separator: ",")
        }
        let query = Self.queryOrder.compactMap { key in parameters[key].map { (key, $0) } }
        let text =
            base + endpoint + "?" + query.map { "\($0.0)=\(Enricher.percentEncoded($0.1))" }.joined(separator: "&")
        guard let url = URL(string: text) else { return .failure(.network("invalid URL for \(base)")) }
        return await enricher.fetchJSON(url, as: Answer.self).flatMap { answer in
            Self.record(of: answer, day: day, source: source, kind: kind).map { record in
                enricher.entry(
                    request: Enricher.request(endpoint: endpoint, parameters), response: record, source: sourceName,
                    attribution: Self.attribution)
            }
        }
    }

    /// Open-Meteo's, once.
    public func attribution(for request: Request, record: Record) -> Attribution { Self.attribution }

    /// The day's weather from the fields kept in the cache.
    public func value(
        of entry: CacheEntry<Record>, for request: Request, attribution: Attribution, in enricher: Enricher
    ) async -> Result<DayWeather, LookupFailure> {
        let record = entry.response
        guard let kind = DayWeather.Kind(rawValue: record.kind) else {
            return .failure(.malformed("weather fields missing"))
        }
        if let problem = record.problem { return .failure(.malformed(problem)) }
        let code = record.weatherCode
        let summary =
            code.flatMap(WeatherCode.summary) ?? WeatherCode.climateSummary(precipitation: record.precipitation)
        return .success(
            DayWeather(
                kind: kind, maxTemperature: record.maxTemperature, minTemperature: record.minTemperature,
                precipitation: record.precipitation, weatherCode: code, summary: summary, attribution: attribution))
    }

    /// Picks the requested day out of Open-Meteo's `daily` arrays: `daily.time[i]` is the day and
    /// `daily.<variable>[i]` its value. The climate API may suffix a variable with the model's name.
    static func record(of answer: Answer, day: String, source: Source, kind: DayWeather.Kind) -> Result<
        Record, LookupFailure
    > {
        guard let daily = answer.daily, let times = daily.time else {
            return .failure(.malformed("no daily.time in the answer"))
        }
        guard let index = times.firstIndex(of: day) else {
            return .failure(.malformed("no data for \(day) in the answer"))
        }
        var values: [String: Double] = [:]
        for variable in source == .climate ? climateVariables : weatherVariables {
            let column = daily.columns[variable] ?? daily.columns["\(variable)_\(climateModel)"]
            guard let column, index < column.count, let value = column[index] else {
                return .failure(.malformed("no \(variable) for \(day) in the answer"))
            }
            values[variable] = value
        }
        let record = Record(
            date: day, kind: kind.rawValue, source: source.rawValue,
            weatherCode: values["weather_code"].flatMap { Int(exactly: $0.rounded(.towardZero)) },
            maxTemperature: values["temperature_2m_max"]!, minTemperature: values["temperature_2m_min"]!,
            precipitation: values["precipitation_sum"]!)
        // An answer out of bounds is not kept: the next build asks again.
        if let problem = record.problem { return .failure(.malformed(problem)) }
        return .success(record)
    }

    /// The coordinate as the request and the key write it: four decimals.
    static func rounded(_ coordinate: Coordinate) -> (latitude: String, longitude: String) {
        (fourDecimals(coordinate.latitude), fourDecimals(coordinate.longitude))
    }

    /// `String(format: "%.4f", value)`: see `FixedDecimals`.
    static func fourDecimals(_ value: Double) -> String { FixedDecimals.text(value, places: 4) }
}
