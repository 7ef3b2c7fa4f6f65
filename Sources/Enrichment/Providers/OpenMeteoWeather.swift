import Foundation
import TravelModel

/// The weather of a day at a place, from Open-Meteo: a forecast within 16 days of the build, the recorded
/// weather of a past day, or for a later date the averages of the same calendar date over the 30 years
/// ``averagedYears`` of the historical archive.
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
    /// The daily variables asked of the forecast and archive APIs for a day.
    static let weatherVariables = ["weather_code", "temperature_2m_max", "temperature_2m_min", "precipitation_sum"]
    /// The daily variables averaged over past years: a weather code has no average.
    static let averagedVariables = ["temperature_2m_max", "temperature_2m_min", "precipitation_sum"]
    /// The 30 years whose same calendar date a date beyond the forecast is shown the averages of: fixed, so an
    /// entry never changes and a page says which years it means.
    public static let averagedYears = 1996...2025
    /// A year counts as wet on the date when at least this much fell, mm.
    static let wetDay = 1.0
    /// Query parameters in the order the Open-Meteo documentation writes them.
    static let queryOrder = ["latitude", "longitude", "start_date", "end_date", "daily", "timezone"]

    /// Which lookup a date needs.
    enum Source: Sendable {
        /// The forecast API's day.
        case forecast
        /// The archive API's day.
        case archive
        /// The archive API's 30 years, averaged.
        case averages

        /// The API that answers, as the record's `source` names it.
        var api: String {
            switch self {
            case .forecast: "forecast"
            case .archive, .averages: "archive"
            }
        }
    }

    /// The 30 years of each place asked of the archive while the provider lives, so a trip's far days make
    /// one request a place rather than one a day.
    let archiveYears = ArchiveYears()

    /// The Open-Meteo forecast API.
    public static let forecastService = ProviderService("forecast", publicURL: "https://api.open-meteo.com")
    /// The Open-Meteo historical weather (archive) API.
    public static let archiveService = ProviderService("archive", publicURL: "https://archive-api.open-meteo.com")

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
    /// days behind) and the next 16; the archive covers the rest of the past, and its averages what lies beyond.
    static func source(for date: LocalDate, today: LocalDate) -> Source {
        let offset = today.days(until: date)
        if offset > 15 { return .averages }
        if offset < -5 { return .archive }
        return .forecast
    }

    /// What the numbers of a date are today.
    static func kind(for date: LocalDate, today: LocalDate) -> DayWeather.Kind {
        source(for: date, today: today) == .averages ? .climate : (date < today ? .observed : .forecast)
    }

    /// An entry from another source than the date needs now (a forecast for a day now past, a climate model's
    /// day) is stale; the recorded weather and the averages of past years never expire, a forecast lasts 12 hours.
    public func maxAge(of entry: CacheEntry<Record>, for request: Request, in enricher: Enricher) -> TimeInterval? {
        let needed = Self.source(for: request.date, today: enricher.today)
        guard entry.response.source == needed.api,
            entry.response.kind == Self.kind(for: request.date, today: enricher.today).rawValue
        else { return 0 }
        switch needed {
        case .archive, .averages: return nil
        case .forecast: return 12 * 3600
        }
    }

    /// Asks the API the date needs for the day's variables and keeps that day's values, or for a date beyond
    /// the forecast the averages of its calendar date over ``averagedYears``.
    public func fetch(_ request: Request, in enricher: Enricher) async -> Result<CacheEntry<Record>, LookupFailure> {
        let source = Self.source(for: request.date, today: enricher.today)
        if source == .averages { return await fetchAverages(request, in: enricher) }
        let kind = Self.kind(for: request.date, today: enricher.today)
        let day = request.date.description
        let endpoint: String
        let base: String
        let sourceName: String
        if source == .forecast {
            // https://open-meteo.com/en/docs — GET /v1/forecast?latitude&longitude&daily=...&timezone&start_date&end_date
            endpoint = "/v1/forecast"
            base = enricher.settings.baseURLs[Self.forecastService]
            sourceName = "Open-Meteo forecast API"
        } else {
            // https://open-meteo.com/en/docs/historical-weather-api — GET /v1/archive, same daily variables.
            endpoint = "/v1/archive"
            base = enricher.settings.baseURLs[Self.archiveService]
            sourceName = "Open-Meteo historical weather API"
        }
        let parameters = parameters(request, from: day, to: day, variables: Self.weatherVariables)
        guard let url = Self.url(base + endpoint, parameters) else {
            return .failure(.network("invalid URL for \(base)"))
        }
        return await enricher.fetchJSON(url, as: Answer.self).flatMap { answer in
            Self.record(of: answer, day: day, source: source, kind: kind).map { record in
                enricher.entry(
                    request: Enricher.request(endpoint: endpoint, parameters), response: record, source: sourceName,
                    attribution: Self.attribution)
            }
        }
    }

    /// The query of a request for the days `from` to `to` at the request's place, in its time zone.
    func parameters(_ request: Request, from: String, to: String, variables: [String]) -> [String: String] {
        let (latitude, longitude) = Self.rounded(request.coordinate)
        return [
            "latitude": latitude, "longitude": longitude, "start_date": from, "end_date": to,
            "daily": variables.joined(separator: ","), "timezone": request.timeZone,
        ]
    }

    /// The URL of `endpoint` with `parameters` in ``queryOrder``; `nil` when the base URL makes none.
    static func url(_ endpoint: String, _ parameters: [String: String]) -> URL? {
        let query = queryOrder.compactMap { key in parameters[key].map { (key, $0) } }
        return URL(
            string: endpoint + "?" + query.map { "\($0.0)=\(Enricher.percentEncoded($0.1))" }.joined(separator: "&"))
    }

    /// Open-Meteo's, once.
    public func attribution(for request: Request, record: Record) -> Attribution { Self.attribution }

    /// The day's weather from the fields kept in the cache.
    public func value(
        of entry: CacheEntry<Record>, for request: Request, attribution: Attribution, in enricher: Enricher
    ) async -> Result<DayWeather, LookupFailure> {
        let record = entry.response
        guard let kind = DayWeather.Kind(rawValue: record.kind), let source = DayWeather.Source(rawValue: record.source)
        else {
            return .failure(
                .malformed(
                    record.source == "climate"
                        ? "it holds one climate model's day, not the averages of past years; look it up again"
                        : "weather fields missing"))
        }
        if let problem = record.problem { return .failure(.malformed(problem)) }
        var averages: DayWeather.Averages?
        if let firstYear = record.firstYear, let lastYear = record.lastYear, let years = record.years,
            let wetYears = record.wetYears
        {
            averages = DayWeather.Averages(firstYear: firstYear, lastYear: lastYear, years: years, wetYears: wetYears)
        }
        guard (kind == .climate) == (averages != nil) else {
            return .failure(.malformed("averages need first_year, last_year, years and wet_years, and only they"))
        }
        let code = record.weatherCode
        let summary =
            code.flatMap(WeatherCode.summary) ?? WeatherCode.climateSummary(precipitation: record.precipitation)
        return .success(
            DayWeather(
                kind: kind, maxTemperature: record.maxTemperature, minTemperature: record.minTemperature,
                precipitation: record.precipitation, weatherCode: code, summary: summary, source: source,
                averages: averages, attribution: attribution))
    }

    /// Picks the requested day out of Open-Meteo's `daily` arrays: `daily.time[i]` is the day and
    /// `daily.<variable>[i]` its value.
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
        for variable in weatherVariables {
            let column = daily.columns[variable]
            guard let column, index < column.count, let value = column[index] else {
                return .failure(.malformed("no \(variable) for \(day) in the answer"))
            }
            values[variable] = value
        }
        let record = Record(
            date: day, kind: kind.rawValue, source: source.api,
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
