import Enrichment
import SitePlan
import TravelModel

/// Trip pages: the weather of each day of each built trip, in the day's city (else the trip's destination).
extension OpenMeteoWeather: SiteLookup {
    /// How many days' weather is looked up at once. A large site has tens of thousands of days, and each
    /// lookup's request, cache key and result held for all of them at once would weigh more than the weather.
    static let daysAtOnce = 2048

    /// Every day of the built trips that has a place; the build asks them a batch of trips at a time
    /// (`lookUp(daysOf:enricher:)`).
    package func lookups(in site: Site, graph: SiteGraph) -> [(subject: WeatherKey, request: Request)] {
        Self.days(of: graph.builtTrips[...])
    }

    /// A day whose weather an earlier day found is not read again.
    package func isLanded(_ day: WeatherKey, in data: EnrichmentData) -> Bool { data.weather[day] != nil }

    /// Into the weather by city and date.
    package func land(_ weather: DayWeather, for day: WeatherKey, in found: inout LookupLanding) {
        found.data.weather[day] = weather
    }

    /// The days of `trips` that have a place, each with its weather's key and request.
    static func days(of trips: ArraySlice<Trip>) -> [(subject: WeatherKey, request: Request)] {
        trips.flatMap { trip in
            trip.days.compactMap { day -> (subject: WeatherKey, request: Request)? in
                guard let city = day.city ?? trip.destination else { return nil }
                return (
                    WeatherKey(city: city.key, date: day.date),
                    Request(coordinate: city.coordinate, timeZone: city.timeZone, date: day.date, placeName: city.name)
                )
            }
        }
    }

    /// `trips` in runs of whole trips of about ``daysAtOnce`` days each.
    static func batches(of trips: [Trip]) -> [Range<Int>] {
        var batches: [Range<Int>] = []
        var start = trips.startIndex
        var days = 0
        for index in trips.indices {
            days += trips[index].days.count
            if days >= daysAtOnce || index == trips.index(before: trips.endIndex) {
                batches.append(start..<index + 1)
                (start, days) = (index + 1, 0)
            }
        }
        return batches
    }

    /// The weather of every day of `trips`, a batch at a time, with the warnings of the lookups that failed, in
    /// the order of the days. A day whose weather an earlier day found is not looked up again. Each batch's
    /// lookups are added to the step's progress as it starts.
    package func lookUp(daysOf trips: [Trip], enricher: Enricher) async -> LookupLanding {
        var found = LookupLanding(cache: enricher.settings.cacheDirectory)
        for batch in Self.batches(of: trips) {
            let days = SiteLookups(
                self, asked: Self.days(of: trips[batch]).filter { !isLanded($0.subject, in: found.data) })
            enricher.settings.progress?.add(days.count)
            days.land(await days.run(with: enricher), in: &found)
        }
        return found
    }
}
