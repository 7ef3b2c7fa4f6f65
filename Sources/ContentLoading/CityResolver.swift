import Gazetteer
import TravelModel

/// Finds the countries and cities content names, in the site's own cities first, then the gazetteer,
/// reporting what it cannot find with the closest names.
struct CityResolver: Sendable {
    let gazetteer: Gazetteer
    /// The cities of `Content/cities/` the gazetteer does not know, keyed by folded name and country.
    let siteCities: [String: City]

    init(gazetteer: Gazetteer, siteCities: [City] = []) {
        self.gazetteer = gazetteer
        var byKey: [String: City] = [:]
        for city in siteCities {
            byKey[Self.key(city.name, city.countryCode)] = city
            for name in city.alternateNames { byKey[Self.key(name, city.countryCode)] = city }
        }
        self.siteCities = byKey
    }

    static func key(_ name: String, _ country: String) -> String { country + "|" + TextFolding.fold(name) }

    /// The country written as an ISO 3166-1 alpha-2 code or an English name.
    func country(_ node: YAMLNode, key: String, report: FileReport) -> Country? {
        guard let text = node.scalar?.trimmed, !text.isEmpty else {
            report.error(
                "'\(key)' must be a country code such as PT, or its English name, not \(node.kindDescription)", at: node
            )
            return nil
        }
        if let country = gazetteer.country(matching: text) { return country }
        let suggestions = gazetteer.countrySuggestions(for: text, limit: 3).map { "\($0.code) (\($0.name))" }
        report.error("unknown country '\(text)'\(Suggestions.didYouMean(suggestions, quoted: false))", at: node)
        return nil
    }

    /// The city `node` names in `country`, matched case- and accent-insensitively and by alternate names.
    func city(_ node: YAMLNode, in country: Country, key: String, report: FileReport) -> City? {
        guard let name = node.scalar?.trimmed, !name.isEmpty else {
            report.error("'\(key)' must be a city's name, not \(node.kindDescription)", at: node)
            return nil
        }
        if let city = city(named: name, countryCode: country.code) { return city }
        var suggestions = gazetteer.citySuggestions(for: name, countryCode: country.code, limit: 3).map(\.name)
        let own = siteCities.values.filter { $0.countryCode == country.code }.map(\.name).sorted()
        suggestions = Suggestions.closest(to: name, in: own, limit: 3) + suggestions
        var unique: [String] = []
        for suggestion in suggestions where !unique.contains(suggestion) { unique.append(suggestion) }
        report.error(
            "unknown city '\(name)' in \(country.name) (\(country.code))\(Suggestions.didYouMean(Array(unique.prefix(3))))",
            at: node,
            note:
                "the gazetteer knows cities of 15,000 people or more; a smaller place is added with: itineshary new city "
                + (name.contains(where: { !$0.isLetter && !$0.isNumber && $0 != "-" }) ? "\"\(name)\"" : name)
                + " --country \(country.code) --location LAT,LON --time-zone ZONE")
        return nil
    }

    /// The city of that name in that country, or `nil`.
    func city(named name: String, countryCode: String) -> City? {
        // Most sites describe no city of their own: then no key is folded for them.
        (siteCities.isEmpty ? nil : siteCities[Self.key(name, countryCode)])
            ?? gazetteer.city(named: name, countryCode: countryCode)
    }
}
