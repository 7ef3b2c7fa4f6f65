import TravelModel

/// Decoding of the fields several kinds of file share: a city with its country, features.
enum FieldDecoding {
    /// The city of `city` + `country`; the country defaults to `defaultCountry` when absent. A missing country
    /// is an error unless `countryIsUnknowable` says the country it would default to could not be read (a
    /// trip's `destination` with an error of its own), so one mistake is not reported again on every stay.
    static func city(
        _ fields: MappingReader, context: DecodingContext, report: FileReport, required: Bool,
        defaultCountry: String? = nil, countryIsUnknowable: Bool = false
    ) -> City? {
        let cityNode = required ? fields.required("city") : fields.value("city")
        let country: Country?
        if let countryNode = fields.value("country") {
            country = context.resolver.country(countryNode, key: "country", report: report)
        } else if let defaultCountry {
            country = context.resolver.gazetteer.country(code: defaultCountry)
        } else {
            if (required || cityNode != nil) && !countryIsUnknowable { _ = fields.required("country") }
            country = nil
        }
        guard let cityNode, let country else { return nil }
        return context.resolver.city(cityNode, in: country, key: "city", report: report)
    }

    /// The `features` list: at least one, each a word of the site's vocabulary.
    static func features(_ fields: MappingReader, context: DecodingContext, report: FileReport) -> [String]? {
        guard let items = fields.texts("features", required: true, example: "[lunch, sight]") else { return nil }
        guard !items.isEmpty else {
            if let node = fields.value("features") {
                report.error("'features' must list at least one feature", at: node, note: allowed(context))
            }
            return nil
        }
        let vocabulary = context.settings.allFeatures
        var features: [String] = []
        var valid = true
        for (word, node) in items {
            let lowered = word.lowercased()
            guard vocabulary.contains(lowered) else {
                let close = Suggestions.closest(to: lowered, in: vocabulary, limit: 2)
                report.error(
                    "unknown feature '\(word)'\(Suggestions.didYouMean(close))", at: node, note: allowed(context))
                valid = false
                continue
            }
            if !features.contains(lowered) { features.append(lowered) }
        }
        return valid ? context.featureLists.shared(features) : nil
    }

    private static func allowed(_ context: DecodingContext) -> String {
        "features are: \(context.settings.allFeatures.joined(separator: ", ")); a site adds its own in site.yml"
    }
}
