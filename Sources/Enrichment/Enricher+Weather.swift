import Foundation
import TravelModel

extension Enricher {
    static let openMeteoLicence = "Weather data by Open-Meteo.com (CC BY 4.0)"
    /// The daily variables asked of the forecast and archive APIs.
    static let weatherVariables = ["weather_code", "temperature_2m_max", "temperature_2m_min", "precipitation_sum"]
    /// The climate API has no weather code.
    static let climateVariables = ["temperature_2m_max", "temperature_2m_min", "precipitation_sum"]
    /// One of the climate API's HighResMIP models (https://open-meteo.com/en/docs/climate-api, `models`).
    static let climateModel = "EC_Earth3P_HR"

    /// Which Open-Meteo API answers for a date.
    enum WeatherSource: String {
        case forecast, archive, climate
    }

    /// The source a date needs today: the forecast API covers the last few days (the archive lags about five
    /// days behind) and the next 16; the archive covers the rest of the past; the climate API what lies beyond.
    func weatherSource(for date: LocalDate) -> WeatherSource {
        let offset = today.days(until: date)
        if offset > 15 { return .climate }
        if offset < -5 { return .archive }
        return .forecast
    }

    /// The weather of `date` at a place: a forecast within 16 days of the build, the observed weather of a
    /// past day, or a climate model's day for a later date.
    ///
    /// - Parameters:
    ///   - coordinate: the place, rounded to four decimals (about 10 m) in the request and the cache key.
    ///   - timeZone: the place's IANA time zone, so "the day" is the place's local day.
    ///   - placeName: names the place in warnings.
    public func weather(at coordinate: Coordinate, timeZone: String, on date: LocalDate, placeName: String) async
        -> Lookup<DayWeather>
    {
        let name = "weather for \(placeName) on \(date)"
        let latitude = String(format: "%.4f", coordinate.latitude)
        let longitude = String(format: "%.4f", coordinate.longitude)
        let source = weatherSource(for: date)
        let day = date.description
        var parameters = ["latitude": latitude, "longitude": longitude, "start_date": day, "end_date": day]
        let endpoint: String
        let base: String
        let sourceName: String
        switch source {
        case .forecast:
            // https://open-meteo.com/en/docs — GET /v1/forecast?latitude&longitude&daily=...&timezone&start_date&end_date
            endpoint = "/v1/forecast"
            base = settings.baseURLs.forecast
            sourceName = "Open-Meteo forecast API"
            parameters["daily"] = Self.weatherVariables.joined(separator: ",")
            parameters["timezone"] = timeZone
        case .archive:
            // https://open-meteo.com/en/docs/historical-weather-api — GET /v1/archive, same daily variables.
            endpoint = "/v1/archive"
            base = settings.baseURLs.archive
            sourceName = "Open-Meteo historical weather API"
            parameters["daily"] = Self.weatherVariables.joined(separator: ",")
            parameters["timezone"] = timeZone
        case .climate:
            // https://open-meteo.com/en/docs/climate-api — GET /v1/climate?latitude&longitude&start_date&end_date
            // &models=EC_Earth3P_HR&daily=temperature_2m_max,temperature_2m_min,precipitation_sum (daily data
            // only, no time zone, no weather code).
            endpoint = "/v1/climate"
            base = settings.baseURLs.climate
            sourceName = "Open-Meteo climate API (\(Self.climateModel))"
            parameters["models"] = Self.climateModel
            parameters["daily"] = Self.climateVariables.joined(separator: ",")
        }
        let requestParameters = parameters
        let query = Self.weatherQueryOrder.compactMap { key in parameters[key].map { (key, $0) } }
        let kind: DayWeather.Kind = source == .climate ? .climate : (date < today ? .observed : .forecast)
        let plan = Plan<DayWeather>(
            name: name, kind: "weather", key: CacheKey.make("\(latitude),\(longitude)", day),
            maxAge: { [self] entry in
                // An entry from another source than the date needs now (a forecast for a day now past) is stale.
                let needed = weatherSource(for: date)
                guard entry.response["source"]?.stringValue == needed.rawValue,
                    entry.response["kind"]?.stringValue == kind.rawValue
                else { return 0 }
                switch needed {
                case .archive: return nil
                case .forecast: return 12 * 3600
                case .climate: return 90 * 86_400
                }
            },
            fetch: { [self] in
                var text = base + endpoint + "?"
                text += query.map { "\($0.0)=\(Self.percentEncoded($0.1))" }.joined(separator: "&")
                guard let url = URL(string: text) else { return .failure(.network("invalid URL for \(base)")) }
                return await fetchJSON(url).flatMap { json in
                    Self.dayFields(json, day: day, source: source).map { fields in
                        var response = fields
                        response["date"] = .string(day)
                        response["kind"] = .string(kind.rawValue)
                        response["source"] = .string(source.rawValue)
                        return entry(
                            request: Self.request(endpoint: endpoint, requestParameters), response: .object(response),
                            source: sourceName, licence: Self.openMeteoLicence)
                    }
                }
            },
            decode: { entry in Self.dayWeather(entry.response) })
        return await run(plan)
    }

    /// Query parameters in the order the Open-Meteo documentation writes them.
    static let weatherQueryOrder = [
        "latitude", "longitude", "start_date", "end_date", "models", "daily", "timezone",
    ]

    /// Picks the requested day out of Open-Meteo's `daily` arrays: `daily.time[i]` is the day and
    /// `daily.<variable>[i]` its value. The climate API may suffix a variable with the model's name.
    static func dayFields(_ json: JSONValue, day: String, source: WeatherSource) -> Result<
        [String: JSONValue], LookupFailure
    > {
        guard let daily = json["daily"], let times = daily["time"]?.arrayValue else {
            return .failure(.malformed("no daily.time in the answer"))
        }
        guard let index = times.firstIndex(of: .string(day)) else {
            return .failure(.malformed("no data for \(day) in the answer"))
        }
        var fields: [String: JSONValue] = [:]
        let variables = source == .climate ? climateVariables : weatherVariables
        for variable in variables {
            let values = (daily[variable] ?? daily["\(variable)_\(climateModel)"])?.arrayValue
            guard let values, index < values.count, case .number = values[index] else {
                return .failure(.malformed("no \(variable) for \(day) in the answer"))
            }
            fields[variable] = values[index]
        }
        return .success(fields)
    }

    /// The day's weather from the fields kept in the cache.
    static func dayWeather(_ response: JSONValue) -> Result<DayWeather, LookupFailure> {
        guard let kindText = response["kind"]?.stringValue, let kind = DayWeather.Kind(rawValue: kindText),
            let high = response["temperature_2m_max"]?.doubleValue,
            let low = response["temperature_2m_min"]?.doubleValue,
            let precipitation = response["precipitation_sum"]?.doubleValue
        else { return .failure(.malformed("weather fields missing")) }
        let code = response["weather_code"]?.numberToken.flatMap { Int($0) ?? Double($0).map { Int($0) } }
        let summary =
            code.flatMap(WeatherCode.summary) ?? WeatherCode.climateSummary(precipitation: precipitation)
        return .success(
            DayWeather(
                kind: kind, maxTemperature: high, minTemperature: low, precipitation: precipitation,
                weatherCode: code, summary: summary))
    }
}
