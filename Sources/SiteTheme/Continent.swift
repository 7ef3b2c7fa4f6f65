/// A continent, as the gazetteer records each country's: the regions of the map of everything.
package enum Continent: String, CaseIterable, Sendable {
    case europe = "EU"
    case asia = "AS"
    case africa = "AF"
    case northAmerica = "NA"
    case southAmerica = "SA"
    case oceania = "OC"
    case antarctica = "AN"

    /// The `id` of its part of the map page: `north-america`.
    package var slug: String {
        switch self {
        case .europe: "europe"
        case .asia: "asia"
        case .africa: "africa"
        case .northAmerica: "north-america"
        case .southAmerica: "south-america"
        case .oceania: "oceania"
        case .antarctica: "antarctica"
        }
    }

    /// Its name in the theme's words.
    package func name(_ words: ThemeStrings.Continents) -> String {
        switch self {
        case .europe: words.europe
        case .asia: words.asia
        case .africa: words.africa
        case .northAmerica: words.northAmerica
        case .southAmerica: words.southAmerica
        case .oceania: words.oceania
        case .antarctica: words.antarctica
        }
    }
}
