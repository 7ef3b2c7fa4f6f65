import Foundation
import TravelModel

extension OpenMeteoWeather {
    /// What the archive's 30 years give each calendar date (`MM-DD`) of a place: the sums the averages are made of.
    struct DateSums: Sendable, Hashable {
        /// The years whose date had all three values.
        var years = 0
        /// Of those, the years with at least ``OpenMeteoWeather/wetDay`` of precipitation.
        var wetYears = 0
        var maxTemperature = 0.0
        var minTemperature = 0.0
        var precipitation = 0.0
    }

    /// The sums of every calendar date of a place, from one answer of the archive.
    typealias PlaceSums = [String: DateSums]

    /// The archive's 30 years of each place asked during a build, once each: the days of a trip beyond the
    /// forecast share one request a place. Only the sums are kept (a few kilobytes a place), not the answer.
    final class ArchiveYears: Sendable {
        private let answers = Answers()

        /// The sums of the place `key`, from `fetch` the first time the place is asked.
        func sums(
            of key: String, fetch: @escaping @Sendable () async -> Result<PlaceSums, LookupFailure>
        ) async -> Result<PlaceSums, LookupFailure> {
            await answers.task(for: key, fetch).value
        }

        private actor Answers {
            var tasks: [String: Task<Result<PlaceSums, LookupFailure>, Never>] = [:]

            func task(
                for key: String, _ fetch: @escaping @Sendable () async -> Result<PlaceSums, LookupFailure>
            ) -> Task<Result<PlaceSums, LookupFailure>, Never> {
                if let task = tasks[key] { return task }
                let task = Task { await fetch() }
                tasks[key] = task
                return task
            }
        }
    }

    /// Asks the archive for the 30 years ``averagedYears`` of the request's place (one request a place, shared by
    /// its days) and keeps the averages of the request's calendar date.
    ///
    /// https://open-meteo.com/en/docs/historical-weather-api — GET /v1/archive?latitude&longitude&start_date
    /// &end_date&daily=temperature_2m_max,temperature_2m_min,precipitation_sum&timezone
    func fetchAverages(_ request: Request, in enricher: Enricher) async -> Result<CacheEntry<Record>, LookupFailure> {
        let endpoint = "/v1/archive"
        let base = enricher.settings.baseURLs[Self.archiveService]
        let parameters = parameters(
            request, from: "\(Self.averagedYears.lowerBound)-01-01", to: "\(Self.averagedYears.upperBound)-12-31",
            variables: Self.averagedVariables)
        guard let url = Self.url(base + endpoint, parameters) else {
            return .failure(.network("invalid URL for \(base)"))
        }
        let (latitude, longitude) = Self.rounded(request.coordinate)
        let sums = await archiveYears.sums(of: "\(latitude),\(longitude),\(request.timeZone)") {
            await enricher.fetchJSON(url, as: Answer.self).flatMap(Self.sums)
        }
        return sums.flatMap { Self.averages(of: $0, on: request.date) }.map { record in
            enricher.entry(
                request: Enricher.request(endpoint: endpoint, parameters), response: record,
                source: "Open-Meteo historical weather API, averages of \(Self.averagedYears.lowerBound)–"
                    + "\(Self.averagedYears.upperBound)",
                attribution: Self.attribution)
        }
    }

    /// Adds up each calendar date of the answer's days within ``averagedYears``, in the answer's order. A day
    /// missing a value counts for no year; a year without the date (February 29) counts for none either.
    static func sums(of answer: Answer) -> Result<PlaceSums, LookupFailure> {
        guard let daily = answer.daily, let times = daily.time else {
            return .failure(.malformed("no daily.time in the answer"))
        }
        let columns = averagedVariables.map { daily.columns[$0] ?? [] }
        var sums: PlaceSums = [:]
        for (index, time) in times.enumerated() {
            guard let time, let date = LocalDate(parsing: time), averagedYears.contains(date.year) else { continue }
            let values = columns.compactMap { index < $0.count ? $0[index] : nil }
            guard values.count == 3 else { continue }
            let monthDay = String(time.suffix(5))
            var day = sums[monthDay, default: DateSums()]
            day.years += 1
            day.wetYears += values[2] >= wetDay ? 1 : 0
            day.maxTemperature += values[0]
            day.minTemperature += values[1]
            day.precipitation += values[2]
            sums[monthDay] = day
        }
        return .success(sums)
    }

    /// The record of `date`'s averages: each mean to two decimals, with the years and the wet years counted.
    static func averages(of sums: PlaceSums, on date: LocalDate) -> Result<Record, LookupFailure> {
        let monthDay = String(date.description.suffix(5))
        guard let day = sums[monthDay], day.years > 0 else {
            return .failure(
                .malformed(
                    "no data for \(monthDay) of \(averagedYears.lowerBound)–\(averagedYears.upperBound) in the answer"))
        }
        func mean(_ sum: Double) -> Double { (sum / Double(day.years) * 100).rounded() / 100 }
        let record = Record(
            date: date.description, kind: DayWeather.Kind.climate.rawValue, source: Source.averages.api,
            weatherCode: nil, maxTemperature: mean(day.maxTemperature), minTemperature: mean(day.minTemperature),
            precipitation: mean(day.precipitation), firstYear: averagedYears.lowerBound,
            lastYear: averagedYears.upperBound, years: day.years, wetYears: day.wetYears)
        // An answer out of bounds is not kept: the next build asks again.
        if let problem = record.problem { return .failure(.malformed(problem)) }
        return .success(record)
    }
}
