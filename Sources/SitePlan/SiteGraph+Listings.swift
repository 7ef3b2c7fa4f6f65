import TravelModel

extension SiteGraph {
    /// The years listed trips start in, in order: each has a page of its trips.
    package var tripYears: [Int] { Array(Set(listedTrips.map(\.start.year))).sorted() }

    /// Listed trips that start in `year`, by start.
    package func listedTrips(startingIn year: Int) -> [Trip] { listedTrips.filter { $0.start.year == year } }

    /// The codes of the countries of listed cities, in order: each has a page of its cities.
    package var listedCountries: [String] {
        var codes: [String] = []
        for city in listedCities where codes.last != city.countryCode { codes.append(city.countryCode) }
        return codes
    }
}
