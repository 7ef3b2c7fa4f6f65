import Gazetteer
import Testing

@Suite("Countries")
struct CountryLookupTests {
    let gazetteer = Gazetteer.shared

    @Test func norwayByCode() throws {
        let norway = try #require(gazetteer.country(code: "NO"))
        #expect(norway.name == "Norway")
        #expect(norway.alpha3 == "NOR")
        #expect(norway.currencyCode == "NOK")
        #expect(norway.capital == "Oslo")
        #expect(norway.continent == "EU")
    }

    @Test(arguments: ["NO", "no", "NOR", "nor", " No "])
    func codesInAnyCaseAndAlpha3(code: String) {
        #expect(gazetteer.country(code: code)?.code == "NO")
    }

    @Test(arguments: ["Norway", "norway", "NORWAY", "Kingdom of Norway"])
    func norwayByName(name: String) {
        #expect(gazetteer.country(named: name)?.code == "NO")
    }

    @Test func accentAndAlternateNames() {
        #expect(gazetteer.country(named: "Türkiye")?.code == "TR")
        #expect(gazetteer.country(named: "turkiye")?.code == "TR")
        #expect(gazetteer.country(named: "Turkey")?.code == "TR")
        #expect(gazetteer.country(named: "Russia")?.code == "RU")
        #expect(gazetteer.country(named: "Côte d'Ivoire")?.code == "CI")
        #expect(gazetteer.country(named: "Ivory Coast")?.code == "CI")
        #expect(gazetteer.country(named: "South Korea")?.code == "KR")
    }

    @Test func matchingTakesCodesOrNames() {
        #expect(gazetteer.country(matching: "PT")?.name == "Portugal")
        #expect(gazetteer.country(matching: "prt")?.name == "Portugal")
        #expect(gazetteer.country(matching: "Portugal")?.code == "PT")
        #expect(gazetteer.country(matching: "Atlantis") == nil)
        #expect(gazetteer.country(code: "ZZ") == nil)
    }

    @Test func suggestionsForATypo() {
        #expect(gazetteer.countrySuggestions(for: "Portugl").first?.code == "PT")
        #expect(gazetteer.countrySuggestions(for: "Norwya").first?.code == "NO")
        #expect(gazetteer.countrySuggestions(for: "Portugl", limit: 1).count == 1)
        #expect(gazetteer.countrySuggestions(for: "qqqqqqqqqqqqqqqqqq").isEmpty)
    }

    @Test func everyCountryHasCodesAndNames() {
        for code in ["PT", "NO", "US", "JP", "BR", "DE", "FR", "XK"] {
            let country = gazetteer.country(code: code)
            #expect(country?.alpha3.count == 3, "\(code)")
            #expect(country?.name.isEmpty == false, "\(code)")
        }
    }
}

/// Other names and codes of countries, generated into `country-aliases.tsv` from iso-codes, CLDR and
/// ISO 3166-1's exceptional reservations.
@Suite("Country aliases")
struct CountryAliasLookupTests {
    let gazetteer = Gazetteer.shared

    @Test(arguments: ["UK", "uk", "Great Britain", "England", "Scotland", "Wales", "Cymru", "Northern Ireland"])
    func britainsNames(name: String) {
        #expect(gazetteer.country(matching: name)?.code == "GB")
    }

    @Test func reservedCodesAndCommonNames() {
        #expect(gazetteer.country(code: "UK")?.code == "GB")
        #expect(gazetteer.country(code: "FX")?.code == "FR")
        #expect(gazetteer.country(code: "IC")?.code == "ES")
        #expect(gazetteer.country(named: "Czech Republic")?.code == "CZ")
        #expect(gazetteer.country(named: "East Timor")?.code == "TL")
        #expect(gazetteer.country(named: "Swaziland")?.code == "SZ")
        #expect(gazetteer.country(named: "Bosnia")?.code == "BA")
    }

    @Test func anAliasNeverTakesACountrysOwnName() {
        // ISO 3166-2 lists Aruba as a constituent country of the Netherlands; it is also a country of its own.
        #expect(gazetteer.country(named: "Aruba")?.code == "AW")
        #expect(gazetteer.country(named: "Curaçao")?.code == "CW")
    }

    @Test func typosOfAnAliasSuggestItsCountry() {
        #expect(gazetteer.countrySuggestions(for: "Englnd").first?.code == "GB")
        #expect(gazetteer.countrySuggestions(for: "Scotlnd").first?.code == "GB")
    }
}
