import TravelModel

extension SiteGraph {
    /// The years listed trips start in, in order: each has a page of its trips.
    var tripYears: [Int] { Array(Set(listedTrips.map(\.start.year))).sorted() }

    /// Listed trips that start in `year`, by start.
    func listedTrips(startingIn year: Int) -> [Trip] { listedTrips.filter { $0.start.year == year } }

    /// The cities the list of cities and the country pages show: those with recommendations or a page of
    /// their own in `Content/cities/` (a city only on trips is linked from them), by country code, then name.
    var listedCities: [City] {
        cities.filter { !recommendations(in: $0).isEmpty || cityPage(for: $0) != nil }
    }

    /// The codes of the countries of listed cities, in order: each has a page of its cities.
    var listedCountries: [String] {
        var codes: [String] = []
        for city in listedCities where codes.last != city.countryCode { codes.append(city.countryCode) }
        return codes
    }

    /// A country's listed cities.
    func listedCities(inCountry code: String) -> [City] { listedCities.filter { $0.countryCode == code } }
}
