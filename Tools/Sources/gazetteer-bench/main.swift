// Prints how long the gazetteer takes to load each table and to answer typical questions.
// Run in release, from the repository's root: swift run --package-path Tools -c release gazetteer-bench
import Gazetteer

let clock = ContinuousClock()
let gazetteer = Gazetteer(source: .embedded)

func measure<T>(_ label: String, repeat count: Int = 1, _ body: () -> T) -> T {
    var result: T?
    let elapsed = clock.measure {
        for _ in 0..<count { result = body() }
    }
    let each = elapsed / count
    let suffix = count > 1 ? " (each of \(count))" : ""
    print(
        "\(label): \(each.formatted(.units(allowed: [.milliseconds, .microseconds], fractionalPart: .show(length: 2))))\(suffix)"
    )
    return result!
}

_ = measure("first country(code: \"PT\"), loads countries") { gazetteer.country(code: "PT") }
_ = measure("first TextFolding.fold(\"São Paulo\"), builds the letter table") { TextFolding.fold("São Paulo") }
_ = measure("first city(named: \"Lisbon\", countryCode: \"PT\"), loads cities") {
    gazetteer.city(named: "Lisbon", countryCode: "PT")
}
_ = measure("first city(named: \"New York\", countryCode: \"US\"), indexes US") {
    gazetteer.city(named: "New York", countryCode: "US")
}
_ = measure("first airport(iata: \"LIS\"), loads airports") { gazetteer.airport(iata: "LIS") }
_ = measure("city(named: \"Porto\", countryCode: \"PT\")", repeat: 1000) {
    gazetteer.city(named: "Porto", countryCode: "PT")
}
_ = measure("citySuggestions(for: \"Lisbonn\", countryCode: \"PT\")", repeat: 100) {
    gazetteer.citySuggestions(for: "Lisbonn", countryCode: "PT")
}
_ = measure("citySuggestions(for: \"Sprngfield\", countryCode: \"US\")", repeat: 100) {
    gazetteer.citySuggestions(for: "Sprngfield", countryCode: "US")
}
_ = measure("first citySuggestions(for: \"Lisbonn\", countryCode: nil), indexes every country") {
    gazetteer.citySuggestions(for: "Lisbonn", countryCode: nil)
}
_ = measure("citySuggestions(for: \"Lisbonn\", countryCode: nil)", repeat: 20) {
    gazetteer.citySuggestions(for: "Lisbonn", countryCode: nil)
}
_ = measure("airportSuggestions(for: \"LSI\")", repeat: 100) { gazetteer.airportSuggestions(for: "LSI") }
_ = measure("countrySuggestions(for: \"Portugl\")", repeat: 100) { gazetteer.countrySuggestions(for: "Portugl") }
