import Gazetteer
import Testing

@Suite("Cities")
struct CityLookupTests {
    let gazetteer = Gazetteer.shared

    @Test func oslo() throws {
        let oslo = try #require(gazetteer.city(named: "Oslo", countryCode: "NO"))
        #expect(oslo.timeZone == "Europe/Oslo")
        #expect(oslo.countryCode == "NO")
        #expect(oslo.population > 500_000)
        #expect(abs(oslo.coordinate.latitude - 59.91) < 0.1)
        #expect(abs(oslo.coordinate.longitude - 10.75) < 0.1)
    }

    @Test(arguments: ["Lisbon", "lisbon", "LISBON", "Lisboa", "Lissabon", "Лиссабон", " Lisbon "])
    func lisbonUnderAnyName(name: String) {
        let city = gazetteer.city(named: name, countryCode: "PT")
        #expect(city?.name == "Lisbon")
        #expect(city?.timeZone == "Europe/Lisbon")
    }

    @Test func saoPauloWithoutAccents() {
        #expect(gazetteer.city(named: "Sao Paulo", countryCode: "BR")?.geonameID == 3_448_439)
        #expect(gazetteer.city(named: "São Paulo", countryCode: "br")?.geonameID == 3_448_439)
    }

    @Test func cologneAndKoln() throws {
        let koln = try #require(gazetteer.city(named: "Köln", countryCode: "DE"))
        #expect(gazetteer.city(named: "Cologne", countryCode: "DE") == koln)
        #expect(gazetteer.city(named: "Koln", countryCode: "DE") == koln)
    }

    @Test func newYork() throws {
        let city = try #require(gazetteer.city(named: "New York", countryCode: "US"))
        #expect(city.name == "New York City")
        #expect(city.region == "New York")
        #expect(city.timeZone == "America/New_York")
        #expect(gazetteer.city(named: "New York City", countryCode: "US") == city)
    }

    @Test(arguments: [
        ("Tokyo", "JP", "Asia/Tokyo"), ("Kyoto", "JP", "Asia/Tokyo"), ("Porto", "PT", "Europe/Lisbon"),
        ("Bergen", "NO", "Europe/Oslo"), ("Paris", "FR", "Europe/Paris"), ("東京", "JP", "Asia/Tokyo"),
    ])
    func knownCities(name: String, country: String, timeZone: String) {
        let city = gazetteer.city(named: name, countryCode: country)
        #expect(city?.countryCode == country)
        #expect(city?.timeZone == timeZone)
    }

    @Test func mostPopulousFirst() {
        let springfields = gazetteer.cities(named: "Springfield", countryCode: "US")
        #expect(springfields.count >= 3)
        #expect(zip(springfields, springfields.dropFirst()).allSatisfy { $0.population >= $1.population })
    }

    @Test func bergenIsTheNorwegianOneInNorway() {
        #expect(gazetteer.city(named: "Bergen", countryCode: "NO")?.geonameID == 3_161_732)
        #expect(gazetteer.city(named: "Bergen", countryCode: "NL")?.geonameID == 2_759_154)
    }

    @Test func unknownCitiesAndCountries() {
        #expect(gazetteer.city(named: "Lisbon", countryCode: "NO") == nil)
        #expect(gazetteer.city(named: "Lisbon", countryCode: "ZZ") == nil)
        #expect(gazetteer.city(named: "", countryCode: "PT") == nil)
    }

    @Test func suggestions() {
        #expect(gazetteer.citySuggestions(for: "Lisbonn", countryCode: "PT").first?.name == "Lisbon")
        #expect(gazetteer.citySuggestions(for: "Berge", countryCode: "NO").first?.name == "Bergen")
        #expect(gazetteer.citySuggestions(for: "Lisbonn", countryCode: nil).first?.name == "Lisbon")
        #expect(gazetteer.citySuggestions(for: "Lisbonn", countryCode: "PT", limit: 2).count <= 2)
        #expect(gazetteer.citySuggestions(for: "zzzzzzzzzzzzzzzzzzzz", countryCode: "PT").isEmpty)
    }
}
