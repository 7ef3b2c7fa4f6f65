import TravelModel

extension SiteGraph {
    /// The years listed trips start in, in order: each has a page of its trips.
    var tripYears: [Int] { Array(Set(listedTrips.map(\.start.year))).sorted() }

    /// Listed trips that start in `year`, by start.
    func listedTrips(startingIn year: Int) -> [Trip] { listedTrips.filter { $0.start.year == year } }

    /// The codes of the countries with a city with recommendations, in order: each has a page of its cities.
    var recommendationCountries: [String] {
        var codes: [String] = []
        for city in citiesWithRecommendations where codes.last != city.countryCode { codes.append(city.countryCode) }
        return codes
    }

    /// A country's cities with recommendations, by name.
    func citiesWithRecommendations(inCountry code: String) -> [City] {
        citiesWithRecommendations.filter { $0.countryCode == code }
    }
}
